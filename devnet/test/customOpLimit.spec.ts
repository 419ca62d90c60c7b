import { expect } from 'chai';
import type { Operation } from '@hiveio/dhive';
import { expectRefused, keyOf, send, signed, useDevnet } from './devnetFixture';

const LIMIT_TEXT =
  'insert_info.first->second <= HIVE_CUSTOM_OP_BLOCK_LIMIT: Account alice already submitted 5 custom json operation(s) this block.';

/** A custom_json by alice, distinct for each `n` (so no two transactions are the same). */
const follow = (n: number): Operation => [
  'custom_json',
  { required_auths: [], required_posting_auths: ['alice'], id: 'test', json: `{"n":${n}}` },
];

/** Issue 26 §2 / 23: hived's HIVE_CUSTOM_OP_BLOCK_LIMIT, with hived's assert text. */
describe('devnet: at most five custom operations per account per block, as hived counts them', () => {
  describe('within one transaction (instant mode: a block per transaction)', () => {
    const t = useDevnet();

    it("takes five custom_json by one account in a transaction, and refuses six with hived's text", async () => {
      const five = Array.from({ length: 5 }, (_, i) => follow(i));
      expect((await send(t.client, five, keyOf('alice'))).block_num).to.be.a('number');
      await expectRefused(send(t.client, [...five, follow(5)], keyOf('alice')), LIMIT_TEXT);
    });
  });

  describe('across the transactions pending for one block (blocks every 10 minutes)', () => {
    const t = useDevnet({ blockIntervalMs: 600_000 });
    const push = async (operations: Operation[]) =>
      t.client.call('condenser_api', 'broadcast_transaction', [
        await signed(t.client, operations, keyOf('alice')),
      ]);

    it("refuses the sixth pending custom_json of an account, and only that account's", async () => {
      for (let i = 0; i < 5; i++) await push([follow(i)]);
      await expectRefused(push([follow(5)]), LIMIT_TEXT);
      // bob's own custom_json is counted for bob alone.
      const bobs: Operation = [
        'custom_json',
        { required_auths: [], required_posting_auths: ['bob'], id: 'test', json: '{}' },
      ];
      await t.client.call('condenser_api', 'broadcast_transaction', [
        await signed(t.client, [bobs], keyOf('bob')),
      ]);
      // The next block starts a new count.
      t.devnet.chain.produceBlock();
      await push([follow(6)]);
    });
  });
});
