import 'reflect-metadata';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { hivesignerLoginUrl } from '../support/loginUrl';

/**
 * A fake Hive Keychain that signs with `wif`, shaped like the extension's callback API. Its calls
 * are reported to the test through an exposed function, which outlives the page's navigation.
 */
async function installFakeKeychain(page: Page, wif: string): Promise<string[]> {
  const calls: string[] = [];
  await page.exposeFunction('__recordKeychainCall', (call: string) => calls.push(call));
  // The extension brings its own Hive library; the pages no longer load dhive (issue 21 §8).
  await page.addInitScript({ path: require.resolve('@hiveio/dhive/dist/dhive.js') });
  await page.addInitScript((key: string) => {
    const w = window as any;
    w.hive_keychain = {
      requestSignBuffer(
        user: string,
        message: string,
        role: string,
        callback: (r: unknown) => void,
      ) {
        w.__recordKeychainCall(`requestSignBuffer ${user} ${role}`);
        const signature = w.dhive.PrivateKey.fromString(key)
          .sign(w.dhive.cryptoUtils.sha256(message))
          .toString();
        setTimeout(
          () => callback({ success: true, result: signature, data: { username: user, message } }),
          10,
        );
      },
    };
  }, wif);
  return calls;
}

/** The account's posting account_auths, read from the dev chain over JSON-RPC. */
async function postingAuthsOf(w: BrowserWorld, name: string): Promise<[string, number][]> {
  return (await accountOf(w, name)).posting.account_auths;
}

