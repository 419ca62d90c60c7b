import { PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { DEFAULT_ADDRESS_PREFIX } from '..';
import { hivedMessage, keyOf, useDevnet } from './devnetFixture';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });
type Chain = Awaited<ReturnType<Wax['createHiveChain']>>;
type OnlineTransaction = Awaited<ReturnType<Chain['createTransaction']>>;

/**
 * The dev chain judged by @hiveio/wax, hived's own protocol code compiled to WebAssembly (issue 23
 * §2, §3): wax builds, serializes (HF26), hashes and signs transactions, sends them the way it
 * sends them to mainnet (network_broadcast_api, HF26 JSON), and decodes the node's errors.
 */
describe('devnet judged by @hiveio/wax: HF26 transactions, digests, ids and errors', function () {
  this.timeout(30_000);
  const t = useDevnet();
  let wax: Wax;
  let chain: Chain;
  before(async () => {
    wax = await import('@hiveio/wax');
    chain = await wax.createHiveChain({ chainId: t.devnet.chainId, apiEndpoint: t.devnet.url });
  });

  const sign = (tx: OnlineTransaction, key: PrivateKey, digest = tx.sigDigest) =>
    tx.addSignature(key.sign(Buffer.from(digest, 'hex')).toString());

  /** Where the chain says a transaction id stands. */
  async function statusOf(id: string): Promise<string> {
    const answer = await fetch(t.devnet.url, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'transaction_status_api.find_transaction',
        params: { transaction_id: id },
      }),
    });
    return ((await answer.json()) as { result: { status: string } }).result.status;
  }

  async function transfer(amount: number): Promise<OnlineTransaction> {
    const tx = await chain.createTransaction();
    tx.pushOperation({
      transfer_operation: {
        from: 'alice',
        to: 'bob',
        amount: chain.hiveCoins(amount),
        memo: 'wax',
      },
    });
    return tx;
  }

  it('takes a post and a vote wax broadcasts in HF26 JSON; the id wax computed is the one on chain', async () => {
    const permlink = `wax-${Date.now()}`;
    const tx = await chain.createTransaction();
    tx.pushOperation({
      comment_operation: {
        parent_author: '',
        parent_permlink: 'hive',
        author: 'alice',
        permlink,
        title: 'From wax',
        body: 'Built, serialized and signed by wax.',
        json_metadata: '{}',
      },
    }).pushOperation({
      vote_operation: { voter: 'alice', author: 'alice', permlink, weight: 10000 },
    });
    sign(tx, keyOf('alice'));
    await chain.broadcast(tx);
    expect(await statusOf(tx.id)).to.not.equal('unknown');
  });

  it('takes a transfer signed over the HF26 digest, through network_broadcast_api and through condenser_api', async () => {
    const viaNetwork = await transfer(0.001);
    expect(viaNetwork.id, 'assets make the two serializations differ').to.not.equal(
      viaNetwork.legacy_id,
    );
    sign(viaNetwork, keyOf('alice', 'active'));
    await chain.broadcast(viaNetwork);
    expect(await statusOf(viaNetwork.id), 'the HF26 id').to.not.equal('unknown');

    const viaCondenser = await transfer(0.002);
    sign(viaCondenser, keyOf('alice', 'active'));
    await t.client.call('condenser_api', 'broadcast_transaction', [
      JSON.parse(viaCondenser.toLegacyApi()),
    ]);
    expect(await statusOf(viaCondenser.id)).to.not.equal('unknown');
  });

  it('takes the same transfer signed over the legacy digest (as dhive signs), under its legacy id', async () => {
    const tx = await transfer(0.003);
    sign(tx, keyOf('alice', 'active'), tx.legacy_sigDigest);
    await chain.broadcast(tx);
    expect(await statusOf(tx.legacy_id)).to.not.equal('unknown');
    expect(await statusOf(tx.id)).to.equal('unknown');
  });

  it("decodes a refusal into a typed wax error carrying hived's reason, not a non-typed one", async () => {
    const tx = await chain.createTransaction();
    tx.pushOperation({
      vote_operation: { voter: 'alice', author: 'alice', permlink: 'welcome', weight: 5000 },
    });
    sign(tx, PrivateKey.fromLogin('bob', 'bob-password', 'posting'));
    const error = (await chain.broadcast(tx).then(
      () => expect.fail('a vote signed by another account landed'),
      (e: unknown) => e,
    )) as Error;
    expect(error).to.be.instanceOf(wax.WaxAssertionError);
    expect(error.message).to.not.match(/Non-typed/);
    expect(error.message).to.include('Missing Posting Authority alice');
    expect(DEFAULT_ADDRESS_PREFIX).to.equal('STM');
  });

  it('refuses over dhive too, where the reason is the stack top and the whole is hived wording', async () => {
    const error = (await t.client.broadcast
      .vote(
        { voter: 'alice', author: 'alice', permlink: 'welcome', weight: 100 },
        PrivateKey.fromLogin('bob', 'bob-password', 'posting'),
      )
      .then(
        () => expect.fail('landed'),
        (e: unknown) => e,
      )) as Error;
    expect(error.message).to.equal('Missing Posting Authority alice');
    expect(hivedMessage(error)).to.match(
      /^missing required posting authority:.*: Missing Posting Authority alice$/,
    );
  });
});
