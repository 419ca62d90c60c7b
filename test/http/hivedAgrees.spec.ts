import { expect } from 'chai';
import { parseBroadcastBody } from '../../adapters/http/broadcast/parseOperations';
import { hf26TransactionJson } from '../../devnet/hf26Json';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });
type Foundation = Awaited<ReturnType<Wax['createWaxFoundation']>>;

const options = (beneficiaries: unknown[]) => [
  'comment_options',
  {
    author: 'alice',
    permlink: 'my-post',
    max_accepted_payout: '1000000.000 HBD',
    percent_hbd: 10000,
    allow_votes: true,
    allow_curation_rewards: true,
    extensions: [[0, { beneficiaries }]],
  },
];
const claim = (hive: string, hbd: string, vests: string) => [
  'claim_reward_balance',
  { account: 'alice', reward_hive: hive, reward_hbd: hbd, reward_vests: vests },
];
const named = (count: number, weight = 1) =>
  Array.from({ length: count }, (_, i) => ({ account: `b${String(i).padStart(3, '0')}`, weight }));

/** Operations on both sides of the checks /api/broadcast makes for hived (docs/api.md, rule 7). */
const CASES: [string, unknown[]][] = [
  ['one beneficiary', options([{ account: 'bob', weight: 500 }])],
  ['no beneficiary', options([])],
  [
    '100 % in all, a share of 0',
    options([
      { account: 'bob', weight: 0 },
      { account: 'carol', weight: 10000 },
    ]),
  ],
  [
    'over 100 % in all',
    options([
      { account: 'bob', weight: 6000 },
      { account: 'carol', weight: 4001 },
    ]),
  ],
  [
    'out of order',
    options([
      { account: 'carol', weight: 1 },
      { account: 'bob', weight: 1 },
    ]),
  ],
  [
    'one account twice',
    options([
      { account: 'bob', weight: 1 },
      { account: 'bob', weight: 1 },
    ]),
  ],
  ['eight', options(named(8))],
  ['128', options(named(128))],
  ['some reward', claim('0.000 HIVE', '0.000 HBD', '0.000001 VESTS')],
  ['no reward', claim('0.000 HIVE', '0.000 HBD', '0.000000 VESTS')],
];

function hivegateTakes(operation: unknown[]): boolean {
  try {
    parseBroadcastBody({ operations: [operation] });
    return true;
  } catch {
    return false; // the refusal's words are parseOperations.spec.ts's
  }
}

/**
 * What /api/broadcast refuses as bad input, before the chain, hived's own protocol code refuses too:
 * @hiveio/wax runs it (compiled to WebAssembly) in `validate()`. The one bound it does not hold is a
 * node's, not the protocol's: at most 8 beneficiaries (HIVE_MAX_COMMENT_BENEFICIARIES, checked where
 * a node takes a transaction in; devnet/test/transactionRules.spec.ts holds the dev chain to it).
 */
describe("what /api/broadcast refuses before the chain, hived's protocol code refuses (wax)", function () {
  this.timeout(30_000);
  let foundation: Foundation;
  before(async () => {
    const wax: Wax = await import('@hiveio/wax');
    foundation = await wax.createWaxFoundation();
  });

  function hivedTakes(operation: unknown[]): boolean {
    const tx = hf26TransactionJson({
      ref_block_num: 1,
      ref_block_prefix: 1,
      expiration: '2030-01-01T00:00:00',
      operations: [operation],
      extensions: [],
      signatures: [],
    });
    try {
      foundation.createTransactionFromJson(JSON.stringify(tx)).validate();
      return true;
    } catch {
      return false; // which check refused is wax's to word
    }
  }

  for (const [what, operation] of CASES)
    it(`${operation[0] as string}, ${what}`, () => {
      const hived = hivedTakes(operation);
      expect(hivegateTakes(operation), `hived ${hived ? 'takes' : 'refuses'} it`).to.equal(hived);
    });

  it('the node-only bound: wax takes 9 to 127 beneficiaries, which every node refuses, and so does hivegate', () => {
    expect(hivedTakes(options(named(9)))).to.equal(true);
    expect(hivedTakes(options(named(127)))).to.equal(true);
    expect(hivedTakes(options(named(128)))).to.equal(false);
    expect(hivegateTakes(options(named(9)))).to.equal(false);
  });
});
