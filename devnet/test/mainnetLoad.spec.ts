import { expect } from 'chai';
import { useDevnet } from './devnetFixture';

/** The load mode (issue 61 §2): blocks as full as mainnet's busiest hours, for a block follower to read. */
describe('devnet load mode: mainnet-shaped transactions in every block get_block answers', () => {
  const net = useDevnet({ mainnetLoad: 300 });

  const getBlock = async (num: number) => {
    const response = await fetch(net.devnet.url, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'condenser_api.get_block',
        params: [num],
      }),
    });
    return ((await response.json()) as { result: GetBlock }).result;
  };
  interface GetBlock {
    transactions: { operations: [string, Record<string, unknown>][]; transaction_num: number }[];
    transaction_ids: string[];
  }

  it('adds the load to each block, numbered after its own transactions, the same on every read', async () => {
    net.devnet.chain.produceBlock();
    const head = net.devnet.chain.head.block_num;
    const block = await getBlock(head);
    expect(block.transactions).to.have.length(300);
    expect(block.transaction_ids).to.have.length(300);
    expect(block.transactions.map((t) => t.transaction_num)).to.deep.equal(
      Array.from({ length: 300 }, (_, i) => i),
    );
    expect(await getBlock(head), 'read again').to.deep.equal(block);
    const kinds = new Set(block.transactions.map((t) => t.operations[0][0]));
    for (const kind of ['custom_json', 'vote', 'transfer', 'comment', 'account_update'])
      expect(kinds, kind).to.include(kind);
    const ids = new Set(
      block.transactions.flatMap((t) =>
        t.operations[0][0] === 'custom_json' ? [t.operations[0][1].id] : [],
      ),
    );
    expect([...ids].sort()).to.deep.equal(['follow', 'sm_submit_team']);
  });

  it('adds none once set to 0, and never touches the chain state', async () => {
    net.devnet.load.transactionsPerBlock = 0;
    net.devnet.chain.produceBlock();
    const block = await getBlock(net.devnet.chain.head.block_num);
    expect(block.transactions).to.have.length(0);
    expect(
      net.devnet.chain.blocks.block(net.devnet.chain.head.block_num - 1)!.transactions,
    ).to.have.length(0);
  });
});
