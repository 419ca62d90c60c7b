import { PrivateKey } from '@hiveio/dhive';
import { createHash } from 'node:crypto';
import { chainTimeToMs } from './chainTime';
import { varint } from './varint';

/**
 * A block as hived seals it (libraries/chain/full_block.cpp, libraries/protocol/block.cpp):
 * - `transaction_merkle_root`: each transaction's merkle digest (sha256 of its signed bytes, in
 *   the serialization it was accepted in), hashed in pairs (sha256 of the two, an odd last one
 *   carried up) down to one, then ripemd160 of that; 20 zero bytes for a block without any;
 * - the header (previous, timestamp, witness, merkle root, no extensions) packed, its sha256
 *   signed by the witness's key (`witness_signature`, compact 65 bytes);
 * - the block id: sha224 of the signed header, its first four bytes the block number big-endian,
 *   20 bytes kept.
 */

/** The dev witness's key: hived's own testnet `initminer` key, public in hived's source. */
export const DEVNET_WITNESS_KEY = '5JNHfZYKGaomSFvd4NUdQ9qMcEAC43kujbfjueTHpVapX1Kzq2n';

export interface SealedHeader {
  transaction_merkle_root: string;
  witness_signature: string;
  block_id: string;
}

export interface BlockSigner {
  witness: string;
  key: PrivateKey;
}

export function merkleRoot(merkleDigests: readonly Buffer[]): Buffer {
  if (merkleDigests.length === 0) return Buffer.alloc(20);
  let level = [...merkleDigests];
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i + 1 < level.length; i += 2)
      next.push(sha256(Buffer.concat([level[i], level[i + 1]])));
    if (level.length % 2 === 1) next.push(level[level.length - 1]);
    level = next;
  }
  return createHash('ripemd160').update(level[0]).digest();
}

/** The packed block header (legacy pack: no assets in a header, so both packs agree). */
export function headerBytes(header: {
  previous: string;
  timestamp: string;
  witness: string;
  transaction_merkle_root: string;
}): Buffer {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32LE(Math.floor(chainTimeToMs(header.timestamp) / 1000));
  const witness = Buffer.from(header.witness, 'utf8');
  return Buffer.concat([
    Buffer.from(header.previous, 'hex'),
    seconds,
    varint(witness.length),
    witness,
    Buffer.from(header.transaction_merkle_root, 'hex'),
    varint(0), // extensions
  ]);
}

export function sealBlock(
  blockNum: number,
  previous: string,
  timestamp: string,
  merkleDigests: readonly Buffer[],
  signer: BlockSigner,
): SealedHeader {
  const transaction_merkle_root = merkleRoot(merkleDigests).toString('hex');
  const header = headerBytes({
    previous,
    timestamp,
    witness: signer.witness,
    transaction_merkle_root,
  });
  const signature = signer.key.sign(sha256(header));
  const signed = Buffer.concat([header, Buffer.from(signature.toString(), 'hex')]);
  const id = createHash('sha224').update(signed).digest().subarray(0, 20);
  id.writeUInt32BE(blockNum, 0);
  return {
    transaction_merkle_root,
    witness_signature: signature.toString(),
    block_id: id.toString('hex'),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
