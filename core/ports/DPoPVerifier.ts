import type { DPoPProof } from '../tokens/dpop';

/**
 * Checks DPoP proofs as JWS (RFC 9449 §4.3 steps 1–7) and makes the server's nonces (§8). It does
 * NOT judge the request, time, token or replay: the core does (DPoPProofs), against its Clock and
 * DPoPReplayStore.
 */
export interface DPoPVerifier {
  /**
   * What `proof` says and the thumbprint of its key, when it is one compact JWT with `typ:
   * dpop+jwt`, an `alg` of DPOP_ALGS, a public `jwk` in its header that verifies its signature, and
   * the claims `htm`, `htu` (strings), `iat` (a number), `jti` (a non-empty string), `ath` and
   * `nonce` (strings, when present); otherwise `{ problem }` saying which of these it is not, in
   * words for the client. Pure and idempotent.
   */
  verify(proof: string): Promise<DPoPProof | { problem: string }>;

  /**
   * The server nonce of time step `step` (a whole number of DPOP_NONCE_STEP_SECONDS since the
   * epoch): unguessable without the verifier's secret, the same on every instance sharing it. Pure.
   */
  nonce(step: number): string;
}
