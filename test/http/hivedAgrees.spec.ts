import { expect } from 'chai';
import { parseBroadcastBody } from '../../adapters/http/broadcast/parseOperations';
import { checkOperation } from '../../adapters/http/broadcast/signOperations';
import { fieldsOf, type OperationName } from '../../core/operations/operationRegistry';
import { parseAsset, toNai } from '../../devnet/asset';
import { hf26TransactionJson } from '../../devnet/hf26Json';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });
type Foundation = Awaited<ReturnType<Wax['createWaxFoundation']>>;
type Operation = [OperationName, Record<string, unknown>];

const options = (beneficiaries: unknown[]): Operation => [
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
const claim = (vests: string): Operation => [
  'claim_reward_balance',
  { account: 'alice', reward_hive: '0.000 HIVE', reward_hbd: '0.000 HBD', reward_vests: vests },
];
const named = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    account: `b${String(i).padStart(3, '0')}`,
    weight: 1,
  }));
const weights = (...list: [string, number][]) =>
  list.map(([account, weight]) => ({ account, weight }));

/** Operations on both sides of the checks /api/broadcast makes for hived (docs/api.md, rule 7). */
const BROADCAST: [string, Operation][] = [
  ['one beneficiary', options(weights(['bob', 500]))],
  ['no beneficiary', options([])],
  ['100 % in all, a share of 0', options(weights(['bob', 0], ['carol', 10000]))],
  ['over 100 % in all', options(weights(['bob', 6000], ['carol', 4001]))],
  ['out of order', options(weights(['carol', 1], ['bob', 1]))],
  ['one account twice', options(weights(['bob', 1], ['bob', 1]))],
  ['eight', options(named(8))],
  ['128', options(named(128))],
  ['some reward', claim('0.000001 VESTS')],
  ['no reward', claim('0.000000 VESTS')],
  ...nameCases((author) => ['vote', { voter: 'alice', author, permlink: 'p', weight: 100 }]),
  ...jsonCases((json) => [
    'custom_json',
    { required_auths: [], required_posting_auths: ['alice'], id: 'app', json },
  ]),
  [
    'the user twice',
    [
      'custom_json',
      { required_auths: [], required_posting_auths: ['alice', 'alice'], id: 'app', json: '{}' },
    ],
  ],
  ...jsonCases((json_metadata) => [
    'comment',
    {
      parent_author: '',
      parent_permlink: 'hive',
      author: 'alice',
      permlink: 'my-post',
      title: 't',
      body: 'b',
      json_metadata,
    },
  ]),
];

/** JSON on both sides of validate_json_with_fallback's 64-bit integers (isHivedJson). */
function jsonCases(operation: (json: string) => Operation): [string, Operation][] {
  return [
    '[18446744073709551615]',
    '[18446744073709551616]',
    '{"a":[-9223372036854775808]}',
    '{"a":[-9223372036854775809]}',
    '123456789012345678901234567890',
    '123456789012345678901234567890e0',
    '1234567890123456789012.5',
    '"123456789012345678901234567890"',
    '{"a":1,"a":2}',
  ].map((json) => [`JSON ${json}`, operation(json)]);
}

/** Account names on both sides of is_valid_account_name (core/shared/accountName.ts), in `field`. */
function nameCases(operation: (name: string) => Operation): [string, Operation][] {
  return ['abc.def', 'ab--c', 'abc.de', 'abc-', 'a1.bcd', 'abc..def'].map((name) => [
    `an account named ${name}`,
    operation(name),
  ]);
}

const order = (sell: string, receive: string): Operation => [
  'limit_order_create',
  {
    owner: 'alice',
    orderid: 1,
    amount_to_sell: sell,
    min_to_receive: receive,
    fill_or_kill: false,
    expiration: '2030-01-01T00:00:00',
  },
];
const recurrent = (to: string): Operation => [
  'recurrent_transfer',
  {
    from: 'alice',
    to,
    amount: '1.000 HIVE',
    memo: '',
    recurrence: 24,
    executions: 2,
    extensions: [],
  },
];
const proposals = (ids: number[]): Operation => [
  'update_proposal_votes',
  { voter: 'alice', proposal_ids: ids, approve: true, extensions: [] },
];

