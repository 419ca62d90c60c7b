/** Hive mainnet's chain id: what transactions are signed for unless configured otherwise. */
export const MAINNET_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';

/** An operation in the chain's own format: `[name, fields]`. */
export type Operation = [name: string, fields: Record<string, unknown>];

/** A transaction before its signatures, as hived serializes it (and every Hive wallet signs it). */
export interface UnsignedTransaction {
  ref_block_num: number;
  ref_block_prefix: number;
  /** Chain time, `YYYY-MM-DDTHH:MM:SS`. */
  expiration: string;
  operations: Operation[];
  extensions: unknown[];
}
