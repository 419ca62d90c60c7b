import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { checkEveryVariant } from './axe';
import { decodeJwt } from 'jose';
import { DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { parseSignInMessage } from '../../core/signIn/signInMessage';
import { call } from '../support/http';
import {
  accountOf,
  authorizeUrl,
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

describe('Browser: the MetaMask Hive Wallet snap on sign links and the consent page (issue 42)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('a MetaMask whose user says no at once reads "You declined", not "Install MetaMask" (issue 57 §8)', async () => {
    const page = await w.newPage();
    await installFakeMetaMask(page, snapKeysOf(w, 'alice'), { refuses: true });
    await page.goto(transferLink(w, 'refused at once'));
    await page.getByLabel('Sign as').fill('alice');
    await page.getByRole('button', { name: 'Sign with MetaMask (Hive Wallet snap)' }).click();
    const said = page.getByRole('alert').filter({ hasText: /MetaMask/ });
    await said.waitFor();
    expect(await said.textContent()).to.equal('You declined in MetaMask.');
    await page.context().close();
  });

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

  it('a refusal in the snap is said as the user’s no', async () => {
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
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('signs in on the consent page: the snap finds the account and signs its sign-in transaction, never broadcast', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const snap = await installFakeMetaMask(page, snapKeysOf(w, 'alice'));
    await page.goto(authorizeUrl(w, { scope: 'openid', state: 'mm' }));
    const button = page.getByRole('button', { name: 'Sign in with MetaMask (Hive Wallet snap)' });
    await button.waitFor();
    const violations = await checkEveryVariant(w, page, 'consent-metamask');

    await snap.declineNext(); // the connection
    await button.click();
    await page.getByRole('alert').filter({ hasText: 'You declined in MetaMask.' }).waitFor();
    const callback = w.app.next('/callback');
    await button.click();
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('mm');
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams({
        grant_type: 'authorization_code',
        code: landed.searchParams.get('code')!,
        redirect_uri: `${w.app.url}/callback`,
        client_id: 'demo-app',
        client_secret: DEMO_APP_SECRET,
      }).toString(),
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    const idToken = decodeJwt(String(tokens.body.id_token));
    expect(idToken).to.include({ sub: 'alice' });
    expect(idToken.amr).to.deep.equal(['pop']);
    expect(idToken.hive_wallet).to.equal('metamask');

    // What the snap was asked to sign: the challenge, unchanged, in a transaction no node takes.
    const signed = snap.calls.filter((c) => c.startsWith('hive_signTransaction '));
    expect(signed).to.have.length(1);
    const params = JSON.parse(signed[0].slice('hive_signTransaction '.length)) as {
      transaction: string;
      chainId: string;
    };
    const transaction = JSON.parse(params.transaction) as {
      ref_block_num: number;
      expiration: string;
      operations: { type: string; value: { id: string; json: string } }[];
    };
    expect(transaction).to.include({ ref_block_num: 0, expiration: '1970-01-01T00:00:00' });
    expect(transaction.operations[0].type).to.equal('custom_json_operation');
    expect(transaction.operations[0].value.id).to.equal('hivegate-sign-in');
    const message = (JSON.parse(transaction.operations[0].value.json) as { message: string })
      .message;
    expect(parseSignInMessage(message)).to.include({ account: 'alice', app: 'demo-app' });
    expect(params.chainId).to.equal(w.devnet.chainId);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors, 'a refusal is the user’s choice, not a page failure').to.deep.equal([]);
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
