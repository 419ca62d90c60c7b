import { expect } from 'chai';
import {
  broadcastSync,
  commentOp,
  keyOf,
  signed,
  uniquePermlink,
  useDevnet,
} from './devnetFixture';

describe('devnet interval mode (blocks on a timer)', () => {
  const t = useDevnet({ blockIntervalMs: 300 });

  it('produces blocks on its own, empty or not', async () => {
    const first = (await t.client.database.getDynamicGlobalProperties()).head_block_number;
    await new Promise((resolve) => setTimeout(resolve, 700));
    const later = (await t.client.database.getDynamicGlobalProperties()).head_block_number;
    expect(later).to.be.greaterThan(first);
  });

  it('answers broadcast_transaction at once and includes the transaction in the next block', async () => {
    const tx = await signed(t.client, [commentOp('alice', uniquePermlink())], keyOf('alice'));
    const head = t.devnet.chain.head.block_num;
    const result = await t.client.call('condenser_api', 'broadcast_transaction', [tx]);
    expect(result).to.deep.equal({});
    expect(t.devnet.chain.pendingCount).to.equal(1);
    const id = (await import('@hiveio/dhive')).cryptoUtils.generateTrxId(tx);
    expect(
      (await t.client.call('transaction_status_api', 'find_transaction', { transaction_id: id }))
        .status,
    ).to.equal('within_mempool');
    const included = await t.devnet.chain.whenIncluded(id);
    expect(included.block_num).to.be.greaterThan(head);
  });

  it('answers broadcast_transaction_synchronous only once the transaction is in a block', async () => {
    const tx = await signed(t.client, [commentOp('bob', uniquePermlink())], keyOf('bob'));
    const headAtSend = t.devnet.chain.head.block_num;
    const receipt = await broadcastSync(t.client, tx);
    expect(receipt.block_num).to.be.greaterThan(headAtSend);
    const block = await t.client.database.getBlock(receipt.block_num);
    expect(block.transaction_ids[receipt.trx_num]).to.equal(receipt.id);
  });
});
