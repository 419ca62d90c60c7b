/**
 * DPoP (RFC 9449, issue 36 §6): sender-constrained tokens. A client proves, at each request, that
 * it holds the private key a token is bound to, with a short JWT (a proof) signed by that key
 * and naming the request. The JWS itself (signature, `typ`, `alg`, the embedded public `jwk`)
 * is checked by the DPoPVerifier port; the rules below, by the core (DPoPProofs).
 */

/** The JWS algorithms a proof may be signed with (discovery's `dpop_signing_alg_values_supported`). */
export const DPOP_ALGS = ['ES256', 'ES384', 'EdDSA', 'Ed25519', 'PS256', 'RS256'] as const;

/** How far (s) a proof's `iat` may be from the server's time; its `jti` is remembered that long after `iat`. */
export const DPOP_PROOF_WINDOW_SECONDS = 300;

/** How long (s) a server nonce (RFC 9449 §8) is the current one; the few before it are still accepted. */
export const DPOP_NONCE_STEP_SECONDS = 60;

/** What a verified proof says (RFC 9449 §4.2), and the key that signed it. */
export interface DPoPProof {
  /** The base64url SHA-256 thumbprint (RFC 7638) of the proof's public key: a bound token's `cnf.jkt`. */
  jkt: string;
  /** The HTTP method the proof is for. */
  htm: string;
  /** The URL the proof is for (its query and fragment are ignored). */
  htu: string;
  /** When it was made, seconds since the epoch. */
  iat: number;
  /** Its unique id: a proof is accepted once. */
  jti: string;
  /** base64url SHA-256 of the access token it goes with (at a protected resource). */
  ath?: string;
  /** The server nonce it carries, if any. */
  nonce?: string;
}

/** A request's DPoP header (absent when it sent none) and what the request was. */
export interface DPoPRequest {
  proof?: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The path under the issuer (BASE_URL), without the query string: the proof's `htu` must be `issuer + path`. */
  path: string;
}

/**
 * An access token as a request presented it: a string is a bearer token (raw, `Bearer`, query or
 * body); `{ token, dpop }` is `Authorization: DPoP <token>` with the request's proof.
 */
export type PresentedToken = string | { token: string; dpop: DPoPRequest };

/** The token a presentation carries. */
export function tokenOf(presented: PresentedToken | undefined): string | undefined {
  return typeof presented === 'object' ? presented.token : presented;
}

/** The confirmation claim of a bound token (RFC 7800 `cnf`, RFC 9449 §6): the thumbprint of its key. */
export interface Confirmation {
  jkt: string;
}

/**
 * A proof's `htu` names `expected` (RFC 9449 §4.3 step 9): compared as URLs (scheme and host case,
 * default ports) without the query and fragment.
 */
export function htuMatches(htu: string, expected: string): boolean {
  const normal = (text: string) => {
    if (!URL.canParse(text)) return undefined;
    const url = new URL(text);
    url.search = '';
    url.hash = '';
    return url.href;
  };
  const actual = normal(htu);
  return actual !== undefined && actual === normal(expected);
}
