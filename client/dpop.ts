import { base64url } from './base64url';
import { randomToken } from './pkce';

/**
 * DPoP (RFC 9449) with Web Crypto: proofs that this client holds the key its tokens are bound
 * to, so a token read out of storage is useless elsewhere. ES256 (an ECDSA P-256 key) or EdDSA
 * (an Ed25519 key); the private key signs and is never exported.
 */

/** A DPoP key: the private key signs proofs, the public key goes in each proof's header. */
export interface DPoPKeyPair {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

/** The service wants proofs to carry its nonce: the answer's error, retried once with it. */
export const USE_DPOP_NONCE = 'use_dpop_nonce';

/** Makes the proofs of one key, with the last nonce each origin asked for (RFC 9449 §8). */
export class DPoPProver {
  private readonly nonces = new Map<string, string>();
  private keys?: Promise<DPoPKeyPair>;
  private header?: Promise<string>;

  /** `load` is called at the first proof, once. */
  constructor(private readonly load: () => Promise<DPoPKeyPair>) {}

  /**
   * A proof for `method` on `url` (its query and fragment left out, as `htu`), with `ath` when
   * it goes with an access token.
   */
  async proof(method: string, url: string, accessToken?: string): Promise<string> {
    this.keys ??= this.load();
    const { privateKey } = await this.keys;
    const target = new URL(url);
    const claims = {
      htm: method,
      htu: `${target.origin}${target.pathname}`,
      iat: Math.floor(Date.now() / 1000),
      jti: randomToken(16),
      ...(accessToken ? { ath: await sha256(accessToken) } : {}),
      ...(this.nonces.has(target.origin) ? { nonce: this.nonces.get(target.origin) } : {}),
    };
    this.header ??= this.keys.then(headerOf);
    const input = `${await this.header}.${encodeJson(claims)}`;
    const signature = await crypto.subtle.sign(
      signingAlgorithm(privateKey),
      privateKey,
      new TextEncoder().encode(input),
    );
    return `${input}.${base64url(new Uint8Array(signature))}`;
  }

  /** Keeps the nonce an answer from `url`'s origin gave (the DPoP-Nonce header), for the next proofs. */
  noteNonce(url: string, nonce: string | null | undefined): void {
    if (nonce) this.nonces.set(new URL(url).origin, nonce);
  }
}

/** The proof header: `typ`, the algorithm of the key, and its public JWK (RFC 9449 §4.2). */
async function headerOf(keys: DPoPKeyPair): Promise<string> {
  const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const publicJwk =
    jwk.kty === 'EC'
      ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
      : { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
  const alg = keys.privateKey.algorithm.name === 'ECDSA' ? 'ES256' : 'EdDSA';
  return encodeJson({ typ: 'dpop+jwt', alg, jwk: publicJwk });
}

function signingAlgorithm(key: CryptoKey): AlgorithmIdentifier | EcdsaParams {
  if (key.algorithm.name === 'ECDSA') {
    if ((key.algorithm as EcKeyAlgorithm).namedCurve !== 'P-256')
      throw new TypeError('hivegate client: a DPoP ECDSA key must be on P-256 (ES256)');
    return { name: 'ECDSA', hash: 'SHA-256' };
  }
  if (key.algorithm.name === 'Ed25519') return { name: 'Ed25519' };
  throw new TypeError('hivegate client: a DPoP key must be ECDSA P-256 (ES256) or Ed25519 (EdDSA)');
}

function encodeJson(value: object): string {
  return base64url(new TextEncoder().encode(JSON.stringify(value)));
}

async function sha256(text: string): Promise<string> {
  return base64url(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
  );
}

const DATABASE = 'hivegate';
const STORE = 'dpop-keys';
const KEY = 'dpop';

/** Web Crypto and IndexedDB are both there: a browser (or a worker) that can keep a key. */
export function canKeepDPoPKey(): boolean {
  return (
    typeof (globalThis as { indexedDB?: unknown }).indexedDB === 'object' &&
    typeof crypto?.subtle?.generateKey === 'function'
  );
}

/**
 * This browser's DPoP key: made once — ES256, its private half non-extractable, so no script can
 * read it out — and kept in IndexedDB (structured clone keeps a CryptoKey as it is), shared by
 * every tab of the origin; two tabs making one at once keep the first stored. Where IndexedDB
 * refuses (some private windows), a key for this page only: a reload then needs a new sign-in.
 */
export async function browserDPoPKey(): Promise<DPoPKeyPair> {
  let db: IDBDatabase;
  try {
    db = await openDatabase();
  } catch {
    return newKey();
  }
  try {
    const kept = await read(db);
    if (kept) return kept;
    const made = await newKey();
    return (await add(db, made)) ? made : ((await read(db)) ?? made);
  } catch {
    return newKey();
  } finally {
    db.close();
  }
}

async function newKey(): Promise<DPoPKeyPair> {
  const { privateKey, publicKey } = await crypto.subtle.generateKey(
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign', 'verify'],
  );
  return { privateKey, publicKey };
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  });
}

function read(db: IDBDatabase): Promise<DPoPKeyPair | undefined> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve(request.result as DPoPKeyPair | undefined);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB read failed'));
  });
}

/** Stores `pair` unless a key is already there (another tab's): whether it was stored. */
function add(db: IDBDatabase, pair: DPoPKeyPair): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const request = transaction.objectStore(STORE).add(pair, KEY);
    request.onerror = (event) => {
      if (request.error?.name !== 'ConstraintError')
        return reject(request.error ?? new Error('IndexedDB write failed'));
      event.preventDefault(); // a key is there already: keep it
      resolve(false);
    };
    transaction.oncomplete = () => resolve(true);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
  });
}
