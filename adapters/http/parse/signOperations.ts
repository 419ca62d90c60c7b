import { HttpErrors } from '../httpErrors';
import { z } from 'zod';

import {
  account,
  accountOrEmpty,
  flag,
  integer,
  jsonText,
  noExtensions,
  permlink,
  says,
} from './operationFields';

/*
 * What a sign link may ask to sign: each operation's fields as the chain defines them
 * (hive/libraries/protocol/include/hive/protocol/hive_operations.hpp), with the defaults the
 * page fills when a link leaves a field out (memo "", extensions [], approve true…). A link is
 * checked against these before its page renders: a field that is missing, unknown or of the wrong
 * form is refused here, naming the field, instead of failing in the serializer after the user
 * typed a key (issue 15). Held by test/http/signLinks.spec.ts.
 */

/** Filled in the page with the account that signs. */
export const SIGNER = '__signer';

interface FieldRule {
  schema: z.ZodType;
  /** Names accounts (a name, or a list of names) that must exist on chain. */
  accounts?: true;
}

const MEMO_MAX_BYTES = 2047; // HIVE_MAX_MEMO_SIZE is 2048, exclusive
const UINT32_MAX = 4294967295;
const MAX_PROPOSAL_IDS = 5; // HIVE_PROPOSAL_MAX_IDS_NUMBER

/** A whole number in [min, max]; query strings carry numbers as digits. */
const whole = (min: number, max: number) => {
  const message = `must be a whole number between ${min} and ${max}`;
  return z
    .union(
      [
        z.int(),
        z
          .string()
          .regex(/^-?\d{1,10}$/)
          .transform(Number),
      ],
      says(message),
    )
    .pipe(z.number().min(min, message).max(max, message));
};

const amountOf = (symbols: string, decimals: number, example: string, positive: boolean) => {
  const message = `must be an amount like ${example}: digits, a dot, exactly ${decimals} decimals, a space and the currency`;
  const pattern = new RegExp(`^\\d{1,15}\\.\\d{${decimals}} (${symbols})$`);
  const schema = z.string(says(message)).regex(pattern, message);
  return positive
    ? schema.refine((text) => Number.parseFloat(text) > 0, 'must be more than zero')
    : schema;
};
// Testnet (TESTS, TBD) and legacy (STEEM, SBD) symbols are the ones dhive still maps.
const HIVE = 'HIVE|TESTS|STEEM';
const HBD = 'HBD|TBD|SBD';
const hiveOrHbd = (positive = true) =>
  amountOf(`${HIVE}|${HBD}`, 3, '"1.000 HIVE" or "1.000 HBD"', positive);
const hiveOnly = (positive = true) => amountOf(HIVE, 3, '"1.000 HIVE"', positive);
const hbdOnly = (positive = true) => amountOf(HBD, 3, '"1.000 HBD"', positive);
const vests = amountOf('VESTS', 6, '"1.000000 VESTS"', false);

// hive-uri resolves `__signer` in any field, so every account field takes it (issue 22 §4: a
// transfer_to_vesting `to` the signer, a follow of the signer…), and it is never looked up.
const accountOrSigner = z.union([z.literal(SIGNER), account], says('must be a Hive account name'));
const actor: FieldRule = { schema: accountOrSigner, accounts: true };
const other: FieldRule = { schema: accountOrSigner, accounts: true };
const otherOrNone: FieldRule = {
  schema: z.union([z.literal(SIGNER), accountOrEmpty]).default(''),
  accounts: true,
};
const memo: FieldRule = {
  schema: z
    .string(says('must be text'))
    .refine(
      (text) => Buffer.byteLength(text, 'utf8') <= MEMO_MAX_BYTES,
      `must be at most ${MEMO_MAX_BYTES} bytes`,
    )
    .default(''),
};
const plain = (schema: z.ZodType): FieldRule => ({ schema });
const accountList: FieldRule = {
  schema: z
    .array(accountOrSigner, says('must be a list of Hive account names'))
    .max(40, 'must list at most 40 accounts')
    .default([]),
  accounts: true,
};
const time = plain(
  z
    .string(says('must be a date like 2030-01-01T00:00:00'))
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, 'must be a date like 2030-01-01T00:00:00'),
);
const authority = plain(
  z
    .looseObject(
      {
        weight_threshold: whole(1, UINT32_MAX),
        account_auths: z.array(z.tuple([account, whole(1, 65535)])),
        key_auths: z.array(z.tuple([z.string(), whole(1, 65535)])),
      },
      says('must be an authority: weight_threshold, account_auths and key_auths'),
    )
    .optional(),
);
const publicKey = z
  .string(says('must be a public key like STM5…'))
  .regex(/^[A-Z]{3,4}[1-9A-HJ-NP-Za-km-z]{45,55}$/, 'must be a public key like STM5…');

