import { constantTimeEqual, sha256Base64Url } from '../shared/crypto';

/** PKCE (RFC 7636) with S256 only: the challenge is base64url, the verifier the unreserved characters. */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43,128}$/;
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;
export const CODE_CHALLENGE_METHOD = 'S256';

/** True when `verifier` hashes (S256) to `challenge`; compared in constant time. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return constantTimeEqual(sha256Base64Url(verifier), challenge);
}
