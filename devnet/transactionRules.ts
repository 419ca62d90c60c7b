import type { SignedTransaction as Transaction } from '@hiveio/dhive';
import { HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC, HIVE_MAX_TRANSACTION_SIZE } from './chainParameters';
import { chainAssert, ChainException } from './errors';

/**
 * Transaction-level rules, as hived's `_apply_transaction` checks them:
 * shape, size ≤ 64 KiB, expiration after the head block time and at most an hour ahead,
 * and a TaPoS reference to a recent block. Held by devnet/test/transactionRules.spec.ts.
 */

export function validateTransactionShape(value: unknown): asserts value is Transaction {
  chainAssert(
    value !== null && typeof value === 'object' && !Array.isArray(value),
    'is_object',
    'A transaction must be an object',
  );
  const tx = value as Record<string, unknown>;
  chainAssert(
    Number.isInteger(tx.ref_block_num) &&
      (tx.ref_block_num as number) >= 0 &&
      (tx.ref_block_num as number) <= 0xffff,
    'is_uint16',
    'ref_block_num must be an integer from 0 to 65535',
  );
  chainAssert(
    Number.isInteger(tx.ref_block_prefix) &&
      (tx.ref_block_prefix as number) >= 0 &&
      (tx.ref_block_prefix as number) <= 0xffffffff,
    'is_uint32',
    'ref_block_prefix must be an integer from 0 to 4294967295',
  );
  chainAssert(
    typeof tx.expiration === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(tx.expiration),
    'is_time_point_sec',
    'expiration must be a UTC time YYYY-MM-DDTHH:MM:SS',
  );
  chainAssert(Array.isArray(tx.operations), 'is_array', 'operations must be a list');
  chainAssert(
    tx.operations.length > 0,
    'operations.size() > 0',
    'A transaction must have at least one operation',
  );
  chainAssert(
    tx.extensions === undefined || (Array.isArray(tx.extensions) && tx.extensions.length === 0),
    'extensions.size() == 0',
    'Transaction extensions are not supported',
  );
  chainAssert(Array.isArray(tx.signatures), 'is_array', 'signatures must be a list');
}

export function checkSize(size: number): void {
  chainAssert(
    size <= HIVE_MAX_TRANSACTION_SIZE,
    'trx_size <= HIVE_MAX_TRANSACTION_SIZE',
    `Transaction size ${size} exceeds the maximum of ${HIVE_MAX_TRANSACTION_SIZE} bytes`,
  );
}

/** `headTime` and the expiration are chain times (`YYYY-MM-DDTHH:MM:SS`, UTC). */
export function checkExpiration(expiration: string, headTime: string): void {
  const expires = seconds(expiration);
  const now = seconds(headTime);
  if (!(now < expires)) {
    throw new ChainException(
      'expiration',
      `now < trx.expiration: transaction expired (now ${headTime}, trx.exp ${expiration})`,
    );
  }
  if (expires > now + HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC) {
    throw new ChainException(
      'expiration',
      `trx.expiration <= now + HIVE_MAX_TIME_UNTIL_EXPIRATION: expiration is more than ${HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC} s ahead (now ${headTime}, trx.exp ${expiration})`,
    );
  }
}

/**
 * `referencedBlockId` is the id of the newest block whose number's low 16 bits equal
 * ref_block_num (undefined when there is none); its bytes 4–7, little-endian, must equal ref_block_prefix.
 */
export function checkTapos(
  tx: Pick<Transaction, 'ref_block_num' | 'ref_block_prefix'>,
  referencedBlockId: string | undefined,
): void {
  const expected =
    referencedBlockId === undefined
      ? undefined
      : Buffer.from(referencedBlockId, 'hex').readUInt32LE(4);
  if (expected !== tx.ref_block_prefix) {
    throw new ChainException(
      'tapos',
      `trx.ref_block_prefix == tapos_block_summary: transaction refers to an unknown or too old block (ref_block_num ${tx.ref_block_num}, ref_block_prefix ${tx.ref_block_prefix})`,
    );
  }
}

function seconds(chainTime: string): number {
  return Date.parse(`${chainTime}Z`) / 1000;
}
