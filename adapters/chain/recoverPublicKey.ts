import { createHash } from 'node:crypto';
import { Signature } from '@hiveio/dhive';

/**
 * The public key that signed sha256(message), the way Hive Keychain's requestSignBuffer signs;
 * undefined when the signature does not parse or recover.
 */
export function recoverPublicKey(
  message: string,
  signature: string,
  prefix: string,
): string | undefined {
  if (!/^[0-9a-fA-F]{130}$/.test(signature)) return undefined;
  try {
    const digest = createHash('sha256').update(message, 'utf8').digest();
    return Signature.fromString(signature).recover(digest, prefix).toString();
  } catch {
    return undefined; // not a valid point or recovery id: simply "not signed by anyone we know"
  }
}
