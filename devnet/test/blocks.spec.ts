import { PrivateKey, Signature } from '@hiveio/dhive';
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { DEVNET_WITNESS_KEY } from '..';
import { keyOf, useDevnet } from './devnetFixture';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });
type Chain = Awaited<ReturnType<Wax['createHiveChain']>>;

interface ApiBlock {
  previous: string;
  timestamp: string;
  witness: string;
  transaction_merkle_root: string;
  witness_signature: string;
  block_id: string;
  signing_key: string;
  transaction_ids: string[];
  transactions: Record<string, unknown>[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

/** hived's merkle root, written here apart from the dev chain's: pairs of sha256, then ripemd160. */
function merkleRootOf(digests: Buffer[]): string {
  if (digests.length === 0) return '0'.repeat(40);
  let level = digests;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i + 1 < level.length; i += 2)
      next.push(sha256(Buffer.concat([level[i], level[i + 1]])));
    if (level.length % 2) next.push(level[level.length - 1]);
    level = next;
  }
  return createHash('ripemd160').update(level[0]).digest('hex');
}

/** The packed block header (previous, timestamp, witness, merkle root, no extensions). */
function headerOf(block: ApiBlock): Buffer {
  const time = Buffer.alloc(4);
  time.writeUInt32LE(Date.parse(`${block.timestamp}Z`) / 1000);
  return Buffer.concat([
    Buffer.from(block.previous, 'hex'),
    time,
    Buffer.from([block.witness.length]),
    Buffer.from(block.witness),
    Buffer.from(block.transaction_merkle_root, 'hex'),
    Buffer.from([0]),
  ]);
}

/**
 * Blocks anyone can verify (issue 23 §4): the merkle root recomputed from the transactions' bytes
 * as wax (hived's code) serializes them, the witness signature checked against the key the genesis
 * publishes, the id derived as hived derives it.
 */
describe('devnet blocks: merkle roots, witness signatures and ids hived would accept', function () {
  this.timeout(30_000);
  // Blocks every ten minutes: this test seals the block itself, so the three share one.
  const t = useDevnet({ blockIntervalMs: 600_000 });
  let wax: Wax;
  let chain: Chain;
  before(async () => {
    wax = await import('@hiveio/wax');
    chain = await wax.createHiveChain({ chainId: t.devnet.chainId, apiEndpoint: t.devnet.url });
  });

  const block = async (num: number) =>
    (await t.client.call('condenser_api', 'get_block', [num])) as ApiBlock;

  it('seals three transactions (one a transfer signed over its HF26 digest) under the merkle root wax recomputes', async () => {
    const sent: { id: string; binary: string }[] = [];
    for (const [i, op] of [
      {
        comment_operation: {
          parent_author: '',
          parent_permlink: 'hive',
          author: 'alice',
          permlink: `blocks-${Date.now()}`,
          title: 'Blocks',
          body: 'Sealed.',
          json_metadata: '{}',
        },
      },
      {
        transfer_operation: {
          from: 'alice',
          to: 'bob',
          amount: chain.hiveCoins(0.001),
          memo: 'sealed',
        },
      },
      {
        transfer_operation: {
          from: 'bob',
          to: 'alice',
          amount: chain.hiveCoins(0.001),
          memo: 'back',
        },
      },
    ].entries()) {
      const tx = await chain.createTransaction();
      tx.pushOperation(op);
      const key = i === 0 ? keyOf('alice') : keyOf(i === 1 ? 'alice' : 'bob', 'active');
      tx.addSignature(key.sign(Buffer.from(tx.sigDigest, 'hex')).toString());
      await chain.broadcast(tx);
      sent.push({ id: tx.id, binary: tx.toBinaryForm() });
    }
    const sealed = t.devnet.chain.produceBlock();
    const found = await block(sealed.block_num);
    expect(found.transaction_ids).to.deep.equal(sent.map((s) => s.id));
    expect(found.transaction_merkle_root).to.equal(
      merkleRootOf(sent.map((s) => sha256(Buffer.from(s.binary, 'hex')))),
    );
  });

  it('signs every block with the witness key the genesis publishes, and derives each id from the signed header', async () => {
    const published = PrivateKey.fromString(DEVNET_WITNESS_KEY).createPublic('STM').toString();
    const head = (await t.client.database.getDynamicGlobalProperties()).head_block_number;
    for (let num = 1; num <= head; num++) {
      const b = await block(num);
      expect(b.signing_key, `block ${num}`).to.equal(published);
      const header = headerOf(b);
      const signer = Signature.fromString(b.witness_signature).recover(sha256(header), 'STM');
      expect(signer.toString(), `block ${num} signature`).to.equal(published);
      const id = createHash('sha224')
        .update(Buffer.concat([header, Buffer.from(b.witness_signature, 'hex')]))
        .digest()
        .subarray(0, 20);
      id.writeUInt32BE(num, 0);
      expect(b.block_id, `block ${num} id`).to.equal(id.toString('hex'));
      if (num > 1) expect(b.previous).to.equal((await block(num - 1)).block_id);
      if (b.transactions.length === 0) expect(b.transaction_merkle_root).to.equal('0'.repeat(40));
    }
  });
});

describe('devnet block_api.get_block_range, as hived’s block_api.cpp and block log answer it', function () {
  this.timeout(30_000);
  const t = useDevnet({ blockIntervalMs: 600_000 });
  const range = (params: Record<string, unknown>) =>
    t.client.call('block_api', 'get_block_range', params) as Promise<{ blocks: ApiBlock[] }>;

  it('answers the blocks from the one asked, as block_api.get_block does, stopping at the head', async () => {
    for (let i = 0; i < 3; i++) t.devnet.chain.produceBlock();
    const head = t.devnet.chain.blocks.head.block_num;
    const { blocks } = await range({ starting_block_num: head - 1, count: 5 });
    const one = async (num: number) =>
      ((await t.client.call('block_api', 'get_block', { block_num: num })) as { block: ApiBlock })
        .block;
    expect(blocks).to.deep.equal([await one(head - 1), await one(head)]);
    expect(await range({ starting_block_num: head + 1, count: 5 })).to.deep.equal({ blocks: [] });
    expect(await range({ starting_block_num: 1, count: 0 })).to.deep.equal({ blocks: [] });
    // hived reads the arguments as uint32: -1 is past any head
    expect(await range({ starting_block_num: -1, count: 1000 })).to.deep.equal({ blocks: [] });
  });

  it("refuses block 0, and more than 1000 blocks at a time, with hived's asserts", async () => {
    const refusal = (params: Record<string, unknown>) =>
      range(params).then(
        () => expect.fail('answered'),
        (error: Error) => error.message,
      );
    expect(await refusal({ starting_block_num: 0, count: 10 })).to.include(
      'Invalid starting block number',
    );
    while (t.devnet.chain.blocks.head.block_num < 1001) t.devnet.chain.produceBlock();
    expect(await refusal({ starting_block_num: 1, count: 1001 })).to.include(
      'You can only ask for 1000 blocks at a time',
    );
    expect((await range({ starting_block_num: 1, count: 1000 })).blocks).to.have.length(1000);
  });
});
