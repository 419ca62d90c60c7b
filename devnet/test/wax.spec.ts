import { PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { DEFAULT_ADDRESS_PREFIX } from '..';
import { legacyTransactionJson } from '../hf26Json';
import { commentOp, hivedMessage, keyOf, send, uniquePermlink, useDevnet } from './devnetFixture';

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

  it('serves block_api.get_block in HF26 JSON, as hived does: wax reads each transaction under its id, and it is condenser_api’s block in the other form', async () => {
    const permlink = uniquePermlink('hf26');
    const post = await send(
      t.client,
      [
        commentOp('alice', permlink),
        [
          'comment_options',
          {
            author: 'alice',
            permlink,
            max_accepted_payout: '1000.000 HBD',
            percent_hbd: 10000,
            allow_votes: true,
            allow_curation_rewards: true,
            extensions: [[0, { beneficiaries: [{ account: 'bob', weight: 1000 }] }]],
          },
        ],
      ],
      keyOf('alice'),
    );
    const paid = await send(
      t.client,
      [['transfer', { from: 'alice', to: 'bob', amount: '0.004 HIVE', memo: '1.000 HIVE' }]],
      keyOf('alice', 'active'),
    );
    for (const receipt of [post, paid]) {
      const { block } = (await t.client.call('block_api', 'get_block', {
        block_num: receipt.block_num,
      })) as { block: { transactions: Record<string, unknown>[]; transaction_ids: string[] } };
      const condenser = (await t.client.call('condenser_api', 'get_block', [
        receipt.block_num,
      ])) as { transactions: Record<string, unknown>[] };
      const i = block.transaction_ids.indexOf(receipt.id);
      const served = block.transactions[i];
      expect(served).to.not.have.any.keys('transaction_id', 'block_num', 'transaction_num');
      const parsed = chain.createTransactionFromJson(served);
      expect([parsed.id, parsed.legacy_id], 'wax computes the id on chain').to.include(receipt.id);
      const {
        transaction_id: _id,
        block_num: _num,
        transaction_num: _trx,
        ...legacy
      } = condenser.transactions[i];
      expect(legacyTransactionJson(served)).to.deep.equal(legacy);
    }
    const { block } = (await t.client.call('block_api', 'get_block', {
      block_num: paid.block_num,
    })) as { block: { transactions: { operations: { type: string; value: unknown }[] }[] } };
    expect(block.transactions[0].operations[0]).to.deep.equal({
      type: 'transfer_operation',
      value: {
        from: 'alice',
        to: 'bob',
        amount: { amount: '4', precision: 3, nai: '@@000000021' },
        memo: '1.000 HIVE',
      },
    });
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

  it("reads only its own NAIs and extension types, not an object's built-ins ('toString')", () => {
    const typed = {
      operations: [
        {
          type: 'transfer_operation',
          value: { amount: { amount: '1', precision: 3, nai: 'toString' } },
        },
        {
          type: 'comment_options_operation',
          value: { extensions: [{ type: 'toString', value: {} }] },
        },
      ],
    };
    expect(legacyTransactionJson(typed)).to.deep.equal({
      operations: [
        ['transfer', { amount: { amount: '1', precision: 3, nai: 'toString' } }],
        ['comment_options', { extensions: [{ type: 'toString', value: {} }] }],
      ],
    });
  });
});
