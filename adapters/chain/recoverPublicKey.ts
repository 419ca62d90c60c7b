import { createHash } from 'node:crypto';
import { Signature, type Transaction } from '@hiveio/dhive';
import type { UnsignedTransaction } from '../../core/shared/chain';
import { TransactionBytes } from './transactionBytes';

/**
 * The public key that signed sha256(message), the way Hive Keychain's requestSignBuffer signs;
 * undefined when the signature does not parse or recover.
 */
export function recoverPublicKey(
  message: string,
  signature: string,
  prefix: string,
): string | undefined {
  return recoverFromDigest(
    createHash('sha256').update(message, 'utf8').digest(),
    signature,
    prefix,
  );
}

/**
 * The public key that signed `transaction` for the chain `chainId` (hex): sha256(chain id ||
 * the transaction's bytes, dhive's serializer, the bytes hived signs); undefined when the
 * signature does not recover or the transaction does not serialize.
 */
export function recoverTransactionKey(
  transaction: UnsignedTransaction,
  chainId: string,
  signature: string,
  prefix: string,
): string | undefined {
  let bytes: Buffer;
  try {
    bytes = new TransactionBytes(transaction as unknown as Transaction).bytes;
  } catch {
    return undefined;
  }
  const digest = createHash('sha256').update(Buffer.from(chainId, 'hex')).update(bytes).digest();
  return recoverFromDigest(digest, signature, prefix);
}

function recoverFromDigest(digest: Buffer, signature: string, prefix: string): string | undefined {
  if (!/^[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  try {
    return Signature.fromString(signature).recover(digest, prefix).toString();
  } catch {
    return undefined; // not a valid point or recovery id: simply "not signed by anyone we know"
  }
}
