import 'reflect-metadata';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { sha256Hex } from '../../core/shared/crypto';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import {
  accountOf,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { checkEveryVariant } from './axe';
import { installFakeKeychain } from './fakeKeychain';

const NEW_APP = 'new-app';
const HS_APP = 'hs-app';
/** An account whose posting authority lists nobody: registering offers to add the service. */
const BARE_APP = 'bare-app';
const password = (name: string) => `${name}-password`;
const activeKey = (name: string) => keyOf(name, 'active', password(name)).toString();

/**
 * /apps/register in Chromium on the dev chain (issue 37 §2): an app's owner writes its profile
 * to json_metadata with the active key, and the service signs users in to it from there. new-app
 * is a bare account; hs-app was registered HiveSigner's way (its profile in posting_json_metadata,
 * which the service ignores without APP_PROFILE_POSTING_FALLBACK).
 */
describe('Browser: registering an app with its active key (/apps/register, issue 37 §2)', function () {
  const world = useBrowserWorld(this, {
    accounts: [
      { name: NEW_APP, password: password(NEW_APP), posting_account_auths: [['hivegate', 1]] },
      { name: BARE_APP, password: password(BARE_APP) },
      {
        name: HS_APP,
        password: password(HS_APP),
        posting_account_auths: [['hivegate', 1]],
        posting_json_metadata: {
          profile: {
            type: 'app',
            name: 'HiveSigner-style app',
            redirect_uris: ['https://hs.example/cb'],
            secret: sha256Hex('hs-app-secret'),
            version: 2,
          },
        },
      },
    ],
    env: { APPS_FEATURED: `${NEW_APP},${HS_APP}` },
  });
  let w: BrowserWorld;
  let page: Page;
  beforeEach(async () => {
    w = world();
    page = await w.newPage();
  });
  afterEach(() => page.context().close());

  /** alice signs in to `app` at `redirectUri` through the API (login scope: no grant needed). */
  async function signIn(app: string, redirectUri: string) {
    const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: app, redirect_uri: redirectUri, scope: 'login' },
    });
    if (challenge.status !== 200) return challenge; // not an app: refused at once
    return call(w.serviceUrl, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: app,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'login',
      },
    });
  }

  /** The app's /api/apps entry once a directory build has read its new profile (accounts are cached a block). */
  async function directoryEntry(app: string, source: string | null) {
    for (let attempt = 0; ; attempt++) {
      await w.service.core.directory.build();
      const answer = await call(w.serviceUrl, 'GET', '/api/apps');
      const entry = (
        answer.body.apps as { username: string; profile_source: string | null }[]
      ).find((a) => a.username === app);
      if (entry?.profile_source === source || attempt === 10) return entry;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('registers a new app with a typed active key and a client secret made in the page; users sign in to it', async () => {
    const errors = recordConsoleErrors(page);
    const callback = `${w.app.url}/new-callback`;
    expect((await signIn(NEW_APP, callback)).status).to.equal(401); // not an app yet

    await page.goto(`${w.serviceUrl}/apps/register`);
    await page.getByLabel('App account (Hive username)').fill(NEW_APP);
    await page.getByRole('button', { name: 'Make a new client secret' }).click();
    const clientSecret = await page.getByLabel('Your new client secret').inputValue();
    expect(Buffer.from(clientSecret, 'base64url')).to.have.length(32);
    expect(
      await page.getByLabel('SHA-256 of the client secret (64 hex characters)').inputValue(),
    ).to.equal(sha256Hex(clientSecret));
    await page.getByLabel('Redirect URIs, one per line', { exact: true }).fill(`${callback}\n`);
    await page.getByLabel('Name', { exact: true }).fill('New App');

    // A posting key is not enough to write json_metadata: the page says so at the key field.
    const keyField = page.getByLabel('Private active key or master password of the app account');
    await keyField.fill(keyOf(NEW_APP, 'posting', password(NEW_APP)).toString());
    await page.getByRole('button', { name: 'Register with the active key' }).click();
    await page.locator('#active-key-error').getByText('This is not an active key').waitFor();

    await keyField.fill(activeKey(NEW_APP));
    await page.getByRole('button', { name: 'Register with the active key' }).click();
    await page.getByRole('status').getByText(`Registered: @${NEW_APP}'s app profile`).waitFor();
    await w.screenshot(page, 'register-app-done');
    // Its posting authority listed the service already: said, nothing changed there.
    expect(await page.locator('#next-service').textContent()).to.equal(
      `@hivegate was already in the posting authority of @${NEW_APP}: nothing to change there.`,
    );

    const account = await accountOf(w, NEW_APP);
    expect(account.posting_json_metadata).to.equal('');
    expect(JSON.parse(account.json_metadata).profile).to.deep.equal({
      type: 'app',
      redirect_uris: [callback],
      token_endpoint_auth_method: 'client_secret_basic',
      secret: sha256Hex(clientSecret),
      id_token_signed_response_alg: 'RS256',
      name: 'New App',
    });
    expect(await directoryEntry(NEW_APP, 'json_metadata')).to.include({
      name: 'New App',
      profile_source: 'json_metadata',
    });

    // Its redirect URIs and its secret are the ones the page wrote.
    expect((await signIn(NEW_APP, 'https://elsewhere.example/cb')).status).to.equal(400);
    const signedIn = await signIn(NEW_APP, callback);
    expect(signedIn.status, JSON.stringify(signedIn.body)).to.equal(200);
    const code = new URL(signedIn.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: clientSecret },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    expect(errors).to.deep.equal([]);
  });

  it('ends with what comes next (issue 57 §4): the service added to the posting authority in the same active-key step, the client_id, a sign-in URL and the token exchange to copy', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors = recordConsoleErrors(page);
    const callback = `${w.app.url}/bare-callback`;
    expect((await accountOf(w, BARE_APP)).posting.account_auths).to.deep.equal([]);
    await page.goto(`${w.serviceUrl}/apps/register`);
    await page.getByLabel('App account (Hive username)').fill(BARE_APP);
    await page.getByRole('button', { name: 'Make a new client secret' }).click();
    const secret = await page.getByLabel('Your new client secret').inputValue();
    await page.locator('#new-secret').getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(secret);
    await page.getByLabel('Redirect URIs, one per line', { exact: true }).fill(callback);
    await page.getByLabel('Name', { exact: true }).fill('Bare App');
    const offer = page.getByLabel(/Let @hivegate broadcast for the app/);
    expect(await offer.isChecked()).to.equal(true); // one click: on unless unticked
    await page
      .getByLabel('Private active key or master password of the app account')
      .fill(activeKey(BARE_APP));
    await page.getByRole('button', { name: 'Register with the active key' }).click();
    const next = page.getByRole('region', { name: 'What comes next' });
    await next.waitFor();

    // One account_update: the profile and the posting authority together.
    const account = await accountOf(w, BARE_APP);
    expect(account.posting.account_auths).to.deep.equal([['hivegate', 1]]);
    expect(account.posting.key_auths).to.have.length(1); // its own key kept
    expect(JSON.parse(account.json_metadata).profile).to.include({ name: 'Bare App' });
    expect(await next.locator('#next-service').textContent()).to.equal(
      `@hivegate is now in the posting authority of @${BARE_APP}: broadcasts for its users go through this service.`,
    );
    expect(await next.locator('#next-client-id').textContent()).to.equal(BARE_APP);
    const exchange = await next.locator('#next-token').textContent();
    expect(exchange).to.include(`curl ${w.serviceUrl}/api/oauth2/token`);
    expect(exchange).to.include(`-u '${BARE_APP}:YOUR_CLIENT_SECRET'`);
    expect(exchange).to.include(`redirect_uri=${callback}`);
    expect(exchange).not.to.include(secret); // the secret stays in the page's field only
    const violations = await checkEveryVariant(w, page, 'register-app-next');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Each copies what it shows; the sign-in URL opens this app's consent page.
    await next.getByRole('button', { name: 'Copy' }).nth(1).click();
    const signInUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(signInUrl).to.equal(await next.locator('#next-signin-url').textContent());
    expect(new URL(signInUrl).searchParams.get('redirect_uri')).to.equal(callback);
    await next.getByRole('button', { name: 'Copied' }).waitFor();
    await page.goto(signInUrl);
    await page.getByRole('heading', { level: 1, name: 'Sign in to Bare App' }).waitFor();
    expect(errors).to.deep.equal([]);
  });

  it('moves an app registered HiveSigner’s way to json_metadata with Hive Keychain (requestBroadcast, Active)', async () => {
    const keychain = await installFakeKeychain(page, {
      [HS_APP]: {
        posting: keyOf(HS_APP, 'posting', password(HS_APP)).toString(),
        active: activeKey(HS_APP),
      },
    });
    expect((await signIn(HS_APP, 'https://hs.example/cb')).status).to.equal(401);
    expect(await directoryEntry(HS_APP, null)).to.include({ profile_source: null });

    await page.goto(`${w.serviceUrl}/apps/register`);
    await page.getByLabel('App account (Hive username)').fill(HS_APP);
    await page.getByRole('button', { name: 'Read its current profile' }).click();
    await page.getByRole('status').getByText('from posting_json_metadata').waitFor();
    expect(
      await page.getByLabel('Redirect URIs, one per line', { exact: true }).inputValue(),
    ).to.equal('https://hs.example/cb');
    await page.getByRole('button', { name: 'Register with Hive Keychain' }).click();
    await page.getByRole('status').getByText(`Registered: @${HS_APP}'s app profile`).waitFor();

    expect(keychain.calls).to.have.length(1);
    expect(keychain.calls[0]).to.match(new RegExp(`^requestBroadcast ${HS_APP} Active `));
    const account = await accountOf(w, HS_APP);
    expect(JSON.parse(account.json_metadata).profile).to.deep.include({
      type: 'app',
      name: 'HiveSigner-style app',
      redirect_uris: ['https://hs.example/cb'],
      secret: sha256Hex('hs-app-secret'),
    });
    expect(await directoryEntry(HS_APP, 'json_metadata')).to.include({
      profile_source: 'json_metadata',
    });
    expect((await signIn(HS_APP, 'https://hs.example/cb')).status).to.equal(200);
  });
});
