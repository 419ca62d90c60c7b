import { CHAIN, type FieldRule } from './fieldTypes';

/**
 * Every operation hivegate knows, defined once (issue 24 §1): its fields as the chain defines
 * them (hive/libraries/protocol/include/hive/protocol/hive_operations.hpp) with their limits, the
 * field naming the account that acts, whether /api/broadcast accepts it (posting authority) or
 * only a sign link does (the user's own key), and which of its fields a grant's limits constrain.
 * The broadcast schema, the sign-link checks, the token scope and the client's types derive from
 * it; test/domain/operationRegistry.spec.ts holds that. These are facts only: the sign page's
 * words for an operation are web/i18n/words/operationDescriptions.ts's, keyed by its name here.
 * Adding an operation is one entry here plus its tests.
 */

/** The members of a `hive_posting` grant (core/limits/postingLimits.ts) that constrain a field. */
export type FieldLimit = 'max_vote_weight' | 'allow_downvote' | 'custom_json_ids';

export interface OperationDefinition {
  fields: Record<string, FieldRule>;
  /** The field naming the account that acts (its user must be the token's); a list for custom_json. */
  actor: string;
  /** Accepted by /api/broadcast, signed with the posting authority the user granted the app. */
  broadcast: boolean;
  /** Accepted on a sign link (signed in the page with the user's own key). */
  signLink: boolean;
  /** The field each grant limit constrains. */
  limits?: Partial<Record<FieldLimit, string>>;
  /** What hived's checks of the operation ask of several fields at once (hive_operations.cpp). */
  together?: readonly TogetherRule[];
}

/**
 * A rule over several fields: amounts that may not all be zero ("Must claim something."), two
 * accounts that may not be the same ("Cannot proxy to self"), two amounts that must be one HIVE and
 * one HBD ("Limit order must be for the HIVE:HBD market").
 */
export type TogetherRule =
  | { type: 'notAllZero'; fields: readonly string[] }
  | { type: 'differentAccounts'; fields: readonly [string, string] }
  | { type: 'hiveAndHbd'; fields: readonly [string, string] };

const account: FieldRule = { type: 'account' };
const accountOrNone: FieldRule = { type: 'account', orEmpty: true, default: '' };
const permlink: FieldRule = { type: 'permlink' };
const flag: FieldRule = { type: 'flag' };
const memoField: FieldRule = { type: 'text', maxBytes: CHAIN.memoMaxBytes, default: '' };
const uint32: FieldRule = { type: 'whole', min: 0, max: CHAIN.uint32Max };
const hiveOrHbd: FieldRule = { type: 'asset', symbols: ['HIVE', 'HBD'], positive: true };
const hive: FieldRule = { type: 'asset', symbols: ['HIVE'], positive: true };
const hbd: FieldRule = { type: 'asset', symbols: ['HBD'], positive: true };
const vests: FieldRule = { type: 'asset', symbols: ['VESTS'] };
const jsonOrNone: FieldRule = { type: 'json', allowEmpty: true, default: '' };
const noExtensions: FieldRule = { type: 'noExtensions', default: [] };
const authority: FieldRule = { type: 'authority', optional: true };

const transferLike = {
  from: account,
  to: account,
  amount: hiveOrHbd,
  memo: memoField,
};

/**
 * In this order: the broadcast operations' order is the posting scope's (tokens carry it), so a
 * new one goes after the others.
 */
