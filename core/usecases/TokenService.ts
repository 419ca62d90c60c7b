import { randomId } from '../domain/crypto';
import { tokenOf, type DPoPRequest, type PresentedToken } from '../domain/dpop';
import {
  AUTHENTICATION_CLAIMS,
  type AuthenticationClaims,
  type IdTokenAlg,
  type IdTokenClaims,
  type ProfileClaims,
} from '../domain/openId';
import { verifierMatches } from '../domain/pkce';
import type { ResponseMode } from '../domain/redirectResponse';
import type { TokenPolicy } from '../domain/tokenPolicy';
import { postingLimitsOf, type PostingLimits } from '../domain/grantLimits';
import { ACCESS_KINDS, type TokenClaims, type TokenKind } from '../domain/tokens';
import { Errors, InvalidGrant } from '../errors';
import type { Clock } from '../ports/Clock';
import type { GrantStore, RevokeReason, SignIn } from '../ports/GrantStore';
import type { TokenSigner } from '../ports/TokenSigner';
import type { SignInEnds } from './SignInEnds';
import type { DPoPProofs } from './DPoPProofs';
import type { Grant } from '../domain/grant';

export type { Grant } from '../domain/grant';

/** The token endpoint's answer (spec); `id_token` only for a grant with the `openid` scope. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  username: string;
  id_token?: string;
  /** The grant's limits as granted (RFC 9396 §7), on the code exchange and on every refresh. */
  authorization_details?: PostingLimits[];
  /**
   * `DPoP` when the access token is bound to the request's DPoP key (RFC 9449 §5); the standard
   * form (OpenIdTokenAnswer) says `Bearer` otherwise, the API's own form nothing.
   */
  token_type?: 'Bearer' | 'DPoP';
}

/** How the client that redeems a grant wants its id_token, and what it may say (OpenID Connect). */
export interface IdTokenOptions {
  /** RS256 unless the client's profile asks for EdDSA. */
  alg: IdTokenAlg;
  /** The user's `profile` claims, when the grant has the `profile` scope. */
  profile?: ProfileClaims;
  /** The client used no secret (PKCE): the new refresh token is marked so it refreshes without one. */
  publicClient?: boolean;
  /**
   * The thumbprint of the DPoP key the token request proved (RFC 9449 §5, DPoPProofs): the access
   * token is bound to it, and so is a public client's refresh token.
   */
  jkt?: string;
}

/** A code or refresh token that verified: it names its app. */
type GrantClaims = TokenClaims & { kind: 'code' | 'refresh'; app: string };

/** A handoff that verified: it names its app and where its access token goes. */
type HandoffClaims = TokenClaims & { kind: 'handoff'; app: string; redirect_uri: string };

/**
 * The token life cycle, whole: issuing, verifying, redeeming (codes once, refresh tokens by
 * rotation) and revoking, under one TokenPolicy. Enforces:
 * - access tokens: missing → "The token is missing"; malformed, forged or altered → "The token is
 *   not valid"; `nbf` still ahead → "The token is not valid yet"; another kind than the endpoint
 *   takes → "The token has invalid role"; past `exp` → "The token has expired"; its sign-in ended
 *   (revoked, or its grant's end or the user's reached: SignInEnds) → "The token has been revoked"
 *   or "This grant ended at …";
 * - grants at the token endpoint: anything but a code or refresh token in its lifetime → "The
 *   token has invalid role" (spec); one whose sign-in ended says so, as above;
 * - PKCE: a code with a challenge needs the matching verifier; a verifier without a challenge is refused;
 * - a code is spent once, a refresh token rotates; reusing either revokes the whole family.
 * - DPoP (RFC 9449): a token request that proved a key gets an access token bound to it (`cnf.jkt`),
 *   and a public client a bound refresh token too, which refreshes only with that key; a bound
 *   access token is accepted only as `DPoP` with a proof by its key, an unbound one only as a
 *   bearer token (test/usecases/DPoP.spec.ts);
 * - a grant with the `openid` scope also yields an id_token (iss, sub, aud, auth_time of the signature,
 *   the code's nonce, `profile` claims when asked), which no endpoint accepts as a token.
 * test/usecases/MeAndRevoke, NotBefore, TokenExchange, TokenPolicy and OpenIdToken specs hold each of these.
 */
export class TokenService {
  constructor(
    private readonly signer: TokenSigner,
    private readonly grants: GrantStore,
    /** When a sign-in has ended: the one fact every check below consults. */
    readonly ends: SignInEnds,
    private readonly clock: Clock,
    readonly policy: TokenPolicy,
    /** The OpenID Connect issuer (BASE_URL): `iss` of every id_token. */
    readonly issuer: string,
    /** DPoP proofs (RFC 9449); absent: no DPoP, a DPoP header at the token endpoint is ignored. */
    readonly dpop?: DPoPProofs,
  ) {}

