import { base64url } from './base64url';

/**
 * PKCE (RFC 7636) with Web Crypto, global in browsers and Node ≥ 20: a verifier of 32 random
 * bytes (43 base64url characters, the minimum length, 256 bits of entropy) and its S256 challenge.
 */

export interface Pkce {
  verifier: string;
  challenge: string;
  method: 'S256';
}

/** A random base64url string of `bytes` random bytes (also used for `state`). */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** BASE64URL(SHA-256(ASCII(verifier))). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export async function createPkce(): Promise<Pkce> {
  const verifier = randomToken(32);
  return { verifier, challenge: await challengeOf(verifier), method: 'S256' };
}
