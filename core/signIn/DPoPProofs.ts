import { constantTimeEqual, sha256Base64Url } from '../shared/crypto';
import {
  DPOP_NONCE_STEP_SECONDS,
  DPOP_PROOF_WINDOW_SECONDS,
  htuMatches,
  type DPoPRequest,
} from '../tokens/dpop';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { DPoPReplayStore } from '../ports/DPoPReplayStore';
import type { DPoPVerifier } from '../ports/DPoPVerifier';

export interface DPoPOptions {
  /** Every proof must carry a current server nonce (RFC 9449 §8, §9; DPOP_NONCE=1). */
  requireNonce: boolean;
}

/** Steps a nonce stays acceptable after its own (its successor's too: instances' clocks differ). */
const NONCE_STEPS_BEHIND = 2;

/**
 * Judges the DPoP proof of a request (RFC 9449 §4.3), at the token endpoint and with a bound
 * access token. Enforces, in this order:
 * - a proof is there, and is a JWS the DPoPVerifier accepts (typ, alg, public jwk, signature, claims);
 * - `htm` is the request's method, `htu` the issuer's URL of its path (query and fragment aside);
 * - `iat` is within DPOP_PROOF_WINDOW_SECONDS of the clock;
 * - with an access token, `ath` is its base64url SHA-256;
 * - with nonces required, `nonce` is the current one or one of the few before (else use_dpop_nonce,
 *   carrying the nonce to retry with);
 * - its `jti` (with its key) was never accepted before, on any instance sharing the storage.
 * test/usecases/DPoP.spec.ts holds each of these.
 */
export class DPoPProofs {
  constructor(
    private readonly verifier: DPoPVerifier,
    private readonly replays: DPoPReplayStore,
    private readonly clock: Clock,
    /** The issuer (BASE_URL): a proof's `htu` is the issuer's URL of the request's path. */
    private readonly issuer: string,
    private readonly options: DPoPOptions,
  ) {}

  /** The nonce a client's next proof must carry, when nonces are required (the DPoP-Nonce header). */
  currentNonce(): string | undefined {
    return this.options.requireNonce ? this.verifier.nonce(this.step()) : undefined;
  }

  /**
   * The thumbprint of the key that signed the request's proof, once the proof passed every check;
   * `accessToken` when the proof goes with one (a protected resource: errors say so, for a 401).
   */
  async keyOf(request: DPoPRequest, accessToken?: string): Promise<string> {
    const atResource = accessToken !== undefined;
    if (!request.proof) throw Errors.dpopProofMissing(atResource);
    const proof = await this.verifier.verify(request.proof);
    if ('problem' in proof) throw Errors.dpopProofNotValid(proof.problem, atResource);
    if (proof.htm !== request.method)
      throw Errors.dpopProofForAnotherRequest('htm', request.method, atResource);
    const url = `${this.issuer}${request.path}`;
    if (!htuMatches(proof.htu, url))
      throw Errors.dpopProofForAnotherRequest('htu', url, atResource);
    const now = this.clock.now();
    if (Math.abs(now / 1000 - proof.iat) > DPOP_PROOF_WINDOW_SECONDS)
      throw Errors.dpopProofNotRecent(DPOP_PROOF_WINDOW_SECONDS, atResource);
    if (accessToken !== undefined && proof.ath !== sha256Base64Url(accessToken))
      throw Errors.dpopProofForAnotherToken();
    this.checkNonce(proof.nonce, atResource);
    const key = sha256Base64Url(`${proof.jkt} ${proof.jti}`);
    const until = (proof.iat + DPOP_PROOF_WINDOW_SECONDS) * 1000;
    if (!(await this.replays.firstUse(key, until))) throw Errors.dpopProofReplayed(atResource);
    return proof.jkt;
  }

  /** Forgets proofs too old to be accepted anyway. */
  purge(): Promise<void> {
    return this.replays.purgeExpired(this.clock.now());
  }

  private checkNonce(nonce: string | undefined, atResource: boolean): void {
    if (!this.options.requireNonce) return;
    const step = this.step();
    const current = this.verifier.nonce(step);
    if (nonce === undefined) throw Errors.dpopNonceNeeded(current, atResource);
    // Constant time: a nonce of a step to come must not be learned by timing the comparison.
    let known = false;
    for (let s = step + 1; s >= step - NONCE_STEPS_BEHIND; s--)
      known = constantTimeEqual(this.verifier.nonce(s), nonce) || known;
    if (known) return;
    throw Errors.dpopNonceNotCurrent(current, atResource);
  }

  private step(): number {
    return Math.floor(this.clock.now() / 1000 / DPOP_NONCE_STEP_SECONDS);
  }
}
