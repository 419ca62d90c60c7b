import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { Client, type DeviceAuthorization } from '../../client';
import { parseSignInMessage } from '../../core/signIn/signInMessage';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { checkEveryVariant } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
  authorizeUrl,
} from './browserFixture';
import { keysOf } from './fakeKeychain';
import { installFakePeakVault } from './fakePeakVault';

describe('Browser: PeakVault at the door (issue 42)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('grants with PeakVault (a refusal said first), then signs in with the exact challenge', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const vault = await installFakePeakVault(page, keysOf(w, 'bob'));
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([]);
    await page.goto(authorizeUrl(w, { scope: 'vote', account: 'bob', state: 'pv' }));
    const list = page.getByRole('list', { name: 'Other wallets' });
    expect(await list.getByRole('button').allTextContents()).to.include('PeakVault');
    const violations = await checkEveryVariant(w, page, 'consent-wallets');

    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with PeakVault' }).click();
    const grant = page.getByRole('button', { name: 'Grant with PeakVault' });
    await grant.waitFor();
    violations.push(...(await checkEveryVariant(w, page, 'consent-grant-peakvault')));

    await vault.declineNext();
    await grant.click();
    await page.getByRole('alert').filter({ hasText: 'You declined in PeakVault.' }).waitFor();
    // Beside the grant's button, where the user is.
    expect(await page.locator('#grant-wallet-error').textContent()).to.equal(
      'You declined in PeakVault.',
    );
    violations.push(...(await checkEveryVariant(w, page, 'consent-grant-peakvault-declined')));
    await grant.click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('pv');
    expect(landed.searchParams.get('code')).to.be.a('string');
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    const update = /^requestSignTx bob active (.*)$/.exec(vault.calls[0])!;
    expect(JSON.parse(update[1])[0][0]).to.equal('account_update');
    expect(vault.calls.slice(1)).to.deep.equal([vault.calls[0], 'requestSignBuffer bob posting']);
    expect(parseSignInMessage(vault.messages[0])?.grants).to.match(/\bvote\b/);
    expect(parseSignInMessage(vault.messages[0])).to.include({
      app: 'demo-app',
      account: 'bob',
      returnsTo: `${w.app.url}/callback`,
    });
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors, 'a refusal is the user’s choice, not a page failure').to.deep.equal([]);

    // Used last: offered first next time.
    await page.waitForURL(/\/callback/);
    await page.goto(authorizeUrl(w, { state: 'again' }));
    await page.getByRole('button', { name: 'Sign in with PeakVault' }).waitFor();
    expect(
      await page
        .getByRole('list', { name: 'Other wallets' })
        .getByRole('button')
        .first()
        .textContent(),
    ).to.equal('PeakVault');
    await page.context().close();
  });

  it('a vault signing with a key that is not the account’s own: said plainly, nothing sent', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    // The vault's entry for alice holds carol's keys.
    await installFakePeakVault(page, { alice: keysOf(w, 'carol').carol });
    const seen: string[] = [];
    page.on('request', (r) => seen.push(r.url()));
    await page.goto(authorizeUrl(w, { account: 'alice', state: 'wrong' }));
    await page.getByRole('button', { name: 'Sign in with PeakVault' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'PeakVault signed with a key that is not a posting, active or owner key of @alice',
      })
      .waitFor();
    expect(seen.filter((url) => url.includes('/api/oauth2/authorize'))).to.deep.equal([]);
    const violations = await checkEveryVariant(w, page, 'consent-peakvault-wrong-account');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('signs a sign link with PeakVault and broadcasts it to the dev chain; sign only too', async () => {
    const aliceBefore = await accountOf(w, 'alice');
    const link = encodeOp([
      'transfer',
      { from: '__signer', to: 'bob', amount: '0.125 HIVE', memo: 'via peakvault' },
    ]).replace('hive://', `${w.serviceUrl}/`);
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const vault = await installFakePeakVault(page, keysOf(w, 'alice'));
    await page.goto(link);
    await page.getByLabel('Sign as').fill('alice');
    await page.getByRole('button', { name: 'Sign with PeakVault' }).click();
    await page.getByRole('heading', { name: 'Done: signed and broadcast' }).waitFor();
    expect(await page.locator('#done-id').textContent()).to.match(/^[0-9a-f]{40}$/);
    expect(vault.calls).to.deep.equal([
      'requestSignTx alice active [["transfer",{"from":"alice","to":"bob","amount":"0.125 HIVE","memo":"via peakvault"}]]',
    ]);
    expect(parseFloat((await accountOf(w, 'alice')).balance)).to.be.closeTo(
      parseFloat(aliceBefore.balance) - 0.125,
      1e-9,
    );

    await page.goto(
      encodeOp(['vote', { voter: 'alice', author: 'alice', permlink: 'p', weight: 100 }], {
        no_broadcast: true,
      }).replace('hive://', `${w.serviceUrl}/`),
    );
    await page.getByRole('button', { name: 'Sign with PeakVault' }).click();
    await page.getByRole('heading', { name: 'Done: signed, not broadcast' }).waitFor();
    expect(await page.locator('#done-block').textContent()).to.match(/^Signature: [0-9a-f]{130}$/);
    expect(vault.calls[1]).to.match(/^requestSignTx alice posting /);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('approves a device’s sign-in on /device with PeakVault (RFC 8628)', async () => {
    const client = new Client({
      baseURL: w.serviceUrl,
      app: DEMO_APP,
      clientSecret: DEMO_APP_SECRET,
      scope: ['vote'],
    });
    let shown!: (device: DeviceAuthorization) => void;
    const code = new Promise<DeviceAuthorization>((resolve) => (shown = resolve));
    const signedIn = client.deviceLogin({ show: shown });
    const device = await code;
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const vault = await installFakePeakVault(page, keysOf(w, 'alice'));
    await page.goto(`${w.serviceUrl}/device?user_code=${device.user_code}`);
    await page.getByLabel('Hive username').fill('alice');
    await page.getByRole('button', { name: 'Sign in with PeakVault' }).click();
    await page.getByText(/Signed in as @alice\. Go back to your device/).waitFor();
    expect((await signedIn).username).to.equal('alice');
    expect(parseSignInMessage(vault.messages[0])?.deviceCode).to.equal(device.user_code);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
