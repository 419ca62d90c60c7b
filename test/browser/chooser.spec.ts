import 'reflect-metadata';
import { expect } from 'chai';
import { parseSignInMessage } from '../../core/signIn/signInMessage';
import { checkEveryVariant } from './axe';
import {
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
  authorizeUrl,
} from './browserFixture';
import { installFakeKeychain, keysOf } from './fakeKeychain';

describe('Browser: no username to type, an account chooser, a readable message (issue 27 §2–§4)', function () {
  const world = useBrowserWorld(this, { baseUrlIsUrl: true });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('signs in with the account Keychain picks, the message it showed readable and strict', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const keychain = await installFakeKeychain(page, keysOf(w, 'carol'));
    await page.goto(authorizeUrl(w, { state: 'chosen' }));
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
    const landed = await callback;
    expect(landed.searchParams.get('username')).to.equal('carol');
    expect(keychain.calls).to.deep.equal(['requestSignBuffer null Posting']);

    const [text] = keychain.messages;
    const lines = text.split('\n');
    expect(lines[0]).to.equal(
      `${new URL(w.serviceUrl).host} wants you to sign in with your Hive account:`,
    );
    expect(lines[1]).to.equal('(the account you choose in your wallet)');
    expect(parseSignInMessage(text)).to.include({
      statement: 'Sign in to @demo-app.',
      app: 'demo-app',
      keyRole: 'posting',
      returnsTo: `${w.app.url}/callback`,
    });
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('remembers the accounts signed in with, offers them with prompt=select_account, forgets on request', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await installFakeKeychain(page, keysOf(w, 'alice', 'carol'));
    for (const account of ['alice', 'carol']) {
      await page.goto(authorizeUrl(w, { account, state: account }));
      const callback = w.app.next('/callback');
      await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
      expect((await callback).searchParams.get('username')).to.equal(account);
      await page.waitForURL(/\/callback/);
    }

    // The app asks to choose, hinting alice: nothing pre-filled, both accounts offered, newest first.
    await page.goto(
      authorizeUrl(w, {
        scope: 'openid',
        prompt: 'select_account',
        login_hint: 'alice',
        state: 's',
      }),
    );
    const chooser = page.getByRole('region', { name: 'Choose an account' });
    await chooser.waitFor();
    expect(await page.getByLabel('Hive username').inputValue()).to.equal('');
    expect(await chooser.getByRole('button', { name: /^@/ }).allTextContents()).to.deep.equal([
      '@carol',
      '@alice',
    ]);
    const violations = await checkEveryVariant(w, page, 'consent-account-chooser');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    // carol is not the account the app expected: the first press says so and signs nothing.
    await chooser.getByRole('button', { name: '@carol', exact: true }).click();
    expect(await page.getByLabel('Hive username').inputValue()).to.equal('carol');
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'expected you to sign in as @alice' })
      .waitFor();
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
    expect((await callback).searchParams.get('username')).to.equal('carol');
    await page.waitForURL(/\/callback/);

    await page.goto(authorizeUrl(w, { prompt: 'select_account', state: 'f' }));
    await page.getByRole('button', { name: 'Forget @alice on this browser' }).click();
    await page.getByRole('status').filter({ hasText: '@alice forgotten' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Choose an account' }).waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Choose an account' })
        .getByRole('button', { name: /^@/ })
        .allTextContents(),
    ).to.deep.equal(['@carol']);
    expect(
      await page.evaluate(() => localStorage.getItem('hivegate.accounts')),
      'names only, never keys',
    ).to.equal('["carol"]');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
