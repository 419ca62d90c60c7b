import ByteBuffer from '@ecency/bytebuffer';
import { Types, type PrivateKey, type SignedTransaction, type Transaction } from '@hiveio/dhive';
import { createHash } from 'node:crypto';
import { signDigest } from './signDigest';

/**
 * A transaction serialized once (dhive's serializer: the bytes dhive would sign), with what the
 * service needs from those bytes: its id, and its signature. dhive's generateTrxId and
 * signTransaction would serialize it twice and deep-copy it through JSON (about 40 µs of a
 * broadcast's CPU; bench/README.md).
 */
export class TransactionBytes {
  readonly bytes: Buffer;

  constructor(readonly transaction: Transaction) {
    const buffer = new ByteBuffer(ByteBuffer.DEFAULT_CAPACITY, ByteBuffer.LITTLE_ENDIAN);
    Types.Transaction(buffer, transaction);
    buffer.flip();
    this.bytes = Buffer.from(buffer.toBuffer());
  }

  /** First 20 bytes (hex) of sha256(serialized transaction), as the chain names it. */
  id(): string {
    return createHash('sha256').update(this.bytes).digest('hex').slice(0, 40);
  }

  /** The transaction with `key`'s signature of sha256(chain id || bytes). */
  sign(key: PrivateKey, chainId: Buffer): SignedTransaction {
    const digest = createHash('sha256').update(chainId).update(this.bytes).digest();
    return { ...this.transaction, signatures: [signDigest(key, digest)] };
  }
}
