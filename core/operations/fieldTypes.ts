/**
 * The kinds of field a Hive operation has, with the chain's limits as data
 * (hive/libraries/protocol/include/hive/protocol/config.hpp). The core holds no schema library:
 * the HTTP edge turns each kind into its schema (adapters/http/broadcast/fieldSchemas.ts), worded for
 * /api/broadcast or for a sign link.
 */
export type FieldType =
  /** A Hive account name; `orEmpty`: '' means none (a post's parent_author, a cleared proxy). */
  | { type: 'account'; orEmpty?: true }
  /**
   * A list of account names (HIVE_MAX_AUTHORITY_MEMBERSHIP bounds any list the chain checks), kept
   * by the chain as a set: each once, in name order (accountSets.ts).
   */
  | { type: 'accounts'; maxItems: number }
  | { type: 'permlink' }
  /** Free text; sizes in UTF-8 bytes or in characters, as the chain counts them. */
  | { type: 'text'; maxBytes?: number; maxChars?: number; nonEmpty?: true }
  /** A string holding JSON; `allowEmpty`: '' means none. */
  | { type: 'json'; maxBytes?: number; allowEmpty: boolean }
  /** Basis points (1/100 %): a vote's weight, a beneficiary's share, percent_hbd. */
  | { type: 'weight'; min: number; max: number }
  /** A whole number (ids, counts, hours). */
  | { type: 'whole'; min: number; max: number }
  /** A list of whole numbers; `noun` names one in messages ("proposal"). */
  | {
      type: 'wholeList';
      noun: string;
      min: number;
      max: number;
      minItems: number;
      maxItems: number;
    }
  | { type: 'flag' }
  /** An amount such as `1.000 HIVE`; `positive`: the chain refuses zero. */
  | { type: 'asset'; symbols: AssetSymbol[]; positive?: true }
  /** A time as the chain writes it: `2030-01-01T00:00:00` (UTC). */
  | { type: 'time' }
  | { type: 'publicKey' }
  | { type: 'authority' }
  /** `extensions` where the operation defines none (future_extensions is an empty variant). */
  | { type: 'noExtensions' }
  /** comment_options extensions: only `[0, { beneficiaries }]` exists on chain. */
  | { type: 'beneficiaries'; maxItems: number };

export type AssetSymbol = 'HIVE' | 'HBD' | 'VESTS';

/** One field of an operation: its kind, and what is filled when it is left out. */
export type FieldRule = FieldType & {
  /** Filled when absent, wherever the operation is accepted. */
  default?: unknown;
  /** Absent is fine (an authority account_update2 leaves as it is). */
  optional?: true;
  /**
   * What a sign link may leave out, and stricter rules for links: the sign page fills the value
   * (memo "", approve true, zero rewards…) where /api/broadcast takes the field as sent.
   */
  link?: { default?: unknown; nonEmpty?: true };
};

/** The chain's limits the fields are built from. */
export const CHAIN = {
  /** HIVE_MAX_AUTHORITY_MEMBERSHIP */
  maxAuthorityMembers: 40,
  /** HIVE_COMMENT_TITLE_LIMIT is 256, exclusive */
  titleMaxBytes: 255,
  /** HIVE_CUSTOM_OP_ID_MAX_LENGTH */
  customIdMaxChars: 32,
  /** HIVE_CUSTOM_OP_DATA_MAX_LENGTH */
  customJsonMaxBytes: 8192,
  /**
   * HIVE_MAX_COMMENT_BENEFICIARIES: what a node takes into a block (hive_evaluator_social.cpp); the
   * protocol's own bound, under HIVE_BENEFICIARY_LIMIT (128), is looser.
   */
  maxBeneficiaries: 8,
  /** HIVE_MAX_MEMO_SIZE is 2048, exclusive */
  memoMaxBytes: 2047,
  /** HIVE_PROPOSAL_MAX_IDS_NUMBER */
  maxProposalIds: 5,
  /** HIVE_100_PERCENT */
  fullWeight: 10000,
  /** The chain's uint16 (a transaction's ref_block_num, an authority's weight, recurrences). */
  uint16Max: 65535,
  uint32Max: 4294967295,
} as const;
