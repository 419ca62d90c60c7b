import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { checkEveryVariant } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { installFakeMetaMask, type SnapKeys } from './fakeMetaMask';

const snapKeysOf = (w: BrowserWorld, name: string): SnapKeys => ({
  posting: w.keys(name).posting.private,
  active: w.keys(name).active.private,
  owner: w.keys(name).owner.private,
});

const transferLink = (w: BrowserWorld, memo: string) =>
  encodeOp(['transfer', { from: '__signer', to: 'bob', amount: '0.250 HIVE', memo }]).replace(
    'hive://',
    `${w.serviceUrl}/`,
  );

describe('Browser: the MetaMask Hive Wallet snap on sign links (issue 42)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('connects the snap (a refusal said first), signs with the active key it holds, the page broadcasts', async () => {
    const aliceBefore = await accountOf(w, 'alice');
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const snap = await installFakeMetaMask(page, snapKeysOf(w, 'alice'));
    await page.goto(transferLink(w, 'via the snap'));
    await page.getByLabel('Sign as').fill('alice');
    const button = page.getByRole('button', { name: 'Sign with MetaMask (Hive Wallet snap)' });
    const violations = await checkEveryVariant(w, page, 'sign-wallets');

    await snap.declineNext();
    await button.click();
    await page.getByRole('alert').filter({ hasText: 'You declined in MetaMask.' }).waitFor();
    violations.push(...(await checkEveryVariant(w, page, 'sign-metamask-declined')));
    await button.click();
    await page.getByRole('heading', { name: 'Done: signed and broadcast' }).waitFor();
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    expect(snap.calls.slice(0, 3)).to.deep.equal([
      'wallet_requestSnaps {"npm:@hiveio/metamask-snap":{"version":"1.7.0"}}',
      'wallet_requestSnaps {"npm:@hiveio/metamask-snap":{"version":"1.7.0"}}',
      'hive_getPublicKeys {"keys":[{"role":"active","accountIndex":0},{"role":"owner","accountIndex":0}]}',
    ]);
    const [method, json] = snap.calls[3].split(/ (.*)/s);
    expect(method).to.equal('hive_signTransaction');
    const params = JSON.parse(json) as { transaction: string; keys: unknown; chainId: string };
    expect(params.keys).to.deep.equal([{ role: 'active', accountIndex: 0 }]);
    expect(params.chainId).to.equal(w.devnet.chainId);
    expect(JSON.parse(params.transaction).operations).to.deep.equal([
      {
        type: 'transfer_operation',
        value: {
          from: 'alice',
          to: 'bob',
          amount: { amount: '250', precision: 3, nai: '@@000000021' },
          memo: 'via the snap',
        },
      },
    ]);
    expect(parseFloat((await accountOf(w, 'alice')).balance)).to.be.closeTo(
      parseFloat(aliceBefore.balance) - 0.25,
      1e-9,
    );
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('a snap that holds no key of the signer: said plainly, nothing asked or sent', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const snap = await installFakeMetaMask(page, snapKeysOf(w, 'carol'));
    await page.goto(transferLink(w, 'wrong account'));
    await page.getByLabel('Sign as').fill('alice');
    await page.getByRole('button', { name: 'Sign with MetaMask (Hive Wallet snap)' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The Hive Wallet snap in MetaMask holds no active key of @alice.' })
      .waitFor();
    expect(snap.calls.some((c) => c.startsWith('hive_signTransaction'))).to.equal(false);
    const violations = await checkEveryVariant(w, page, 'sign-metamask-wrong-account');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('a refusal in the snap is said as the user’s no; the consent page does not offer the snap', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const snap = await installFakeMetaMask(page, snapKeysOf(w, 'alice'));
    await page.goto(transferLink(w, 'refused'));
    await page.getByLabel('Sign as').fill('alice');
    const button = page.getByRole('button', { name: 'Sign with MetaMask (Hive Wallet snap)' });
    await button.click(); // connects
    await page.getByRole('heading', { name: 'Done: signed and broadcast' }).waitFor();
    await page.goto(transferLink(w, 'refused'));
    await page.getByLabel('Sign as').fill('alice');
    await snap.declineNext();
    await button.click();
    await page.getByRole('alert').filter({ hasText: 'You declined in MetaMask.' }).waitFor();
    expect(await page.locator('#done').isHidden()).to.equal(true);

    // It signs transactions only, never the sign-in message: not offered there.
    await page.goto(
      `${w.serviceUrl}/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: `${w.app.url}/callback`, response_type: 'code', scope: 'login' })}`,
    );
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await page.getByRole('button', { name: /MetaMask/ }).count()).to.equal(0);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('a MetaMask that cannot run snaps: said plainly', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await installFakeMetaMask(page, snapKeysOf(w, 'alice'), { snaps: false });
    await page.goto(transferLink(w, 'no snaps'));
    await page.getByLabel('Sign as').fill('alice');
    await page.getByRole('button', { name: 'Sign with MetaMask (Hive Wallet snap)' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'MetaMask is not available here, or it cannot run snaps.' })
      .waitFor();
    const violations = await checkEveryVariant(w, page, 'sign-metamask-no-snaps');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
