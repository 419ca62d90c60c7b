import { expect } from 'chai';
import { cryptoUtils } from '@hiveio/dhive';
import { readDevnetFlags } from '../cli';
import { DEFAULT_IRREVERSIBLE_LAG, startDevnet } from '../index';
import { keyOf, signed, useDevnet } from './devnetFixture';

/** Issue 23 §5: the last irreversible block trails the head, as on mainnet. */
describe('devnet: irreversibility lags the head', () => {
  const t = useDevnet({ blockIntervalMs: 600_000, irreversibleLag: 2 });
  const find = (id: string) =>
    t.client.call('transaction_status_api', 'find_transaction', { transaction_id: id });
  const lib = async () =>
    (await t.client.database.getDynamicGlobalProperties()).last_irreversible_block_num;

  it('a transaction is in the mempool, then in a reversible block, then irreversible `lag` blocks later', async () => {
    const tx = await signed(
      t.client,
      [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['alice'], id: 'x', json: '{}' },
        ],
      ],
      keyOf('alice'),
    );
    await t.client.call('condenser_api', 'broadcast_transaction', [tx]);
    const id = cryptoUtils.generateTrxId(tx);
    expect(await find(id)).to.deep.equal({ status: 'within_mempool' });
    const block = t.devnet.chain.produceBlock().block_num;
    expect(await find(id)).to.include({ status: 'within_reversible_block', block_num: block });
    expect(await lib()).to.equal(block - 2);
    t.devnet.chain.produceBlock();
    expect((await find(id)).status).to.equal('within_reversible_block');
    t.devnet.chain.produceBlock();
    expect(await find(id)).to.include({ status: 'within_irreversible_block', block_num: block });
    expect(await lib()).to.equal(block);
  });

  it('defaults: a block behind with a block interval, at once in instant mode; refuses a bad lag', async () => {
    expect(DEFAULT_IRREVERSIBLE_LAG).to.equal(1);
    const interval = await startDevnet({ blockIntervalMs: 60_000 });
    const instant = await startDevnet({ blockIntervalMs: 0 });
    try {
      expect(interval.chain.irreversibleLag).to.equal(1);
      expect(instant.chain.irreversibleLag).to.equal(0);
    } finally {
      await Promise.all([interval.close(), instant.close()]);
    }
    await startDevnet({ irreversibleLag: -1 }).then(
      () => expect.fail('a negative lag started'),
      (error: Error) => expect(error.message).to.match(/irreversibleLag must be an integer ≥ 0/),
    );
  });

  it('npm run devnet -- --irreversible-lag N', () => {
    expect(readDevnetFlags(['--irreversible-lag', '20']).irreversibleLag).to.equal(20);
    expect(readDevnetFlags([]).irreversibleLag).to.equal(undefined);
    expect(() => readDevnetFlags(['--irreversible-lag', 'soon'])).to.throw(/--irreversible-lag/);
  });
});
