import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { DEMO_SPA } from '../../devnet';
import {
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from '../browser/browserFixture';
import { appPage, pageDPoPKey, seedPost, testApp } from './browserApp';
import { claimsOf } from '../support/dpopKeys';
import { call } from '../support/http';

const VOTE = { author: 'carol', permlink: 'aioha-post', weight: 5000 };

/** The Aioha app's controls: a button per action, an output per answer. */
const CONTROLS = `<button id="sign-in" type="button">Sign in with hivegate</button>
<button id="vote" type="button">Vote</button>
<button id="transfer" type="button">Send 0.001 HIVE to bob</button>
<button id="decrypt" type="button">Decrypt a memo</button>
<button id="sign-out" type="button">Sign out</button>
<p>Signed in as <output id="user" hidden></output></p>
<p>Result: <output id="result" hidden></output></p>
<p><output id="signed-out" hidden></output></p>`;

/** Waits for the page's answer to the last action: `id`'s text, or the error it showed. */
async function outcome(page: Page, id: string): Promise<string> {
  const shown = page.locator(`#${id}`);
  const error = page.locator('#error');
  await Promise.race([shown.waitFor(), error.waitFor()]);
  if (await error.isVisible())
    expect.fail((await error.textContent()) ?? 'the page showed an error');
  return (await shown.textContent()) ?? '';
}

/**
 * hivegate/aioha in headless Chromium with the real Aioha library: an Aioha app registers the
 * provider, signs in through hivegate's consent page in a popup (code flow, PKCE, no secret) and
 * votes through /api/broadcast; the vote is read from the chain. Reloading keeps the login,
 * decrypting a memo is a clear Aioha error, and logout revokes the token at the service. The tokens
 * it keeps in localStorage are DPoP-bound (issue 36 §6) to a key in IndexedDB no script can read:
 * taken from storage, they are refused.
 */
describe('Browser: hivegate/aioha, hivegate inside Aioha', function () {
  let mode: 'popup' | 'redirect' = 'popup';
  let serviceUrl = '';
  const app = testApp('aiohaApp.ts', () =>
    appPage('Aioha test app', CONTROLS, {
      serviceUrl,
      app: DEMO_SPA,
      account: 'alice',
      mode,
      vote: VOTE,
    }),
  );
  // BASE_URL is where the service listens: a DPoP proof names the URL the page calls (its htu).
  const world = useBrowserWorld(this, { pages: app.pages, baseUrlIsUrl: true });
  let w: BrowserWorld;

  before(async function () {
    this.timeout(120_000);
    w = world();
    serviceUrl = w.serviceUrl;
    await app.build();
    await seedPost(w, VOTE.author, VOTE.permlink);
  });

  it('signs in through the consent page in a popup and votes; a reload keeps the login; logout revokes the token', async () => {
    mode = 'popup';
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const requests = recordRequests(page);
    const key = w.keys('alice').posting.private;
    await page.goto(`${w.app.url}/`);

    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with hivegate' }).click();
    const popup = await opening;
    await popup.waitForURL((url) => url.href.startsWith(`${w.serviceUrl}/oauth2/authorize?`));
    const login = new URL(popup.url()).searchParams;
    expect(login.get('client_id')).to.equal(DEMO_SPA);
    expect(login.get('code_challenge_method')).to.equal('S256');
    expect(login.get('scope')).to.equal('posting');
    expect(await popup.getByLabel('Username').inputValue()).to.equal('alice');
    await popup.getByLabel('Private posting key or master password').fill(key);
    const closing = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await closing; // the callback page handed the answer back and closed the window

    expect(await outcome(page, 'user')).to.equal('alice');
    const session = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('hivegate.aioha.session'))) ?? '{}',
    ) as { username?: string; accessToken?: string; refreshToken?: string; tokenType?: string };
    expect(session.username).to.equal('alice');
    expect(session.refreshToken, 'a code sign-in brings a refresh token').to.be.a('string');
    const exchange = requests.find((r) => r.startsWith(`${w.serviceUrl}/api/oauth2/token\n`));
    expect(exchange).to.contain('"code_verifier"').and.not.contain('client_secret');
    expect(JSON.parse(exchange!.split('\n')[1]), 'a DPoP proof').to.have.property('dpop');

    // What a script reading localStorage gets: tokens bound to a key it cannot read.
    const dpopKey = await pageDPoPKey(page);
    expect(dpopKey.extractable, 'the private key').to.equal(false);
    expect(session.tokenType).to.equal('DPoP');
    expect(claimsOf(session.accessToken!).cnf).to.deep.equal({ jkt: dpopKey.jkt });
    expect(claimsOf(session.refreshToken!).cnf, 'a public client’s').to.deep.equal({
      jkt: dpopKey.jkt,
    });
    const stolen = await call(w.serviceUrl, 'GET', '/api/me', {
      headers: { Authorization: session.accessToken! },
    });
    expect(stolen.status, 'the access token without the key').to.equal(401);
    expect(stolen.body.error_description).to.match(/bound to a DPoP key/);
    const stolenRefresh = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken!,
        client_id: DEMO_SPA,
      }).toString(),
    });
    expect(stolenRefresh.body.error_description, 'the refresh token without the key').to.match(
      /bound to the DPoP key/,
    );

    await page.getByRole('button', { name: 'Vote' }).click();
    const txId = await outcome(page, 'result');
    expect(txId).to.match(/^[0-9a-f]{40}$/);
    expect(w.devnet.chain.blocks.transaction(txId)?.transaction.operations).to.deep.equal([
      ['vote', { voter: 'alice', ...VOTE }],
    ]);
    await w.screenshot(page, 'aioha-signed-in-and-voted');

    // A reload: Aioha's set-up finds the login it kept, and the provider its tokens.
    await page.reload();
    expect(await outcome(page, 'user')).to.equal('alice');

    await page.getByRole('button', { name: 'Decrypt a memo' }).click();
    await page.locator('#error').waitFor();
    expect(await page.locator('#error').textContent()).to.equal(
      '4200: hivegate never holds your memo key: memos cannot be encrypted or decrypted through hivegate',
    );

    // The kept tokens, presented with this page's key (its provider's client): what they are worth.
    const withKey = (tokens: { accessToken: string; refreshToken: string }) =>
      page.evaluate(async ({ accessToken, refreshToken }) => {
        const { client } = (
          window as unknown as {
            hivegate: {
              client: {
                setAccessToken(token: string, type: string): void;
                setRefreshToken(token: string): void;
                me(): Promise<{ user: string }>;
                refresh(): Promise<unknown>;
              };
            };
          }
        ).hivegate;
        // Inline callbacks only: the test runner names a function kept in a variable with a helper the page lacks.
        client.setAccessToken(accessToken, 'DPoP');
        const me = await client.me().then(
          () => 'ok',
          (error: { error_description?: string }) => error.error_description ?? 'no description',
        );
        client.setRefreshToken(refreshToken);
        const refresh = await client.refresh().then(
          () => 'ok',
          (error: { error_description?: string }) => error.error_description ?? 'no description',
        );
        return { me, refresh };
      }, tokens);
    const kept = { accessToken: session.accessToken!, refreshToken: session.refreshToken! };
    // With the key they work (the refresh rotates them, and the provider keeps the new pair).
    expect(await withKey(kept)).to.deep.equal({ me: 'ok', refresh: 'ok' });
    const current = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('hivegate.aioha.session'))) ?? '{}',
    ) as { accessToken: string; refreshToken: string };
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('#signed-out').waitFor();
    const quiet = errors.length;
    expect(await withKey(current), 'revoked, even with the key').to.deep.equal({
      me: 'The token has been revoked',
      refresh: 'The token has been revoked',
    });
    // The browser logs each refused request: those two, and nothing else.
    expect(errors.splice(quiet)).to.have.length(2);
    expect(await page.evaluate(() => localStorage.getItem('hivegate.aioha.session'))).to.equal(
      null,
    );
    expect(
      requests.filter((r) => r.includes(key)),
      'requests carrying the key',
    ).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('an operation needing the active key opens a sign link; the page signs it and hands the transaction back', async () => {
    mode = 'popup';
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.app.url}/`);
    const signingIn = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in with hivegate' }).click();
    const consent = await signingIn;
    await consent.getByLabel('Private posting key or master password').fill(w.passwordOf('alice'));
    await consent.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect(await outcome(page, 'user')).to.equal('alice');

    const signing = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Send 0.001 HIVE to bob' }).click();
    const sign = await signing;
    await sign.waitForURL((url) => url.href.startsWith(`${w.serviceUrl}/sign/ops/`));
    expect(await sign.getByLabel('Sign as').inputValue()).to.equal('alice');
    await sign
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').active.private);
    const closing = sign.waitForEvent('close');
    await sign.getByRole('button', { name: 'Sign and broadcast' }).click();
    await closing;

    const txId = await outcome(page, 'result');
    expect(w.devnet.chain.blocks.transaction(txId)?.transaction.operations).to.deep.equal([
      ['transfer', { from: 'alice', to: 'bob', amount: '0.001 HIVE', memo: 'thanks' }],
    ]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('in redirect mode, the callback page finishes the sign-in and Aioha is signed in', async () => {
    mode = 'redirect';
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.app.url}/`);
    await page.getByRole('button', { name: 'Sign in with hivegate' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${w.serviceUrl}/oauth2/authorize?`));
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${w.app.url}/callback?`));
    expect(await outcome(page, 'user')).to.equal('alice');
    expect(await page.evaluate(() => localStorage.getItem('aiohaProvider'))).to.equal('custom');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
