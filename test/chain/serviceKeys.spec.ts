import { expect } from 'chai';
import { Client, cryptoUtils, PrivateKey, Signature, type SignedTransaction } from '@hiveio/dhive';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import { ServiceKeys } from '../../adapters/chain/ServiceKeys';
import type { Operation } from '../../core/shared/chain';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf } from '../support/builders';

const OLD = keyOf('hivegate', 'posting', 'hivegate-dev-password');
const NEW = PrivateKey.fromSeed('hivegate next posting key');
/** A follow by alice through demo-app's grant, made distinct by `n`. */
const follow = (n: number): Operation => [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'follow',
    json: JSON.stringify(['follow', { follower: 'alice', following: 'bob', what: ['blog'], n }]),
  },
];

/** SERVICE_POSTING_KEY with several keys (issue 41 §2), on the dev chain. */
describe('DhiveChainClient: the service key its posting authority lists', function () {
  this.timeout(60_000);
  let net: Devnet;
  let chain: Client;
  const clientWith = (keys: PrivateKey[], cacheMs?: number) =>
    new DhiveChainClient({
      nodes: [net.url],
      chainId: net.chainId,
      addressPrefix: net.addressPrefix,
      serviceAccount: 'hivegate',
      servicePostingKey: keys.map((key) => key.toString()),
      ...(cacheMs !== undefined && { cacheMs }),
    });
  /** Replaces the service account's posting key on chain (signed with its active key). */
  const postingKeyBecomes = async (key: PrivateKey) => {
    const [account] = await chain.database.getAccounts(['hivegate']);
    await chain.broadcast.sendOperations(
      [
        [
          'account_update2',
          {
            account: 'hivegate',
            posting: {
              ...account.posting,
              key_auths: [[key.createPublic(net.addressPrefix).toString(), 1]],
            },
            json_metadata: account.json_metadata,
            posting_json_metadata: account.posting_json_metadata,
            extensions: [],
          },
        ],
      ],
      keyOf('hivegate', 'active', 'hivegate-dev-password'),
    );
  };
  /** The public key (STM prefix) that signed a prepared transaction. */
  const signerOf = (signed: unknown) => {
    const { signatures, ...transaction } = signed as SignedTransaction;
    const digest = cryptoUtils.transactionDigest(transaction, Buffer.from(net.chainId, 'hex'));
    return Signature.fromString(signatures[0]).recover(digest).toString();
  };
  const publicOf = (key: PrivateKey) => key.createPublic('STM').toString();

  beforeEach(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    chain = new Client(net.url, { chainId: net.chainId, addressPrefix: net.addressPrefix });
  });
  afterEach(() => net.close());

  it('signs with the key the authority lists, wherever it is in the list', async () => {
    const client = clientWith([NEW, OLD]);
    expect(await client.servicePostingKey()).to.deep.equal({ configured: 2, signing: 2 });
    const prepared = await client.prepare([follow(100)]);
    expect(signerOf(prepared.signed)).to.equal(publicOf(OLD));
    expect((await client.send(prepared)).id).to.equal(prepared.id);
  });

  it('follows a change on chain: told by the follower, the next broadcast signs with the new key', async () => {
    const client = clientWith([OLD, NEW], 60_000); // a long cache: only the follower's hint refreshes it
    await client.broadcast([follow(100)]);
    await postingKeyBecomes(NEW);
    client.accountChanged('hivegate');
    expect(await client.servicePostingKey()).to.deep.equal({ configured: 2, signing: 2 });
    const prepared = await client.prepare([follow(200)]);
    expect(signerOf(prepared.signed)).to.equal(publicOf(NEW));
    expect((await client.send(prepared)).id).to.equal(prepared.id);
  });

  it('a transaction signed before the change learnt of is signed again and sent: the same id, no failure', async () => {
    const client = clientWith([OLD, NEW], 60_000);
    const prepared = await client.prepare([follow(300)]);
    expect(signerOf(prepared.signed)).to.equal(publicOf(OLD));
    await postingKeyBecomes(NEW); // nobody told the client
    const receipt = await client.send(prepared);
    expect(receipt.id).to.equal(prepared.id);
    expect(await client.servicePostingKey()).to.deep.equal({ configured: 2, signing: 2 });
  });

  it('with no configured key in the authority, says so; the chain refuses the broadcast', async () => {
    const client = clientWith([NEW]);
    expect(await client.servicePostingKey()).to.deep.equal({ configured: 1 });
    await client.broadcast([follow(400)]).then(
      () => expect.fail('broadcast'),
      (error: Error) => expect(error.message).to.match(/Missing Posting Authority/),
    );
  });

  it('names the position of a key that is not a WIF', () => {
    expect(() => new ServiceKeys([OLD.toString(), 'nope'], 'hivegate', 'STM')).to.throw(
      'Posting key 2 of @hivegate is not a valid WIF private key',
    );
  });
});
