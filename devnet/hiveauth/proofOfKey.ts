import { Memo, PrivateKey, PublicKey } from '@hiveio/dhive';

/*
 * HiveAuth's Proof of Key: the wallet encrypts a value (the time when registering, the request's
 * uuid when answering) as a Hive memo from one of the account's keys to the relay's key. The relay
 * decodes it with its private key and learns which public key sent it, then checks that key
 * belongs to the account on chain. Memo layout: from (33 bytes), to (33), nonce, check, data.
 */

export function makeProofOfKey(
  accountKey: string | PrivateKey,
  relayKey: string,
  value: string,
): string {
  return Memo.encode(accountKey, relayKey, `#${value}`);
}

export interface ProofOfKey {
  value: string;
  /** The public key that made the proof, with `addressPrefix`. */
  sender: string;
}

/** The proof's value and sender, or undefined when it is not a memo to `relayKey` that decodes. */
export function readProofOfKey(
  pok: unknown,
  relayKey: PrivateKey,
  addressPrefix: string,
): ProofOfKey | undefined {
  if (typeof pok !== 'string' || !pok.startsWith('#') || pok.length > 2000) return undefined;
  try {
    const bytes = base58Decode(pok.slice(1));
    const to = new PublicKey(bytes.subarray(33, 66), addressPrefix).toString();
    if (to !== relayKey.createPublic(addressPrefix).toString()) return undefined;
    const decoded = Memo.decode(relayKey, pok);
    return {
      value: decoded.slice(1),
      sender: new PublicKey(bytes.subarray(0, 33), addressPrefix).toString(),
    };
  } catch {
    return undefined;
  }
}

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error('not base58');
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}
