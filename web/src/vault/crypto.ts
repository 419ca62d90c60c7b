/*
 * The vault's cryptography, all WebCrypto (issue 60 §1-2). Every AES key made here is
 * non-extractable: script on this page can use it while it exists, never read it out.
 * - A passkey's PRF output (32 bytes that only the authenticator can make again, after the
 *   person's gesture) becomes an AES-GCM-256 key through HKDF-SHA-256.
 * - A PIN or password becomes one through PBKDF2-SHA-256 at PIN_ITERATIONS: WebCrypto has no
 *   memory-hard KDF (no scrypt, no Argon2), and shipping one in the page would cost its size
 *   budget and add code that handles the PIN; PBKDF2 runs natively in every browser.
 * The sealed key is bound (as AES-GCM's additional data) to the account, role and public key it
 * is stored under, so a record's ciphertext cannot be moved to another record.
 */

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256: about a quarter-second on a phone. */
export const PIN_ITERATIONS = 600_000;

const HKDF_INFO = new TextEncoder().encode('hivegate vault v1: a Hive key sealed by a passkey');

export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** The AES key a passkey's PRF output gives (HKDF-SHA-256, no extraction). */
export async function keyFromPrf(prf: BufferSource): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', prf, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: HKDF_INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The AES key a PIN gives with `salt` (PBKDF2-SHA-256, `iterations`, no extraction). */
export async function keyFromPin(
  pin: string,
  salt: BufferSource,
  iterations: number,
): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(pin),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function seal(key: CryptoKey, text: string, bound: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(bound) },
    key,
    new TextEncoder().encode(text),
  );
  return { iv, data };
}

/** The text `seal` sealed; throws (OperationError) when the key is not the one that sealed it. */
export async function unseal(key: CryptoKey, sealed: Sealed, bound: string): Promise<string> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.iv, additionalData: new TextEncoder().encode(bound) },
    key,
    sealed.data,
  );
  return new TextDecoder().decode(plain);
}
