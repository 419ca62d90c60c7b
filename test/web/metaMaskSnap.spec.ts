import { expect } from 'chai';
import { legacyTransactionJson } from '../../devnet/hf26Json';
import type { UnsignedTransaction } from '../../web/src/chain';
import { hf26Transaction } from '../../web/src/wallets/metaMaskSnap';

/*
 * The MetaMask Hive snap reads transactions as HF26 JSON: web/src/wallets/metaMaskSnap.ts writes
 * it from the pages' legacy JSON. The dev chain's reader (devnet/hf26Json.ts, written from hived's
 * JSON) is the independent oracle: legacy → HF26 → legacy gives back what went in.
 */
const tx = (operations: UnsignedTransaction['operations']): UnsignedTransaction => ({
  ref_block_num: 1,
  ref_block_prefix: 2,
  expiration: '2026-11-26T20:00:00',
  operations,
  extensions: [],
});

describe('Web: the MetaMask snap’s HF26 JSON (issue 42)', () => {
  it('round-trips through the dev chain’s reader: assets, VESTS, beneficiaries', () => {
    const legacy = tx([
      ['transfer', { from: 'alice', to: 'bob', amount: '1.250 HBD', memo: '0.001 HIVE' }],
      [
        'delegate_vesting_shares',
        { delegator: 'alice', delegatee: 'bob', vesting_shares: '1234.567890 VESTS' },
      ],
      [
        'comment_options',
        {
          author: 'alice',
          permlink: 'p',
          max_accepted_payout: '1000000.000 HBD',
          percent_hbd: 10000,
          allow_votes: true,
          allow_curation_rewards: true,
          extensions: [[0, { beneficiaries: [{ account: 'bob', weight: 500 }] }]],
        },
      ],
      [
        'claim_reward_balance',
        {
          account: 'alice',
          reward_hive: '0.000 HIVE',
          reward_hbd: '0.001 HBD',
          reward_vests: '1.000000 VESTS',
        },
      ],
      ['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 10000 }],
    ]);
    const hf26 = hf26Transaction(legacy) as { operations: { type: string; value: any }[] };
    expect(hf26.operations[0]).to.deep.equal({
      type: 'transfer_operation',
      value: {
        from: 'alice',
        to: 'bob',
        amount: { amount: '1250', precision: 3, nai: '@@000000013' },
        memo: '0.001 HIVE', // a memo that reads like an amount stays a memo
      },
    });
    expect(hf26.operations[1].value.vesting_shares).to.deep.equal({
      amount: '1234567890',
      precision: 6,
      nai: '@@000000037',
    });
    expect(legacyTransactionJson(hf26)).to.deep.equal(legacy);
  });
});
