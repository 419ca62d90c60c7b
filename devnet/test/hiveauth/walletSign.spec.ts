import { expect } from 'chai';
import { decryptCryptoJs, encryptCryptoJs } from '../../hiveauth/cryptojsAes';
import { accountKeysFromNode } from '../../hiveauth/accountKeys';
import { startHiveAuthRelay, type HiveAuthRelay } from '../../hiveauth/relay';
import {
  startHeadlessWallet,
  type HeadlessWallet,
  type WalletAccount,
} from '../../hiveauth/wallet';
import { useDevnet } from '../devnetFixture';
import { demoKeys, rawClient, silent, type RawClient } from './relayFixture';

/** sign_req as an app sends it after auth_req: the wallet broadcasts with the key of key_type. */
describe('HiveAuth: the headless wallet broadcasts sign_req (the grant, with the active key)', function () {
  this.timeout(30_000);
  const net = useDevnet();
  let relay: HiveAuthRelay;
  let wallet: HeadlessWallet;
  let app: RawClient;
  const authKey = 'c7a3c4f8-3f0e-4d4e-9d5b-1f2a3b4c5d6e';

  before(
    async () =>
      (relay = await startHiveAuthRelay({ accountKeys: accountKeysFromNode(net.devnet.url) })),
  );
  after(async () => relay.close());
  afterEach(async () => {
    app?.close();
    await wallet?.close();
  });

  /** A wallet for bob, approved by auth_req under `authKey`. */
  async function authenticated(keys: WalletAccount['keys']): Promise<void> {
    wallet = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name: 'bob', keys }],
      node: {
        url: net.devnet.url,
        chainId: net.devnet.chainId,
        addressPrefix: net.devnet.addressPrefix,
      },
    });
    await wallet.ready;
    app = await rawClient(relay.url);
    app.send({
      cmd: 'auth_req',
      account: 'bob',
      data: encryptCryptoJs(JSON.stringify({ app: { name: 'test' } }), authKey),
    });
    const { uuid } = await app.next('auth_wait');
    wallet.scan(
      `has://auth_req/${Buffer.from(JSON.stringify({ account: 'bob', uuid, key: authKey, host: relay.url })).toString('base64')}`,
    );
    const ack = await app.next('auth_ack');
    expect(JSON.parse(decryptCryptoJs(ack.data, authKey)).expire).to.be.greaterThan(Date.now());
  }

  async function grantOperation(): Promise<unknown[]> {
    const [bob] = await net.client.database.getAccounts(['bob']);
    const posting = {
      weight_threshold: bob.posting.weight_threshold,
      account_auths: [['demo-app', 1]],
      key_auths: bob.posting.key_auths,
    };
    return [
      [
        'account_update',
        { account: 'bob', posting, memo_key: bob.memo_key, json_metadata: bob.json_metadata },
      ],
    ];
  }

  it('broadcasts the account_update with the active key, answers the transaction id, and refuses a replay', async () => {
    await authenticated({
      posting: demoKeys('bob').posting.private,
      active: demoKeys('bob').active.private,
    });
    const data = encryptCryptoJs(
      JSON.stringify({
        key_type: 'active',
        ops: await grantOperation(),
        broadcast: true,
        nonce: Date.now(),
      }),
      authKey,
    );
    app.send({ cmd: 'sign_req', account: 'bob', data });
    const { uuid } = await app.next('sign_wait');
    const ack = await app.next('sign_ack', 10_000);
    expect(ack).to.include({ uuid, broadcast: true });
    expect(ack.data).to.match(/^[0-9a-f]{40}$/);
    const [bob] = await net.client.database.getAccounts(['bob']);
    expect(bob.posting.account_auths).to.deep.equal([['demo-app', 1]]);

    app.send({ cmd: 'sign_req', account: 'bob', data }); // the same nonce again
    await app.next('sign_wait');
    expect(await silent(app, 'sign_ack', 500)).to.equal(true);
  });

  it('answers sign_err (encrypted) when it holds no key of the asked type', async () => {
    await authenticated({ posting: demoKeys('bob').posting.private });
    app.send({
      cmd: 'sign_req',
      account: 'bob',
      data: encryptCryptoJs(
        JSON.stringify({
          key_type: 'active',
          ops: await grantOperation(),
          broadcast: true,
          nonce: Date.now(),
        }),
        authKey,
      ),
    });
    const err = await app.next('sign_err');
    expect(decryptCryptoJs(err.error, authKey)).to.equal('The wallet holds no active key of @bob');
  });
});
