import type { Operation as DhiveOperation, Transaction } from '@hiveio/dhive';
import type { Operation } from '../../core/shared/chain';

/** The fields of get_dynamic_global_properties a transaction is built from. */
export interface HeadBlock {
  head_block_number: number;
  /** Hex. */
  head_block_id: string;
  /** Chain time, `YYYY-MM-DDTHH:MM:SS` (UTC). */
  time: string;
}

/** How far past the head block time a transaction expires (as dhive does; the chain allows 3600 s). */
export const EXPIRATION_SECONDS = 60;

/**
 * An unsigned transaction referring to `head` (TaPoS): ref_block_num is the head number's low 16
 * bits, ref_block_prefix bytes 4–7 of its id read little-endian. Any of the last 65,536 blocks
 * may be referred to, so a head a few seconds old is as good as the newest.
 * `extraSeconds` pushes the expiration further, to make a transaction distinct from an identical one.
 */
export function buildTransaction(
  head: HeadBlock,
  operations: readonly Operation[],
  extraSeconds = 0,
): Transaction {
  const expiresAt = Date.parse(`${head.time}Z`) + (EXPIRATION_SECONDS + extraSeconds) * 1000;
  return {
    ref_block_num: head.head_block_number & 0xffff,
    ref_block_prefix: Buffer.from(head.head_block_id, 'hex').readUInt32LE(4),
    expiration: new Date(expiresAt).toISOString().slice(0, 19),
    operations: operations as unknown as DhiveOperation[],
    extensions: [],
  };
}