/** The same for sign links (signed in the page with the user's own key). */
const SIGN_LINK: [string, Operation][] = [
  ['to another account', recurrent('bob')],
  ['to oneself', recurrent('alice')],
  [
    'to another account',
    [
      'delegate_vesting_shares',
      { delegator: 'alice', delegatee: 'bob', vesting_shares: '1.000000 VESTS' },
    ],
  ],
  [
    'to oneself',
    [
      'delegate_vesting_shares',
      { delegator: 'alice', delegatee: 'alice', vesting_shares: '1.000000 VESTS' },
    ],
  ],
  ['HIVE for HBD', order('1.000 HIVE', '1.000 HBD')],
  ['HBD for HIVE', order('1.000 HBD', '1.000 HIVE')],
  ['HIVE for HIVE', order('1.000 HIVE', '2.000 HIVE')],
  ['HBD for HBD', order('1.000 HBD', '2.000 HBD')],
  ['to another account', ['account_witness_proxy', { account: 'alice', proxy: 'bob' }]],
  ['cleared', ['account_witness_proxy', { account: 'alice', proxy: '' }]],
  ['to oneself', ['account_witness_proxy', { account: 'alice', proxy: 'alice' }]],
  ['two proposals', proposals([1, 3])],
  ['one proposal twice', proposals([1, 1])],
  ['some reward', claim('0.000001 VESTS')],
  ['no reward', claim('0.000000 VESTS')],
  ...nameCases((to) => ['transfer', { from: 'alice', to, amount: '1.000 HIVE', memo: '' }]),
  ...jsonCases((json) => [
    'custom_json',
    { required_auths: ['alice'], required_posting_auths: [], id: 'app', json },
  ]),
];

function takes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch {
    return false; // the refusal's words are parseOperations.spec.ts's and signLinks.spec.ts's
  }
}

/**
 * What /api/broadcast and sign links refuse as bad input, before the chain, hived's own protocol
 * code refuses too, and what they take it takes: @hiveio/wax runs that code (compiled to
 * WebAssembly) in `validate()`. The one bound it does not hold is a node's, not the protocol's: at
 * most 8 beneficiaries (HIVE_MAX_COMMENT_BENEFICIARIES, checked where a node takes a transaction in;
 * devnet/test/transactionRules.spec.ts holds the dev chain to it).
 */
describe("what hivegate refuses before the chain, hived's protocol code refuses (wax)", function () {
  this.timeout(30_000);
  let foundation: Foundation;
  before(async () => {
    const wax: Wax = await import('@hiveio/wax');
    foundation = await wax.createWaxFoundation();
  });

  /** The operation in a transaction of HF26 JSON, every asset field the registry names as NAI. */
  function hivedTakes([name, fields]: Operation): boolean {
    const value = { ...fields };
    for (const [field, rule] of Object.entries(fieldsOf(name)))
      if (rule.type === 'asset' && typeof value[field] === 'string')
        value[field] = toNai(parseAsset(value[field], field));
    const [operation] = hf26TransactionJson({ operations: [[name, value]] }).operations;
    const tx = {
      ref_block_num: 1,
      ref_block_prefix: 1,
      expiration: '2030-01-01T00:00:00',
      operations: [operation],
      extensions: [],
      signatures: [],
    };
    return takes(() => foundation.createTransactionFromJson(JSON.stringify(tx)).validate());
  }

  for (const [what, operation] of BROADCAST)
    it(`/api/broadcast: ${operation[0]}, ${what}`, () => {
      const hived = hivedTakes(operation);
      expect(
        takes(() => parseBroadcastBody({ operations: [operation] })),
        `hived ${hived ? 'takes' : 'refuses'} it`,
      ).to.equal(hived);
    });

  for (const [what, operation] of SIGN_LINK)
    it(`sign link: ${operation[0]}, ${what}`, () => {
      const hived = hivedTakes(operation);
      expect(
        takes(() => checkOperation(operation[0], operation[1], (field) => field)),
        `hived ${hived ? 'takes' : 'refuses'} it`,
      ).to.equal(hived);
    });

  it('the node-only bound: wax takes 9 to 127 beneficiaries, which every node refuses, and so does hivegate', () => {
    expect(hivedTakes(options(named(9)))).to.equal(true);
    expect(hivedTakes(options(named(127)))).to.equal(true);
    expect(hivedTakes(options(named(128)))).to.equal(false);
    expect(takes(() => parseBroadcastBody({ operations: [options(named(9))] }))).to.equal(false);
  });
});
