import { tokenOf, type DPoPRequest, type PresentedToken } from '../tokens/dpop';
import { lifetimeOf, type TokenPolicy } from '../tokens/tokenPolicy';
import { ACCESS_KINDS, type TokenClaims, type TokenKind } from '../tokens/tokens';
import { Errors, InvalidGrant } from '../errors';
import type { Clock } from '../ports/Clock';
import type { TokenSigner } from '../ports/TokenSigner';
import type { DPoPProofs } from './DPoPProofs';
import type { SignInEnds } from './SignInEnds';

/** A code or refresh token that verified: it names its app. */
export type CodeOrRefreshClaims = TokenClaims & { kind: 'code' | 'refresh'; app: string };

/** A handoff that verified: it names its app and where its access token goes. */
export type HandoffClaims = TokenClaims & { kind: 'handoff'; app: string; redirect_uri: string };

/**
 * Which presented token is good, and for what. Each check takes the id of the request that
 * presented the token, when there is one: the audit lines of what it finds (a forged token, a
 * sign-in it ends) name that request. Enforces:
 * - access tokens: missing → "The token is missing"; malformed, forged or altered → "The token is
 *   not valid"; `nbf` still ahead → "The token is not valid yet"; another kind than the endpoint
 *   takes → "The token has invalid role"; past `exp` → "The token has expired"; its sign-in ended
 *   (revoked, or its grant's end or the user's reached: SignInEnds) → "The token has been revoked"
 *   or "This grant ended at …";
 * - grants at the token endpoint: anything but a code or refresh token in its lifetime → "The
 *   token has invalid role" (spec); one whose sign-in ended says so, as above;
 * - DPoP (RFC 9449): a bound access token is accepted only as `DPoP` with a proof by its key, an
 *   unbound one only as a bearer token (test/usecases/DPoP.spec.ts);
 * - a lifetime shortened in configuration shortens tokens already issued, so that a revocation
 *   need only be kept for the longest lifetime.
 * test/usecases/MeAndRevoke, NotBefore, TokenExchange and TokenPolicy specs hold each of these.
 */
export class TokenChecks {
  constructor(
    private readonly signer: TokenSigner,
    /** When a sign-in has ended: the one fact every check below consults. */
    readonly ends: SignInEnds,
    private readonly clock: Clock,
    private readonly policy: TokenPolicy,
    /** DPoP proofs (RFC 9449); absent: no DPoP, a DPoP header at the token endpoint is ignored. */
    private readonly dpop?: DPoPProofs,
  ) {}

  /**
   * The claims of a live access token of one of `kinds`, presented as it must be — a bound token
   * under DPoP with a proof by its key, any other as a bearer token — or InvalidGrant (a DPoP
   * proof's problem: InvalidDPoPProof, UseDPoPNonce).
   */
  async authenticate(
    presented: PresentedToken | undefined,
    kinds: readonly TokenKind[] = ACCESS_KINDS,
    requestId?: string,
  ): Promise<TokenClaims> {
    const token = tokenOf(presented);
    if (!token) throw Errors.tokenMissing();
    const claims = await this.signer.verify(token, requestId);
    if (!claims) throw Errors.tokenNotValid();
    if (this.notYetValid(claims)) throw Errors.tokenNotYetValid();
    if (!kinds.includes(claims.kind)) throw Errors.tokenWrongRole();
    if (this.expired(claims)) throw Errors.tokenExpired();
    await this.ends.check(claims, requestId);
    await this.checkSender(claims, presented!);
    return claims;
  }

  /**
   * The thumbprint of the key a token request's DPoP proof was signed with, once the proof passed
   * every check; undefined when the request sent none, or this service does no DPoP (RFC 9449 §5).
   */
  async proofKey(request: DPoPRequest | undefined): Promise<string | undefined> {
    if (!this.dpop || request?.proof === undefined) return undefined;
    return this.dpop.keyOf(request);
  }

  /**
   * The app a code or refresh token this service signed was issued to, its life not judged: who
   * a token request that names no client_id must authenticate as, before the grant is looked at.
   */
  async appNamedBy(token: string, requestId?: string): Promise<string | undefined> {
    const claims = await this.signer.verify(token, requestId);
    return claims && (claims.kind === 'code' || claims.kind === 'refresh') ? claims.app : undefined;
  }

  /** The claims of a live code or refresh token, or "The token has invalid role" whatever is wrong (spec). */
  async codeOrRefreshOf(token: string, requestId?: string): Promise<CodeOrRefreshClaims> {
    const claims = await this.signer.verify(token, requestId);
    if (!claims || (claims.kind !== 'code' && claims.kind !== 'refresh') || !claims.app)
      throw Errors.tokenWrongRole();
    if (this.expired(claims) || this.notYetValid(claims)) throw Errors.tokenWrongRole();
    await this.ends.check(claims, requestId);
    return claims as CodeOrRefreshClaims;
  }

  /** The claims of a live handoff (core/signIn/tokenHandoff.ts), or handoffNotValid whatever is wrong. */
  async handoffOf(handoff: string, requestId?: string): Promise<HandoffClaims> {
    const claims = (await this.signer.verify(handoff, requestId)) as HandoffClaims | undefined;
    if (!claims || claims.kind !== 'handoff' || !claims.app || !claims.redirect_uri)
      throw Errors.handoffNotValid();
    if (this.expired(claims) || this.notYetValid(claims)) throw Errors.handoffNotValid();
    await this.ends.check(claims, requestId);
    return claims;
  }

  /**
   * The claims of any token this service signed that is still good — not expired, not before its
   * time, its sign-in not ended — or undefined, never an error: what introspection reports, so
   * that it says `active` exactly when the other endpoints would take the token (issue 36 §3).
   */
  async live(token: string, requestId?: string): Promise<TokenClaims | undefined> {
    const claims = await this.signer.verify(token, requestId);
    if (!claims || this.expired(claims) || this.notYetValid(claims)) return undefined;
    try {
      await this.ends.check(claims, requestId);
      return claims;
    } catch (error) {
      if (error instanceof InvalidGrant) return undefined;
      throw error;
    }
  }

  /** The claims of a token this service signed, its life not judged (what revocation needs). */
  claimsOf(token: string, requestId?: string): Promise<TokenClaims | undefined> {
    return this.signer.verify(token, requestId);
  }

  /** RFC 9449 §7: a bound token only under DPoP with a proof by its key; an unbound one only as a bearer token. */
  private async checkSender(claims: TokenClaims, presented: PresentedToken): Promise<void> {
    const bound = claims.cnf?.jkt;
    if (typeof presented === 'string') {
      if (bound !== undefined) throw Errors.tokenBoundToKey();
      return;
    }
    if (bound === undefined || !this.dpop) throw Errors.tokenNotBound();
    if ((await this.dpop.keyOf(presented.dpop, presented.token)) !== bound)
      throw Errors.dpopKeyNotTheTokens();
  }

  /** Past `exp`, or past the lifetime the policy gives its kind today. */
  private expired(claims: TokenClaims): boolean {
    const end = Math.min(claims.exp, claims.iat + lifetimeOf(this.policy, claims.kind));
    return end * 1000 <= this.clock.now();
  }

  private notYetValid(claims: TokenClaims): boolean {
    return claims.nbf !== undefined && claims.nbf * 1000 > this.clock.now();
  }
}