export const OPERATIONS = {
  vote: {
    fields: {
      voter: account,
      author: account,
      permlink,
      weight: { type: 'weight', min: -CHAIN.fullWeight, max: CHAIN.fullWeight },
    },
    actor: 'voter',
    broadcast: true,
    signLink: true,
    limits: { max_vote_weight: 'weight', allow_downvote: 'weight' },
  },
  comment: {
    fields: {
      parent_author: { type: 'account', orEmpty: true, link: { default: '' } },
      parent_permlink: permlink,
      author: account,
      permlink,
      title: { type: 'text', maxBytes: CHAIN.titleMaxBytes, link: { default: '' } },
      body: { type: 'text', nonEmpty: true },
      json_metadata: jsonOrNone,
    },
    actor: 'author',
    broadcast: true,
    signLink: true,
  },
  delete_comment: {
    fields: { author: account, permlink },
    actor: 'author',
    broadcast: true,
    signLink: true,
  },
  comment_options: {
    fields: {
      author: account,
      permlink,
      max_accepted_payout: { type: 'asset', symbols: ['HBD'] },
      percent_hbd: { type: 'weight', min: 0, max: CHAIN.fullWeight },
      allow_votes: flag,
      allow_curation_rewards: flag,
      extensions: { type: 'beneficiaries', maxItems: CHAIN.maxBeneficiaries, default: [] },
    },
    actor: 'author',
    broadcast: true,
    // Options belong to the post they are broadcast with; no sign link has asked for them alone.
    signLink: false,
  },
  custom_json: {
    fields: {
      required_auths: {
        type: 'accounts',
        maxItems: CHAIN.maxAuthorityMembers,
        link: { default: [] },
      },
      required_posting_auths: {
        type: 'accounts',
        maxItems: CHAIN.maxAuthorityMembers,
        link: { default: [] },
      },
      id: { type: 'text', maxChars: CHAIN.customIdMaxChars, link: { nonEmpty: true } },
      json: { type: 'json', maxBytes: CHAIN.customJsonMaxBytes, allowEmpty: false },
    },
    actor: 'required_posting_auths',
    broadcast: true,
    signLink: true,
    limits: { custom_json_ids: 'id' },
  },
  claim_reward_balance: {
    fields: {
      account,
      reward_hive: { type: 'asset', symbols: ['HIVE'], link: { default: '0.000 HIVE' } },
      reward_hbd: { type: 'asset', symbols: ['HBD'], link: { default: '0.000 HBD' } },
      reward_vests: { ...vests, link: { default: '0.000000 VESTS' } },
    },
    actor: 'account',
    broadcast: true,
    signLink: true,
    together: [{ type: 'notAllZero', fields: ['reward_hive', 'reward_hbd', 'reward_vests'] }],
  },
  account_update2: {
    fields: {
      account,
      owner: authority,
      active: authority,
      posting: authority,
      memo_key: { type: 'publicKey', optional: true },
      json_metadata: jsonOrNone,
      posting_json_metadata: jsonOrNone,
      extensions: noExtensions,
    },
    actor: 'account',
    broadcast: true,
    signLink: true,
  },
  transfer: {
    fields: transferLike,
    actor: 'from',
    broadcast: false,
    signLink: true,
  },
  recurrent_transfer: {
    fields: {
      from: account,
      to: account,
      amount: { type: 'asset', symbols: ['HIVE', 'HBD'] }, // 0 ends a recurrent transfer
      memo: memoField,
      recurrence: { type: 'whole', min: 24, max: CHAIN.uint16Max },
      executions: { type: 'whole', min: 2, max: CHAIN.uint16Max },
      extensions: noExtensions,
    },
    actor: 'from',
    broadcast: false,
    signLink: true,
    together: [{ type: 'differentAccounts', fields: ['from', 'to'] }],
  },
  transfer_to_vesting: {
    fields: { from: account, to: accountOrNone, amount: hive },
    actor: 'from',
    broadcast: false,
    signLink: true,
  },
  withdraw_vesting: {
    fields: { account, vesting_shares: vests },
    actor: 'account',
    broadcast: false,
    signLink: true,
  },
  delegate_vesting_shares: {
    fields: { delegator: account, delegatee: account, vesting_shares: vests },
    actor: 'delegator',
    broadcast: false,
    signLink: true,
    together: [{ type: 'differentAccounts', fields: ['delegator', 'delegatee'] }],
  },
  transfer_to_savings: {
    fields: transferLike,
    actor: 'from',
    broadcast: false,
    signLink: true,
  },
  transfer_from_savings: {
    fields: { from: account, request_id: uint32, to: account, amount: hiveOrHbd, memo: memoField },
    actor: 'from',
    broadcast: false,
    signLink: true,
  },
  cancel_transfer_from_savings: {
    fields: { from: account, request_id: uint32 },
    actor: 'from',
    broadcast: false,
    signLink: true,
  },
  convert: {
    fields: { owner: account, requestid: uint32, amount: hbd },
    actor: 'owner',
    broadcast: false,
    signLink: true,
  },
  collateralized_convert: {
    fields: { owner: account, requestid: uint32, amount: hive },
    actor: 'owner',
    broadcast: false,
    signLink: true,
  },
  limit_order_create: {
    fields: {
      owner: account,
      orderid: uint32,
      amount_to_sell: hiveOrHbd,
      min_to_receive: hiveOrHbd,
      fill_or_kill: { type: 'flag', default: false },
      expiration: { type: 'time' },
    },
    actor: 'owner',
    broadcast: false,
    signLink: true,
    together: [{ type: 'hiveAndHbd', fields: ['amount_to_sell', 'min_to_receive'] }],
  },
  limit_order_cancel: {
    fields: { owner: account, orderid: uint32 },
    actor: 'owner',
    broadcast: false,
    signLink: true,
  },
  account_witness_vote: {
    fields: { account, witness: account, approve: { type: 'flag', default: true } },
    actor: 'account',
    broadcast: false,
    signLink: true,
  },
  account_witness_proxy: {
    fields: { account, proxy: accountOrNone },
    actor: 'account',
    broadcast: false,
    signLink: true,
    together: [{ type: 'differentAccounts', fields: ['account', 'proxy'] }],
  },
  update_proposal_votes: {
    fields: {
      voter: account,
      proposal_ids: {
        type: 'wholeList',
        noun: 'proposal',
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
        minItems: 1,
        maxItems: CHAIN.maxProposalIds,
      },
      approve: { type: 'flag', default: true },
      extensions: noExtensions,
    },
    actor: 'voter',
    broadcast: false,
    signLink: true,
  },
  account_update: {
    fields: {
      account,
      owner: authority,
      active: authority,
      posting: authority,
      memo_key: { type: 'publicKey' },
      json_metadata: jsonOrNone,
    },
    actor: 'account',
    broadcast: false,
    signLink: true,
  },
} satisfies Record<string, OperationDefinition>;

export type OperationName = keyof typeof OPERATIONS;

type Names<Where extends 'broadcast' | 'signLink'> = {
  [N in OperationName]: (typeof OPERATIONS)[N][Where] extends true ? N : never;
}[OperationName];

/** The operations /api/broadcast accepts: the posting operations. */
export type BroadcastOperationName = Names<'broadcast'>;

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

export const BROADCAST_OPERATION_NAMES = OPERATION_NAMES.filter(
  (name) => OPERATIONS[name].broadcast,
) as BroadcastOperationName[];

export const SIGN_LINK_OPERATION_NAMES = OPERATION_NAMES.filter(
  (name) => OPERATIONS[name].signLink,
);

/** The fields of a known operation, by name. */
export function fieldsOf(name: OperationName): Record<string, FieldRule> {
  return OPERATIONS[name].fields;
}

/** The operation's definition, or undefined for a name hivegate does not know. */
export function operationNamed(name: string): OperationDefinition | undefined {
  return Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name as OperationName] : undefined;
}