  /**
   * The claims of a live access token of one of `kinds`, presented as it must be — a bound token
   * under DPoP with a proof by its key, any other as a bearer token — or InvalidGrant (a DPoP
   * proof's problem: InvalidDPoPProof, UseDPoPNonce).
   */
  async authenticate(
    presented: PresentedToken | undefined,
    kinds: readonly TokenKind[] = ACCESS_KINDS,
  ): Promise<TokenClaims> {
    const token = tokenOf(presented);
    if (!token) throw Errors.tokenMissing();
    const claims = await this.signer.verify(token);
    if (!claims) throw Errors.tokenNotValid();
    if (this.notYetValid(claims)) throw Errors.tokenNotYetValid();
    if (!kinds.includes(claims.kind)) throw Errors.tokenWrongRole();
    if (this.expired(claims)) throw Errors.tokenExpired();
    await this.ends.check(claims);
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
  async appNamedBy(token: string): Promise<string | undefined> {
    const claims = await this.signer.verify(token);
    return claims && (claims.kind === 'code' || claims.kind === 'refresh') ? claims.app : undefined;
  }

  /** The claims of a live code or refresh token, or "The token has invalid role" whatever is wrong (spec). */
  async grantOf(token: string): Promise<GrantClaims> {
    const claims = await this.signer.verify(token);
    if (!claims || (claims.kind !== 'code' && claims.kind !== 'refresh') || !claims.app)
      throw Errors.tokenWrongRole();
    if (this.expired(claims) || this.notYetValid(claims)) throw Errors.tokenWrongRole();
    await this.ends.check(claims);
    return claims as GrantClaims;
  }

  /**
   * The claims of any token this service signed that is still good — not expired, not before its
   * time, its sign-in not ended — or undefined, never an error: what introspection reports, so
   * that it says `active` exactly when the other endpoints would take the token (issue 36 §3).
   */
  async live(token: string): Promise<TokenClaims | undefined> {
    const claims = await this.signer.verify(token);
    if (!claims || this.expired(claims) || this.notYetValid(claims)) return undefined;
    try {
      await this.ends.check(claims);
      return claims;
    } catch (error) {
      if (error instanceof InvalidGrant) return undefined;
      throw error;
    }
  }

  /** The claims of a token this service signed, its life not judged (what revocation needs). */
  claimsOf(token: string): Promise<TokenClaims | undefined> {
    return this.signer.verify(token);
  }

  /** An access token for the grant: what the implicit flow returns. */
  async issueAccess(grant: Grant): Promise<{ token: string; expiresIn: number }> {
    const { token, claims } = await this.issue({ ...common(grant), kind: grant.kind });
    await this.grants.recordSignIn(this.signIn(grant, grant.kind, claims.exp));
    return { token, expiresIn: this.policy.access };
  }

  /** A code for the grant, bound to where it is sent and to the PKCE challenge, if any. */
  async issueCode(
    grant: Grant,
    binding: { redirectUri: string; codeChallenge?: string; nonce?: string },
  ): Promise<string> {
    const { token, claims } = await this.issue({
      ...common(grant),
      kind: 'code',
      grants: grant.kind,
      redirect_uri: binding.redirectUri,
      ...(binding.codeChallenge ? { code_challenge: binding.codeChallenge } : {}),
      ...(binding.nonce !== undefined ? { nonce: binding.nonce } : {}),
    });
    await this.grants.recordSignIn(this.signIn(grant, grant.kind, claims.exp));
    return token;
  }

  /**
   * A handoff for the grant (the token flow, core/domain/tokenHandoff.ts): single use, living the
   * policy's `handoff`, bound to where and how its access token is sent and to the S256 challenge
   * of the verifier the signing browser holds. It records no sign-in: its access token will.
   */
  async issueHandoff(
    grant: Grant,
    binding: {
      redirectUri: string;
      codeChallenge: string;
      responseMode: ResponseMode;
      state?: string;
    },
  ): Promise<string> {
    const { token } = await this.issue({
      ...common(grant),
      kind: 'handoff',
      grants: grant.kind,
      redirect_uri: binding.redirectUri,
      code_challenge: binding.codeChallenge,
      response_mode: binding.responseMode,
      ...(binding.state !== undefined ? { state: binding.state } : {}),
    });
    return token;
  }

  /**
   * Spends a handoff with its verifier and issues its access token. Anything but a live handoff →
   * handoffNotValid; a missing or wrong verifier → handoffNotThisBrowser, the handoff unspent (its
   * browser may still come); a second use with the verifier revokes the sign-in, as a code's does.
   */
  async redeemHandoff(
    handoff: string,
    verifier: string | undefined,
  ): Promise<{ claims: HandoffClaims; token: string; expiresIn: number }> {
    const claims = (await this.signer.verify(handoff)) as HandoffClaims | undefined;
    if (!claims || claims.kind !== 'handoff' || !claims.app || !claims.redirect_uri)
      throw Errors.handoffNotValid();
    if (this.expired(claims) || this.notYetValid(claims)) throw Errors.handoffNotValid();
    await this.ends.check(claims);
    if (
      verifier === undefined ||
      claims.code_challenge === undefined ||
      !verifierMatches(verifier, claims.code_challenge)
    )
      throw Errors.handoffNotThisBrowser();
    if (!(await this.grants.useCode(claims.jti, claims.exp * 1000))) {
      await this.revoke(claims, 'code_reuse');
      throw Errors.handoffNotValid();
    }
    const access = await this.issueAccess({
      ...common(claims),
      kind: claims.grants ?? 'login',
    });
    return { claims, ...access };
  }

  /**
   * Spends a code (checking PKCE) or rotates a refresh token, and answers a new access and refresh
   * token (and an id_token when the grant has the `openid` scope). The caller has already
   * authenticated the client. Reuse revokes the family.
   */
  async redeem(
    grant: GrantClaims,
    codeVerifier?: string,
    idToken: IdTokenOptions = { alg: 'RS256' },
  ): Promise<TokenAnswer> {
    const refreshJti = randomId();
    const signIn = this.signIn(grant, grant.grants ?? 'login', this.pairExpiry());
    // Before rotation: a stolen bound refresh token, refused, must not spend the owner's.
    if (grant.cnf && grant.cnf.jkt !== idToken.jkt) throw Errors.refreshTokenBoundToKey();
    if (grant.kind === 'code') {
      checkPkce(grant, codeVerifier);
      if (!(await this.grants.useCode(grant.jti, grant.exp * 1000))) {
        await this.revoke(grant, 'code_reuse');
        throw Errors.codeOrSecret();
      }
      await this.grants.startFamily(signIn, refreshJti);
    } else if (!(await this.grants.rotateRefresh(signIn, grant.jti, refreshJti))) {
      await this.revoke(grant, 'refresh_reuse');
      throw Errors.codeOrSecret();
    }
    return this.issuePair(
      { ...common(grant), kind: grant.grants ?? 'login' },
      refreshJti,
      idToken,
      grant.nonce,
    );
  }

  /**
   * A new sign-in's first pair (and id_token) straight from its grant, with no code between: the
   * device flow, whose device code is the single-use step (RFC 8628).
   */
  async startSignIn(grant: Grant, idToken: IdTokenOptions): Promise<TokenAnswer> {
    const refreshJti = randomId();
    await this.grants.startFamily(this.signIn(grant, grant.kind, this.pairExpiry()), refreshJti);
    return this.issuePair(grant, refreshJti, idToken);
  }

  /** Revokes the token's whole family for good, recording why. Idempotent. */
  revoke(claims: TokenClaims, reason: RevokeReason): Promise<void> {
    return this.ends.endSignIn(claims.fam, claims.sub, claims.app, reason);
  }

  /**
   * Forgets what no token can need any more: spent challenges and codes, sign-ins whose last token
   * expired, and revocations whose every guarded token has expired (plus a margin for clocks that
   * differ between instances). A revocation lasts as long as the tokens it guards, whatever the
   * lifetimes are configured to later (issue 37 §3).
   */
  purge(): Promise<void> {
    const now = this.clock.now();
    return this.grants.purgeExpired(now, now - CLOCK_SKEW_SECONDS * 1000);
  }

  /** The sign-in a token of `grant` is issued for, used now, its newest token expiring at `exp` (s). */
  private signIn(
    grant: Pick<Grant, 'fam' | 'sub' | 'app' | 'auth_time' | 'authorization_details'>,
    kind: Grant['kind'],
    exp: number,
  ): SignIn {
    const now = this.clock.now();
    const granted = postingLimitsOf(grant.authorization_details);
    return {
      family: grant.fam,
      username: grant.sub,
      app: grant.app,
      kind,
      startedAt: grant.auth_time !== undefined ? grant.auth_time * 1000 : now,
      usedAt: now,
      expiresAt: exp * 1000,
      ...(granted ? { granted } : {}),
    };
  }

  /** When a new pair's newest token expires (s): the refresh token, or the access token when it lives longer. */
  private pairExpiry(): number {
    return Math.floor(this.clock.now() / 1000) + Math.max(this.policy.refresh, this.policy.access);
  }

  /** The answer of the token endpoint: the pair, and the id_token of an OpenID Connect sign-in (nonce from its code only). */
  private async issuePair(
    grant: Grant,
    refreshJti: string,
    options: IdTokenOptions,
    nonce?: string,
  ): Promise<TokenAnswer> {
    const bound = options.jkt !== undefined ? { cnf: { jkt: options.jkt } } : {};
    const access = await this.issue({ ...common(grant), kind: grant.kind, ...bound });
    // RFC 9449 §5: a public client's refresh token is bound too; a confidential client's is not.
    const publicClient = options.publicClient ? { public_client: true, ...bound } : {};
    const refresh = await this.issue(
      { ...common(grant), kind: 'refresh', grants: grant.kind, ...publicClient },
      refreshJti,
    );
    const answer: TokenAnswer = {
      access_token: access.token,
      refresh_token: refresh.token,
      expires_in: this.policy.access,
      username: grant.sub,
      ...(options.jkt !== undefined ? { token_type: 'DPoP' as const } : {}),
    };
    if (grant.authorization_details) answer.authorization_details = grant.authorization_details;
    if (grant.oidc?.includes('openid')) answer.id_token = await this.idToken(grant, options, nonce);
    return answer;
  }

  private idToken(
    grant: Grant,
    options: IdTokenOptions,
    nonce: string | undefined,
  ): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    const claims: IdTokenClaims = {
      iss: this.issuer,
      sub: grant.sub,
      aud: grant.app,
      exp: iat + this.policy.idToken,
      iat,
      auth_time: grant.auth_time ?? iat,
      ...definedOf(grant, AUTHENTICATION_CLAIMS),
      sid: grant.fam,
      ...(nonce !== undefined ? { nonce } : {}),
      ...(grant.oidc?.includes('profile') && options.profile ? options.profile : {}),
    };
    return this.signer.signIdToken(claims, options.alg);
  }

