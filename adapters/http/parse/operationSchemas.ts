import { z } from 'zod';
import type { BroadcastOperationName } from '../../../core/domain/operations';
import {
  account,
  accountOrEmpty,
  flag,
  hbdAsset,
  hiveAsset,
  integer,
  jsonText,
  noExtensions,
  permlink,
  says,
  vestsAsset,
} from './operationFields';

/**
 * The fields of each operation /api/broadcast accepts, as the chain defines them
 * (hive/libraries/protocol/include/hive/protocol/hive_operations.hpp). Objects are loose: a field
 * we do not know passes through untouched (the signer serializes only the defined ones), but a
 * known field of the wrong type is refused here rather than failing in the serializer.
 *
 * Who the actor is, and whether account_update2 touches keys, is the core's decision
 * (core/domain/broadcastRules.ts); here those fields are only typed.
 */

const TITLE_MAX_BYTES = 255; // HIVE_COMMENT_TITLE_LIMIT is 256, exclusive
const CUSTOM_ID_MAX = 32; // HIVE_CUSTOM_OP_ID_MAX_LENGTH
const CUSTOM_JSON_MAX_BYTES = 8192; // HIVE_CUSTOM_OP_DATA_MAX_LENGTH
const MAX_AUTHS = 40; // HIVE_MAX_AUTHORITY_MEMBERSHIP bounds any authority list the chain checks
const MAX_BENEFICIARIES = 128; // HIVE_MAX_COMMENT_BENEFICIARIES

const accounts = z
  .array(account, says('must be an array of account names'))
  .max(MAX_AUTHS, `must list at most ${MAX_AUTHS} accounts`);

const beneficiary = z.looseObject(
  { account, weight: integer(0, 10000) },
  says('must be an object'),
);

/** comment_options extensions: only `[0, { beneficiaries: [...] }]` exists on chain. */
const commentOptionsExtension = z.tuple(
  [
    z.literal(0, 'must be 0 (comment_payout_beneficiaries)'),
    z.looseObject(
      {
        beneficiaries: z
          .array(beneficiary, says('must be an array'))
          .max(MAX_BENEFICIARIES, `must list at most ${MAX_BENEFICIARIES}`),
      },
      says('must be an object'),
    ),
  ],
  says('must be [0, { "beneficiaries": [...] }]'),
);

const authorityOrKey = z.unknown().optional(); // present at all is what the core refuses; its shape does not matter

export const OPERATION_SCHEMAS: Record<
  BroadcastOperationName,
  z.ZodType<Record<string, unknown>>
> = {
  vote: z.looseObject({
    voter: account,
    author: account,
    permlink,
    weight: integer(-10000, 10000),
  }),
  comment: z.looseObject({
    parent_author: accountOrEmpty,
    parent_permlink: permlink,
    author: account,
    permlink,
    title: z
      .string(says('must be a string'))
      .refine(
        (text) => Buffer.byteLength(text, 'utf8') <= TITLE_MAX_BYTES,
        `must be at most ${TITLE_MAX_BYTES} bytes`,
      ),
    body: z.string(says('must be a string')).min(1, 'must not be empty'),
    json_metadata: jsonText().default(''),
  }),
  delete_comment: z.looseObject({ author: account, permlink }),
  comment_options: z.looseObject({
    author: account,
    permlink,
    max_accepted_payout: hbdAsset,
    percent_hbd: integer(0, 10000),
    allow_votes: flag,
    allow_curation_rewards: flag,
    extensions: z
      .array(commentOptionsExtension, says('must be an array'))
      .max(1, 'must hold at most one entry')
      .default([]),
  }),
  custom_json: z.looseObject({
    required_auths: accounts,
    required_posting_auths: accounts,
    id: z
      .string(says('must be a string'))
      .max(CUSTOM_ID_MAX, `must be at most ${CUSTOM_ID_MAX} characters`),
    json: jsonText(CUSTOM_JSON_MAX_BYTES, false),
  }),
  claim_reward_balance: z.looseObject({
    account,
    reward_hive: hiveAsset,
    reward_hbd: hbdAsset,
    reward_vests: vestsAsset,
  }),
  account_update2: z.looseObject({
    account,
    owner: authorityOrKey,
    active: authorityOrKey,
    posting: authorityOrKey,
    memo_key: authorityOrKey,
    json_metadata: jsonText().default(''),
    posting_json_metadata: jsonText().default(''),
    extensions: noExtensions,
  }),
};