const OPERATIONS: Record<string, Record<string, FieldRule>> = {
  transfer: { from: actor, to: other, amount: plain(hiveOrHbd()), memo },
  recurrent_transfer: {
    from: actor,
    to: other,
    amount: plain(hiveOrHbd(false)), // 0 ends a recurrent transfer
    memo,
    recurrence: plain(whole(24, 65535)),
    executions: plain(whole(2, 65535)),
    extensions: plain(noExtensions),
  },
  transfer_to_vesting: { from: actor, to: otherOrNone, amount: plain(hiveOnly()) },
  withdraw_vesting: { account: actor, vesting_shares: plain(vests) },
  delegate_vesting_shares: { delegator: actor, delegatee: other, vesting_shares: plain(vests) },
  transfer_to_savings: { from: actor, to: other, amount: plain(hiveOrHbd()), memo },
  transfer_from_savings: {
    from: actor,
    request_id: plain(whole(0, UINT32_MAX)),
    to: other,
    amount: plain(hiveOrHbd()),
    memo,
  },
  cancel_transfer_from_savings: { from: actor, request_id: plain(whole(0, UINT32_MAX)) },
  convert: { owner: actor, requestid: plain(whole(0, UINT32_MAX)), amount: plain(hbdOnly()) },
  collateralized_convert: {
    owner: actor,
    requestid: plain(whole(0, UINT32_MAX)),
    amount: plain(hiveOnly()),
  },
  limit_order_create: {
    owner: actor,
    orderid: plain(whole(0, UINT32_MAX)),
    amount_to_sell: plain(hiveOrHbd()),
    min_to_receive: plain(hiveOrHbd()),
    fill_or_kill: plain(flag.default(false)),
    expiration: time,
  },
  limit_order_cancel: { owner: actor, orderid: plain(whole(0, UINT32_MAX)) },
  account_witness_vote: { account: actor, witness: other, approve: plain(flag.default(true)) },
  account_witness_proxy: { account: actor, proxy: otherOrNone },
  claim_reward_balance: {
    account: actor,
    reward_hive: plain(hiveOnly(false).default('0.000 HIVE')),
    reward_hbd: plain(hbdOnly(false).default('0.000 HBD')),
    reward_vests: plain(vests.default('0.000000 VESTS')),
  },
  update_proposal_votes: {
    voter: actor,
    proposal_ids: plain(
      z
        .array(whole(0, Number.MAX_SAFE_INTEGER), says('must be a list of proposal numbers'))
        .min(1, 'must list at least one proposal')
        .max(MAX_PROPOSAL_IDS, `must list at most ${MAX_PROPOSAL_IDS} proposals`),
    ),
    approve: plain(flag.default(true)),
    extensions: plain(noExtensions),
  },
  vote: {
    voter: actor,
    author: other,
    permlink: plain(permlink),
    weight: plain(integer(-10000, 10000)),
  },
  comment: {
    parent_author: otherOrNone,
    parent_permlink: plain(permlink),
    author: actor,
    permlink: plain(permlink),
    title: plain(
      z
        .string(says('must be text'))
        .refine((text) => Buffer.byteLength(text, 'utf8') <= 255, 'must be at most 255 bytes') // HIVE_COMMENT_TITLE_LIMIT, exclusive
        .default(''),
    ),
    body: plain(z.string(says('must be text')).min(1, 'must not be empty')),
    json_metadata: plain(jsonText().default('')),
  },
  delete_comment: { author: actor, permlink: plain(permlink) },
  custom_json: {
    required_auths: accountList,
    required_posting_auths: accountList,
    id: plain(
      z
        .string(says('must be text'))
        .min(1, 'must not be empty')
        .max(32, 'must be at most 32 characters'),
    ),
    json: plain(jsonText(8192, false)),
  },
  account_update: {
    account: actor,
    owner: authority,
    active: authority,
    posting: authority,
    memo_key: plain(publicKey),
    json_metadata: plain(jsonText().default('')),
  },
  account_update2: {
    account: actor,
    owner: authority,
    active: authority,
    posting: authority,
    memo_key: plain(publicKey.optional()),
    json_metadata: plain(jsonText().default('')),
    posting_json_metadata: plain(jsonText().default('')),
    extensions: plain(noExtensions),
  },
};

export function isSignableOperation(name: string): boolean {
  return Object.hasOwn(OPERATIONS, name);
}

/** An operation after checking: its fields with defaults filled, and the accounts it names. */
export interface CheckedOperation {
  operation: [string, Record<string, unknown>];
  accounts: { field: string; name: string }[];
}

/**
 * Checks `fields` against the operation's definition. `where` prefixes field names in messages
 * ("amount", or "operation 2 (transfer), amount" in a link of several).
 */
export function checkOperation(
  name: string,
  fields: Record<string, unknown>,
  where: (field: string) => string,
): CheckedOperation {
  const rules = OPERATIONS[name];
  if (!rules) throw HttpErrors.signLinkOperationUnknown(name);
  const unknown = Object.keys(fields).find((key) => !Object.hasOwn(rules, key));
  if (unknown !== undefined) throw HttpErrors.signLinkFieldUnknown(name, unknown);
  const checked: Record<string, unknown> = {};
  const accounts: CheckedOperation['accounts'] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const result = rule.schema.safeParse(fields[field]);
    if (!result.success) {
      const issue = result.error.issues[0];
      const at = issue.path.length ? `${field}[${issue.path.join('][')}]` : field;
      throw HttpErrors.signLinkField(where(at), issue.message);
    }
    if (result.data === undefined) continue; // an optional field left out
    checked[field] = result.data;
    if (rule.accounts) {
      for (const value of Array.isArray(result.data) ? result.data : [result.data]) {
        if (typeof value === 'string' && value !== '' && value !== SIGNER)
          accounts.push({ field: where(field), name: value });
      }
    }
  }
  return { operation: [name, checked], accounts };
}
