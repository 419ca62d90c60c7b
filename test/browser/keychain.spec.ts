import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import {
  accountOf,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { installFakeKeychain, keysOf } from './fakeKeychain';
import { hivesignerLoginUrl } from '../support/loginUrl';

describe('Browser: Hive Keychain grant, removal and signing (issue 15, "Also")', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('grants posting authority with requestAddAccountAuthority in the authority step, then signs in', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const keychain = await installFakeKeychain(page, keysOf(w, 'bob'));
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([]);

    await page.goto(
      hivesignerLoginUrl(w, {
        scope: ['vote'],
        responseType: 'code',
        state: 'kc-grant',
        account: 'bob',
      }),
    );
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with Hive Keychain' }).click();
    await page.getByRole('button', { name: 'Grant with Hive Keychain' }).waitFor();
    await w.screenshot(page, 'consent-grant-keychain');

    // Declined first: the step says so and stays, then granted.
    await keychain.declineNext();
    await page.getByRole('button', { name: 'Grant with Hive Keychain' }).click();
    await page.getByRole('alert').filter({ hasText: 'You declined in Hive Keychain.' }).waitFor();
    await page.getByRole('button', { name: 'Grant with Hive Keychain' }).click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('kc-grant');
    expect(landed.searchParams.get('code')).to.be.a('string');
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    expect(keychain.calls).to.deep.equal([
      'requestAddAccountAuthority bob demo-app Posting 1',
      'requestAddAccountAuthority bob demo-app Posting 1',
      'requestSignBuffer bob Posting',
    ]);
    expect(
      errors,
      "a declined Keychain request is the user's choice, not a page failure",
    ).to.deep.equal([]);
    await page.context().close();
  });

  it('removes an app with requestRemoveAccountAuthority after the confirmation', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const keychain = await installFakeKeychain(page, keysOf(w, 'carol'));
    expect((await accountOf(w, 'carol')).posting.account_auths).to.deep.include(['demo-app', 1]);

    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByText('Hive Keychain was found').waitFor({ state: 'attached' });
    await page.getByLabel('Your Hive username').fill('carol');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page
      .getByRole('button', { name: 'Remove @demo-app from your posting authority' })
      .click();
    await page.getByRole('button', { name: 'Remove @demo-app', exact: true }).click();
    await page.getByText('@demo-app was removed from your posting authority.').waitFor();
    expect(await page.locator('#confirm').isHidden()).to.equal(true);
    expect((await accountOf(w, 'carol')).posting.account_auths).to.deep.equal([]);
    expect(keychain.calls).to.deep.equal(['requestRemoveAccountAuthority carol demo-app Posting']);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('signs and broadcasts a sign link with requestBroadcast, the signer filled in', async () => {
    const aliceBefore = await accountOf(w, 'alice');
    const link = encodeOp([
      'transfer',
      { from: '__signer', to: 'bob', amount: '0.250 HIVE', memo: 'via keychain' },
    ]).replace('hive://', `${w.serviceUrl}/`);
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const keychain = await installFakeKeychain(page, keysOf(w, 'alice'));
    await page.goto(link);
    await page.getByLabel('Sign as').fill('alice');
    await page.getByRole('button', { name: 'Sign with Hive Keychain' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    const id = await page.locator('#done-id').textContent();
    expect(id).to.match(/^[0-9a-f]{40}$/);
    await w.screenshot(page, 'sign-keychain-done');
    expect(keychain.calls).to.deep.equal([
      'requestBroadcast alice Active [["transfer",{"from":"alice","to":"bob","amount":"0.250 HIVE","memo":"via keychain"}]]',
    ]);
    expect(parseFloat((await accountOf(w, 'alice')).balance)).to.be.closeTo(
      parseFloat(aliceBefore.balance) - 0.25,
      1e-9,
    );
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