  private async issue(
    request: Omit<TokenClaims, 'jti' | 'iat' | 'exp'>,
    jti = randomId(),
  ): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(this.clock.now() / 1000);
    const claims: TokenClaims = { ...request, jti, iat, exp: iat + this.lifetimeOf(request.kind) };
    return { token: await this.signer.sign(claims), claims };
  }

  private lifetimeOf(kind: TokenKind): number {
    if (kind === 'code') return this.policy.code;
    if (kind === 'handoff') return this.policy.handoff;
    if (kind === 'refresh') return this.policy.refresh;
    return this.policy.access;
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

  /**
   * Past `exp`, or past the lifetime the policy gives its kind today: a lifetime shortened in
   * configuration shortens tokens already issued, so that a revocation need only be kept for the
   * longest lifetime (`purge`).
   */
  private expired(claims: TokenClaims): boolean {
    const end = Math.min(claims.exp, claims.iat + this.lifetimeOf(claims.kind));
    return end * 1000 <= this.clock.now();
  }

  private notYetValid(claims: TokenClaims): boolean {
    return claims.nbf !== undefined && claims.nbf * 1000 > this.clock.now();
  }
}

/** How far instances' clocks may disagree, in seconds: revocations are kept this much longer. */
const CLOCK_SKEW_SECONDS = 3600;

