import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * CryptoJS's passphrase AES (`CryptoJS.AES.encrypt(text, passphrase).toString()`), which HiveAuth
 * uses for every payload between app and wallet: OpenSSL's format, base64 of
 * "Salted__" + 8-byte salt + AES-256-CBC ciphertext (PKCS#7), key and IV from EVP_BytesToKey with
 * one round of MD5. Checked both ways against crypto-js in devnet/test/hiveauth/cryptojsAes.spec.ts.
 */

const MAGIC = Buffer.from('Salted__', 'latin1');

/** EVP_BytesToKey(MD5, 1 iteration): 32 bytes of key then 16 of IV. */
export function evpBytesToKey(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const bytes = Buffer.concat(blocks);
  return { key: bytes.subarray(0, 32), iv: bytes.subarray(32, 48) };
}

export function encryptCryptoJs(
  plaintext: string,
  passphrase: string,
  salt: Buffer = randomBytes(8),
): string {
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([MAGIC, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

/** The plaintext; throws when the text is not in the format or the passphrase is wrong (bad padding). */
export function decryptCryptoJs(ciphertext: string, passphrase: string): string {
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length < 32 || !bytes.subarray(0, 8).equals(MAGIC))
    throw new Error('Not a CryptoJS passphrase ciphertext');
  const { key, iv } = evpBytesToKey(Buffer.from(passphrase, 'utf8'), bytes.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', key, iv);
  const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]);
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
