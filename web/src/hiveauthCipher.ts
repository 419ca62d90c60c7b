import { concatBytes } from '@noble/hashes/utils.js';
import { md5 } from '@noble/hashes/legacy.js';

/*
 * CryptoJS's passphrase AES, as HiveAuth's wallets speak it: "Salted__", an 8-byte salt, then
 * AES-256-CBC under a key and IV from OpenSSL's EVP_BytesToKey over MD5. MD5 comes from
 * @noble/hashes (audited, maintained); AES from the browser's WebCrypto. Checked byte for byte
 * against CryptoJS in devnet/test/hiveauth/pageCrypto.spec.ts.
 */

const MAGIC = [0x53, 0x61, 0x6c, 0x74, 0x65, 0x64, 0x5f, 0x5f]; // "Salted__"
const utf8 = new TextEncoder();

/** EVP_BytesToKey(MD5, one round): 32 bytes of key, 16 of IV. */
export function evpBytesToKey(
  passphrase: Uint8Array,
  salt: Uint8Array,
): { key: Uint8Array; iv: Uint8Array } {
  let derived: Uint8Array = new Uint8Array(0);
  let block: Uint8Array = new Uint8Array(0);
  while (derived.length < 48) {
    block = md5(concatBytes(block, passphrase, salt));
    derived = concatBytes(derived, block);
  }
  return { key: derived.slice(0, 32), iv: derived.slice(32, 48) };
}

async function aesKey(raw: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey(
    'raw',
    raw as BufferSource,
    { name: 'AES-CBC' },
    false,
    [usage],
  );
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** CryptoJS.AES.encrypt(plaintext, passphrase).toString() */
export async function encrypt(
  plaintext: string,
  passphrase: string,
  salt: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(8)),
): Promise<string> {
  const { key, iv } = evpBytesToKey(utf8.encode(passphrase), salt);
  const cipher = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: iv as BufferSource },
    await aesKey(key, 'encrypt'),
    utf8.encode(plaintext),
  );
  return toBase64(concatBytes(Uint8Array.from(MAGIC), salt, new Uint8Array(cipher)));
}

/** CryptoJS.AES.decrypt(ciphertext, passphrase).toString(Utf8); throws on a wrong passphrase. */
export async function decrypt(ciphertext: string, passphrase: string): Promise<string> {
  const bytes = fromBase64(ciphertext);
  if (bytes.length < 32 || MAGIC.some((b, i) => bytes[i] !== b))
    throw new Error('Not a CryptoJS passphrase ciphertext');
  const { key, iv } = evpBytesToKey(utf8.encode(passphrase), bytes.slice(8, 16));
  const plain = await globalThis.crypto.subtle.decrypt(
    { name: 'AES-CBC', iv: iv as BufferSource },
    await aesKey(key, 'decrypt'),
    bytes.slice(16),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}
