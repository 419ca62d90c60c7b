import { calculateJwkThumbprint, compactVerify, EmbeddedJWK, type JWK } from 'jose';
import { createHmac, hkdfSync } from 'node:crypto';
import { DPOP_ALGS, type DPoPProof } from '../../core/tokens/dpop';
import type { DPoPVerifier } from '../../core/ports/DPoPVerifier';

/** Longest proof we will even try to verify: a proof with an RSA-4096 key is about 1.5 KiB. */
const MAX_PROOF_LENGTH = 8192;
/** Longest `jti` kept (a 128-bit random id is 22 to 36 characters). */
const MAX_JTI_LENGTH = 256;
const NONCE_KEY_INFO = 'hivegate dpop-nonce v1';

/**
 * DPoP proofs checked as JWS with jose (RFC 9449 §4.3 steps 1–7): one compact JWS, `typ:
 * dpop+jwt`, an `alg` of DPOP_ALGS (none and MACs never), a public `jwk` in its header (jose's
 * EmbeddedJWK refuses private members) that verifies the signature, and claims of the right types.
 * jose's JWT time checks are not used: the core judges `iat` against its own clock. Nonces are an
 * HMAC-SHA256 of the time step with a secret every instance sharing it derives alike.
 */
export class JoseDPoPVerifier implements DPoPVerifier {
  private nonceKey: () => Uint8Array;

  constructor(nonceKey: Uint8Array) {
    if (nonceKey.byteLength < 32) throw new Error('the DPoP nonce key must be at least 32 bytes');
    this.nonceKey = () => nonceKey;
  }

  /** Its nonce key derived from the private Ed25519 token signing key (every instance shares it). */
  static fromSigningKey(jwk: JWK): JoseDPoPVerifier {
    return new JoseDPoPVerifier(nonceKeyOf(jwk));
  }

  /**
   * Its nonce key derived from whichever token key signs now (`current`): when keys rotate, every
   * instance moves to the new key's nonces at once, and a client holding an old nonce retries once.
   */
  static following(current: () => JWK | undefined): JoseDPoPVerifier {
    let derived: { d: string; key: Uint8Array } | undefined;
    const verifier = new JoseDPoPVerifier(new Uint8Array(32));
    verifier.nonceKey = () => {
      const jwk = current();
      if (!jwk?.d) throw new Error('no token signing key yet');
      if (derived?.d !== jwk.d) derived = { d: jwk.d, key: nonceKeyOf(jwk) };
      return derived.key;
    };
    return verifier;
  }

  async verify(proof: string): Promise<DPoPProof | { problem: string }> {
    if (proof.length > MAX_PROOF_LENGTH)
      return { problem: `it is longer than ${MAX_PROOF_LENGTH} characters` };
    let verified: Awaited<ReturnType<typeof compactVerify>>;
    try {
      verified = await compactVerify(proof, EmbeddedJWK, { algorithms: [...DPOP_ALGS] });
    } catch (error) {
      return { problem: joseProblem(error) };
    }
    const { protectedHeader, payload } = verified;
    if (!/^(application\/)?dpop\+jwt$/i.test(protectedHeader.typ ?? ''))
      return { problem: 'its typ must be dpop+jwt' };
    const claims = parseClaims(payload);
    if (typeof claims === 'string') return { problem: claims };
    return { ...claims, jkt: await calculateJwkThumbprint(protectedHeader.jwk as JWK) };
  }

  nonce(step: number): string {
    return createHmac('sha256', this.nonceKey()).update(String(step)).digest('base64url');
  }
}

function nonceKeyOf(jwk: JWK): Uint8Array {
  if (typeof jwk.d !== 'string') throw new Error('the token signing key has no private part');
  const secret = Buffer.from(jwk.d, 'base64url');
  return Buffer.from(hkdfSync('sha256', secret, '', NONCE_KEY_INFO, 32));
}

/** The proof's claims, or what is wrong with them. */
function parseClaims(payload: Uint8Array): Omit<DPoPProof, 'jkt'> | string {
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  } catch {
    return 'its payload is not JSON';
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims))
    return 'its payload is not a JSON object';
  const { htm, htu, iat, jti, ath, nonce } = claims;
  if (typeof htm !== 'string' || htm === '') return 'htm must be the HTTP method, a string';
  if (typeof htu !== 'string' || htu === '') return 'htu must be the URL of the request, a string';
  if (typeof iat !== 'number' || !Number.isFinite(iat))
    return 'iat must be a number (seconds since the epoch)';
  if (typeof jti !== 'string' || jti === '' || jti.length > MAX_JTI_LENGTH)
    return `jti must be a string of 1 to ${MAX_JTI_LENGTH} characters`;
  if (ath !== undefined && typeof ath !== 'string') return 'ath must be a string';
  if (nonce !== undefined && typeof nonce !== 'string') return 'nonce must be a string';
  return {
    htm,
    htu,
    iat,
    jti,
    ...(ath !== undefined ? { ath } : {}),
    ...(nonce !== undefined ? { nonce } : {}),
  };
}

/** jose's refusal in words for the client. */
function joseProblem(error: unknown): string {
  switch ((error as { code?: unknown }).code) {
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return `its alg must be one of ${DPOP_ALGS.join(', ')}`;
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'its signature does not verify with the jwk in its header';
    default:
      return 'it must be a compact JWS whose header holds the public jwk that signed it';
  }
}
