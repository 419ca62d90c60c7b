import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import type { Page } from 'playwright-core';
import { DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { handedToken } from '../support/handoff';
import { checkEveryVariant } from './axe';
import { useBrowserWorld, type BrowserWorld } from './browserFixture';
import { hivesignerLoginUrl } from '../support/loginUrl';

/**
 * Every page, in every state a person meets, checked by axe-core (wcag2a, wcag2aa) on a desktop
 * and a 390-px phone, in the light and the dark scheme, with a screenshot of each (issue 15).
 */
describe('Browser: accessibility of every page and state (axe-core)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  let page: Page;
  beforeEach(async () => {
    w = world();
    page = await w.newPage();
  });
  afterEach(() => page.context().close());

  async function expectAccessible(state: string) {
    const violations = await checkEveryVariant(w, page, state);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
  }

  it('the check itself finds a contrast failure and an unlabelled field (it is not vacuous)', async () => {
    await page.goto(`${w.serviceUrl}/`);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'faint text';
      faint.style.color = '#999';
      faint.style.background = '#aaa';
      document.querySelector('main')!.append(faint, document.createElement('input'));
    });
    const violations = await checkEveryVariant(w, page, 'a11y-sanity');
    expect(violations.map((v) => `${v.variant} ${v.rule}`)).to.include.members([
      'desktop-light color-contrast',
      'phone-dark label',
    ]);
  });

  it('home, 404 and error pages', async () => {
    await page.goto(`${w.serviceUrl}/`);
    await expectAccessible('a11y-home');
    await page.goto(`${w.serviceUrl}/no/such/page`);
    await expectAccessible('a11y-not-found');
    await page.goto(`${w.serviceUrl}/sign/transfer?to=bob&amount=lots`);
    await expectAccessible('a11y-sign-link-refused');
    await page.goto(
      `${w.serviceUrl}/oauth2/authorize?client_id=demo-app&redirect_uri=${encodeURIComponent('https://attacker.example/')}`,
    );
    await expectAccessible('a11y-consent-refused');
    await page.goto(`${w.serviceUrl}/oauth2/logout`);
    await expectAccessible('a11y-logout-refused');
  });

  it('the sign-out confirmation and the signed-out page of RP-initiated logout', async () => {
    const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: `${w.app.url}/callback`,
        scope: 'openid',
      },
    });
    const authorized = await call(w.serviceUrl, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: `${w.app.url}/callback`,
        response_type: 'code',
        scope: 'openid',
      },
    });
    const code = new URL(authorized.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${w.app.url}/callback`,
        client_id: 'demo-app',
        client_secret: DEMO_APP_SECRET,
      }).toString(),
    });
    await page.goto(`${w.serviceUrl}/oauth2/logout?id_token_hint=${tokens.body.id_token}`);
    await page.getByRole('heading', { name: 'Sign out of @demo-app?' }).waitFor();
    await expectAccessible('a11y-sign-out-confirm');
    await page.getByRole('button', { name: 'Sign out of @demo-app' }).click();
    await page.getByRole('heading', { name: 'Signed out' }).waitFor();
    await expectAccessible('a11y-signed-out');
  });

  it('the app directory, with apps ranked', async () => {
    // One broadcast through demo-app, counted and built into the directory.
    const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: `${w.app.url}/callback`,
        scope: 'vote',
      },
    });
    const authorized = await call(w.serviceUrl, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: `${w.app.url}/callback`,
        scope: 'vote',
      },
    });
    const token = await handedToken(w.serviceUrl, authorized);
    await call(w.serviceUrl, 'GET', '/api/me', { headers: { Authorization: token } });
    await w.service.core.usage.stop();
    w.service.core.usage.start();
    await w.service.core.directory.build();
    await page.goto(`${w.serviceUrl}/apps`);
    await page.locator('.rank').first().waitFor();
    await expectAccessible('a11y-apps');
  });

  it('the consent page: first view, a wrong key next to its field, the authority step', async () => {
    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote'],
        responseType: 'code',
        state: 'a11y',
        account: 'alice',
      }),
    );
    await expectAccessible('a11y-consent');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('bob').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('#signin-key-error').waitFor();
    await expectAccessible('a11y-consent-wrong-key');

    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote'],
        responseType: 'code',
        state: 'a11y',
        account: 'bob',
      }),
    );
    await page.getByLabel('Private posting key or master password').fill(w.passwordOf('bob'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    await expectAccessible('a11y-consent-authority-step');
  });

  it('authorized apps: empty, listed, a missing key, the confirmation, done', async () => {
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await expectAccessible('a11y-authorized-apps');
    await page.getByLabel('Your Hive username').fill('carol');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page
      .getByRole('button', { name: 'Remove @demo-app from your posting authority' })
      .waitFor();
    await expectAccessible('a11y-authorized-apps-listed');
    await page
      .getByRole('button', { name: 'Remove @demo-app from your posting authority' })
      .click();
    await expectAccessible('a11y-authorized-apps-confirm');
    await page.getByRole('button', { name: 'Remove @demo-app', exact: true }).click();
    await page.locator('#active-key-error').waitFor();
    await expectAccessible('a11y-authorized-apps-missing-key');
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('carol').active.private);
    await page.getByRole('button', { name: 'Remove @demo-app', exact: true }).click();
    await page.getByText('@demo-app was removed from your posting authority.').waitFor();
    await expectAccessible('a11y-authorized-apps-removed');
  });

  it('the register page: first view, a mistake next to its field, a profile read (issue 37 §2)', async () => {
    await page.goto(`${w.serviceUrl}/apps/register`);
    await expectAccessible('a11y-register-app');
    await page.getByRole('button', { name: 'Register with the active key' }).click();
    await page.locator('#username-error').waitFor();
    await expectAccessible('a11y-register-app-error');
    await page.getByLabel('App account (Hive username)').fill('demo-app');
    await page.getByRole('button', { name: 'Make a new client secret' }).click();
    await page.getByRole('button', { name: 'Read its current profile' }).click();
    await page.getByRole('status').getByText("Read @demo-app's app profile").waitFor();
    await expectAccessible('a11y-register-app-read');
  });

  it('a sign link: the operation, a wrong key, done with the way back', async () => {
    const link = encodeOp(
      ['transfer', { from: '__signer', to: 'bob', amount: '0.100 HIVE', memo: '' }],
      { callback: `${w.app.url}/signed?id={{id}}` },
    );
    await page.goto(link.replace('hive://', `${w.serviceUrl}/`));
    await expectAccessible('a11y-sign');
    await page.getByLabel('Sign as').fill('alice');
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.locator('#sign-key-error').waitFor();
    await expectAccessible('a11y-sign-wrong-key');
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').active.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    await expectAccessible('a11y-sign-done');
  });
});