/** The claims every token of a family carries, OpenID Connect's included. */
function common<
  T extends Pick<
    TokenClaims,
    | 'sub'
    | 'scope'
    | 'fam'
    | 'oidc'
    | 'auth_time'
    | 'authorization_details'
    | keyof AuthenticationClaims
  > & { app: string },
>(grant: T) {
  const openId = grant.oidc?.length
    ? { oidc: grant.oidc, ...definedOf(grant, ['auth_time', ...AUTHENTICATION_CLAIMS]) }
    : {};
  const limits = grant.authorization_details
    ? { authorization_details: grant.authorization_details }
    : {};
  return {
    sub: grant.sub,
    app: grant.app,
    scope: grant.scope,
    fam: grant.fam,
    ...openId,
    ...limits,
  };
}

/** `names` of `from` that are set. */
function definedOf<T extends object, K extends keyof T>(from: T, names: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const name of names) if (from[name] !== undefined) picked[name] = from[name];
  return picked;
}

function checkPkce(code: TokenClaims, verifier: string | undefined): void {
  if (code.code_challenge === undefined) {
    if (verifier !== undefined) throw Errors.verifierWithoutChallenge();
    return;
  }
  if (verifier === undefined || !verifierMatches(verifier, code.code_challenge))
    throw Errors.verifierMismatch();
}
