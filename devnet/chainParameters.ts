import { createHash } from 'node:crypto';

/**
 * The dev chain's constants. Names follow hived's `HIVE_*` config so that a reader can look each
 * one up in the node's source; values are mainnet's unless the comment says otherwise.
 */

/** sha256("hivegate-devnet"): a chain id of its own, so a devnet signature is worthless on mainnet. */
export const DEVNET_CHAIN_ID = createHash('sha256').update('hivegate-devnet').digest('hex');

/** Mainnet's prefix, so that wallets and tools that assume `STM` keys work unchanged. */
export const DEFAULT_ADDRESS_PREFIX = 'STM';

export const DEFAULT_BLOCK_INTERVAL_MS = 3000;
/** The hived version the dev chain answers as (get_version, get_config, get_hardfork_version). */
export const HIVE_BLOCKCHAIN_VERSION = '1.27.0';
export const HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC = 3600;
export const HIVE_MAX_TRANSACTION_SIZE = 64 * 1024;
export {
  HIVE_MAX_SIG_CHECK_ACCOUNTS,
  HIVE_MAX_SIG_CHECK_DEPTH,
} from '../core/broadcast/chainLimits';
export const HIVE_MAX_AUTHORITY_MEMBERSHIP = 40;
export const HIVE_100_PERCENT = 10000;
export const HIVE_CUSTOM_OP_ID_MAX_LENGTH = 32;
export const HIVE_CUSTOM_OP_DATA_MAX_LENGTH = 8192;
export const HIVE_MAX_PERMLINK_LENGTH = 256;
export const HIVE_MAX_MEMO_SIZE = 2048;
export const HIVE_MAX_VOTE_CHANGES = 5;
/** A comment_options' beneficiaries: fewer than this by the protocol (their count fits a byte)… */
export const HIVE_BENEFICIARY_LIMIT = 128;
/** …and at most this many where a node takes a transaction in (hive_evaluator_social.cpp). */
export const HIVE_MAX_COMMENT_BENEFICIARIES = 8;
/** ref_block_num is 16 bits: a TaPoS reference can only name one of the last 65,536 blocks. */
export const TAPOS_WINDOW = 0x10000;
/** The decentralized Hive fund's account, which every Hive chain has; the default recovery account. */
export const HIVE_TREASURY_ACCOUNT = 'hive.fund';
/** Only the producer's name; nothing checks it. */
export const DEVNET_WITNESS = 'initminer';
