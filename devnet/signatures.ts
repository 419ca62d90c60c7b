import ByteBuffer from '@ecency/bytebuffer';
import { Signature, Types } from '@hiveio/dhive';
import type { SignedTransaction } from '@hiveio/dhive';
import { createHash } from 'node:crypto';
import { chainAssert, ChainException } from './errors';

/** What the chain derives from a transaction's bytes: its id, the digest its signatures sign, its size. */
export interface SignedTransactionFacts {
  /** First 20 bytes (hex) of sha256(serialized transaction without signatures). */
  id: string;
  /** sha256(chain id || serialized transaction). */
  digest: Buffer;
  /** Serialized size with signatures, as hived's pack_size counts it. */
  size: number;
}

/**
 * Serializes once with dhive's serializer (the same bytes dhive signs) and derives id, digest and
 * size from those bytes; dhive's own helpers would serialize twice.
 */
export function transactionFacts(
  transaction: SignedTransaction,
  chainId: Buffer,
): SignedTransactionFacts {
  const bytes = serialize(transaction);
  const signatureCount = transaction.signatures?.length ?? 0;
  return {
    id: createHash('sha256').update(bytes).digest('hex').slice(0, 40),
    digest: createHash('sha256').update(chainId).update(bytes).digest(),
    size: bytes.length + varintLength(signatureCount) + 65 * signatureCount,
  };
}

function serialize(transaction: SignedTransaction): Buffer {
  const buffer = new ByteBuffer(ByteBuffer.DEFAULT_CAPACITY, ByteBuffer.LITTLE_ENDIAN);
  try {
    Types.Transaction(buffer, transaction);
  } catch (cause) {
    throw new ChainException(
      'assert',
      `pack( trx ): Unable to serialize transaction: ${(cause as Error).message}`,
    );
  }
  buffer.flip();
  return Buffer.from(buffer.toBuffer());
}

/** secp256k1's group order n, and n / 2: the largest `s` of a low-S signature. */
const HALF_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n >> 1n;

/**
 * hived's rule (fc's `bip_0062` canonical type): any signature whose `s` is at most n/2 (low-S,
 * BIP 62), nothing more. dhive's older `fc_canonical` rule — no high bit or needless zero byte in
 * r and s — refuses about half of valid signatures, those hive-tx or wax make among them.
 * `signature` is the 65-byte compact form: recovery byte, r, s.
 */
export function isLowS(signature: Uint8Array): boolean {
  const s = BigInt(`0x${Buffer.from(signature.subarray(33, 65)).toString('hex')}`);
  return s > 0n && s <= HALF_ORDER;
}

function varintLength(value: number): number {
  let length = 1;
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) length += 1;
  return length;
}

/**
 * The public keys (text form with `prefix`) that produced `signatures` over `digest`.
 * Refuses malformed and non-canonical signatures, and two signatures by one key, as hived does.
 */
export function recoverSigningKeys(
  signatures: readonly string[],
  digest: Buffer,
  prefix: string,
): Set<string> {
  const keys = new Set<string>();
  for (const hex of signatures) {
    chainAssert(
      typeof hex === 'string' && /^[0-9a-f]{130}$/i.test(hex),
      'signature.size() == 65',
      `Invalid signature ${String(hex)}`,
    );
    const bytes = Buffer.from(hex, 'hex');
    chainAssert(isLowS(bytes), 'is_canonical( c )', 'The signature is not canonical');
    const key = recoverKey(bytes, digest, prefix);
    if (keys.has(key))
      throw new ChainException('duplicateSignature', `Duplicate Signature detected: ${key}`);
    keys.add(key);
  }
  return keys;
}

function recoverKey(signature: Buffer, digest: Buffer, prefix: string): string {
  try {
    return Signature.fromBuffer(signature).recover(digest, prefix).toString();
  } catch (cause) {
    throw new ChainException(
      'assert',
      `public_key( sig, digest ): unable to reconstruct public key from signature: ${(cause as Error).message}`,
    );
  }
}
