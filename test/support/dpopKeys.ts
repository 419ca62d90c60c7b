import { calculateJwkThumbprint, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createHash, randomUUID } from 'node:crypto';

/** What a test proof may say otherwise than an honest client's (RFC 9449 §4.2). */
export interface ProofOptions {
  /** Seconds since the epoch; the test's clock by default. */
  iat?: number;
  jti?: string;
  /** The access token the proof goes with: its `ath`. */
  token?: string;
  /** `ath` as it is, instead of the token's hash. */
  ath?: string;
  nonce?: string;
  typ?: string;
  /** Puts the private key (with `d`) in the header's `jwk`, as a careless client might. */
  privateJwkInHeader?: boolean;
}

/** A DPoP key pair for tests, and proofs it signs, made with jose (not with the service's verifier). */
export interface DPoPKey {
  alg: string;
  publicJwk: JWK;
  /** RFC 7638 thumbprint of the public key: a bound token's `cnf.jkt`. */
  jkt: string;
  proof(htm: string, htu: string, options?: ProofOptions): Promise<string>;
}

/** A fresh key pair (ES256 by default) whose proofs say `iat` by `now()` (ms), the test's clock. */
export async function aDPoPKey(
  alg: 'ES256' | 'EdDSA' | 'PS256' = 'ES256',
  now: () => number = Date.now,
): Promise<DPoPKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const privateJwk = await exportJWK(privateKey);
  return {
    alg,
    publicJwk,
    jkt: await calculateJwkThumbprint(publicJwk),
    proof: (htm, htu, options = {}) => {
      const ath = options.ath ?? (options.token !== undefined ? athOf(options.token) : undefined);
      return new SignJWT({
        htm,
        htu,
        jti: options.jti ?? randomUUID(),
        iat: options.iat ?? Math.floor(now() / 1000),
        ...(ath !== undefined ? { ath } : {}),
        ...(options.nonce !== undefined ? { nonce: options.nonce } : {}),
      })
        .setProtectedHeader({
          alg,
          typ: options.typ ?? 'dpop+jwt',
          jwk: options.privateJwkInHeader ? privateJwk : publicJwk,
        })
        .sign(privateKey);
    },
  };
}

/** base64url SHA-256 of an access token: a proof's `ath`. */
export function athOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The claims of a JWT, unverified (what a test reads of a token it was handed). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