describe('Browser: sign-in pages on the dev chain', function () {
  // dave has granted nothing, as bob: the authority step with the master password typed at sign-in.
  const world = useBrowserWorld(this, { accounts: [{ name: 'dave', password: 'dave-password' }] });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('runs the code flow from getLoginURL() to the app callback, and the typed key never leaves the page', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const key = w.keys('alice').posting.private;

    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote', 'comment'],
        responseType: 'code',
        state: 'state-123',
        account: 'alice',
      }),
    );
    expect(await page.locator('h1').textContent()).to.equal('Sign in to Demo App');
    expect(await page.getByText('Unverified').count()).to.equal(1);
    expect(await page.getByLabel('Username').inputValue()).to.equal('alice');
    await w.screenshot(page, 'consent-code-flow');

    await page.getByLabel('Private posting key or master password').fill(key);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('state-123');
    expect(landed.searchParams.get('username')).to.equal('alice');
    const code = landed.searchParams.get('code');
    expect(code).to.be.a('string');

    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: 'demo-app-secret' },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    const me = await call(w.serviceUrl, 'GET', '/api/me', {
      headers: { Authorization: tokens.body.access_token },
    });
    expect(me.body.user).to.equal('alice');
    expect(me.body.scope).to.include('vote');

    expect(
      requests.some((r) => r.includes('/api/oauth2/authorize')),
      'the page did sign in',
    ).to.equal(true);
    expect(
      requests.filter((r) => r.includes(key)),
      'requests carrying the key',
    ).to.deep.equal([]);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  });

  it('runs the token flow with Hive Keychain (requestSignBuffer)', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const keychainCalls = await installFakeKeychain(page, w.keys('carol').posting.private);
    // What the page's script got from authorize, and where the browser went (issue 37 §1).
    const authorizeAnswers: string[] = [];
    await page.route('**/api/oauth2/authorize', async (route) => {
      const response = await route.fetch();
      authorizeAnswers.push(await response.text());
      await route.fulfill({ response });
    });
    const visited: string[] = [];
    page.on('response', (r) => visited.push(`${new URL(r.url()).pathname} ${r.status()}`));

    await page.goto(hivesignerLoginUrl(w, { scope: ['login'], state: 'tok' }));
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).waitFor();
    await w.screenshot(page, 'consent-keychain');
    await page.getByLabel('Username').fill('carol');
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('tok');
    expect(landed.searchParams.get('expires_in')).to.equal('604800');
    const token = landed.searchParams.get('access_token')!;
    const me = await call(w.serviceUrl, 'GET', '/api/me', { headers: { Authorization: token } });
    expect(me.body.user).to.equal('carol');
    expect(me.body.scope).to.deep.equal(['login']);
    expect(keychainCalls).to.deep.equal(['requestSignBuffer carol Posting']);
    expect(authorizeAnswers).to.have.length(1);
    expect(authorizeAnswers[0], 'the script gets the page to open, never the token')
      .to.include('/oauth2/authorize/complete?handoff=')
      .and.not.include('access_token');
    expect(visited).to.include('/oauth2/authorize/complete 303');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('walks a user who has not granted the app through the authority step, then signs in', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const password = w.passwordOf('bob');
    const activeKey = w.keys('bob').active.private;
    expect(await postingAuthsOf(w, 'bob')).to.deep.equal([]);

    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote', 'comment'],
        responseType: 'code',
        state: 'grant-me',
        account: 'bob',
      }),
    );
    // Signed in with the posting key: the step asks for a key that can change authorities.
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('bob').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    await w.screenshot(page, 'consent-authority-step');
    expect(await page.locator('#grant-typed').isVisible()).to.equal(false);

    // A posting key cannot change authorities: the page says so and lets the user try again.
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('bob').posting.private);
    await page.getByRole('button', { name: 'Grant and continue' }).click();
    await page.getByRole('alert').filter({ hasText: 'not an active key of @bob' }).waitFor();

    await page.getByLabel('Private active key or master password').fill(activeKey);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Grant and continue' }).click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('grant-me');
    expect(landed.searchParams.get('code')).to.be.a('string');
    expect(await postingAuthsOf(w, 'bob')).to.deep.equal([['demo-app', 1]]);

    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code: landed.searchParams.get('code'), client_secret: 'demo-app-secret' },
    });
    expect(tokens.body.username).to.equal('bob');
    const leaked = requests.filter(
      (r) =>
        r.includes(password) || r.includes(activeKey) || r.includes(w.keys('bob').posting.private),
    );
    expect(leaked, 'requests carrying a key or the password').to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('the authority step signs with the master password typed a moment before, without asking again (issue 57 §8)', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    expect(await postingAuthsOf(w, 'dave')).to.deep.equal([]);
    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote'],
        responseType: 'code',
        state: 'typed',
        account: 'dave',
      }),
    );
    await page.getByLabel('Private posting key or master password').fill('dave-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    await page
      .getByText('The master password you typed to sign in also signs this change')
      .waitFor();
    expect(await page.getByLabel('Private active key or master password').isVisible()).to.equal(
      false,
    );
    const violations = await checkEveryVariant(w, page, 'consent-authority-typed');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Grant and continue' }).click();
    expect((await callback).searchParams.get('code')).to.be.a('string');
    expect(await postingAuthsOf(w, 'dave')).to.deep.equal([['demo-app', 1]]);
    expect(requests.filter((r) => r.includes('dave-password'))).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('shows a wrong key as a visible error and does not call the service', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    await page.goto(hivesignerLoginUrl(w, { scope: ['vote'], state: 's', account: 'alice' }));
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('bob').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'not a posting key of @alice' }).waitFor();
    await w.screenshot(page, 'consent-wrong-key');
    expect(requests.filter((r) => r.includes('/api/oauth2/'))).to.deep.equal([]);
    await page.context().close();
  });

  it('refuses an unregistered redirect_uri with an error page and never redirects', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const url = `${w.serviceUrl}/oauth2/authorize?client_id=demo-app&redirect_uri=${encodeURIComponent('https://attacker.example/steal')}&scope=vote&state=x`;
    const response = await page.goto(url);
    expect(response!.status()).to.equal(400);
    expect(await page.getByRole('alert').textContent()).to.include(
      'redirect_uri is not registered',
    );
    expect(await page.locator('form').count()).to.equal(0);
    await page.waitForTimeout(300);
    expect(page.url()).to.equal(url);
    expect(
      requests.filter((r) => r.includes('attacker.example')).length,
      'only the page itself names it',
    ).to.equal(1);
    await w.screenshot(page, 'consent-bad-redirect');
    await page.context().close();
  });
});
