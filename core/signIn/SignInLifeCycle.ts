import { randomId } from '../shared/crypto';
import { POSTING_SCOPE } from '../operations/operations';
import type { Grant } from '../tokens/grant';
import {
  asChoice,
  limitsInForce,
  postingLimitsOf,
  type LimitChoice,
} from '../limits/postingLimits';
import type { LimitChoices } from '../ports/LimitChoices';
import { verifierMatches } from './pkce';
import type { TokenPolicy } from '../tokens/tokenPolicy';
import type { TokenClaims } from '../tokens/tokens';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { SignInStore, RevokeReason, SignIn } from '../ports/SignInStore';
import type { SignInEnds } from './SignInEnds';
import type { CodeOrRefreshClaims, HandoffClaims, TokenChecks } from './TokenChecks';
import {
  sharedClaims,
  type HandoffBinding,
  type IdTokenOptions,
  type TokenAnswer,
  type TokenIssuer,
} from './TokenIssuer';

/**
 * A sign-in from its first token to its end, recorded in the SignInStore as it goes. Enforces:
 * - PKCE: a code with a challenge needs the matching verifier; a verifier without a challenge is refused;
 * - a code or handoff is spent once, a refresh token rotates; reusing any of them revokes the whole sign-in;
 * - a stolen bound refresh token (RFC 9449 §5), refused, does not spend its owner's;
 * - every token issued is recorded against its sign-in, so that /authorized-apps lists it and
 *   ending it ends them all;
 * - a token answer's authorization_details are the limits in force (issue 57 §7): the grant's
 *   tightened by what the user set at /authorized-apps, by core/limits/postingLimits.ts
 *   limitsInForce, as /api/broadcast enforces them (LimitsUseCase.effective).
 * test/usecases/TokenExchange, OpenIdToken, DPoP and TokenHandoff specs hold each of these.
 */
export class SignInLifeCycle {
  constructor(
    private readonly issuer: TokenIssuer,
    private readonly checks: TokenChecks,
    private readonly signIns: SignInStore,
    /** When a sign-in has ended: revoking one goes through it. */
    readonly ends: SignInEnds,
    private readonly clock: Clock,
    private readonly choices: LimitChoices,
  ) {}

  /** The lifetimes tokens are issued with. */
  get policy(): TokenPolicy {
    return this.issuer.policy;
  }

  /** An access token for the grant: what the implicit flow returns. */
  async issueAccess(grant: Grant): Promise<{ token: string; expiresIn: number }> {
    const { token, claims } = await this.issuer.mint({ ...sharedClaims(grant), kind: grant.kind });
    await this.signIns.recordSignIn(this.signIn(grant, grant.kind, claims.exp));
    return { token, expiresIn: this.issuer.policy.access };
  }

  /** A code for the grant, bound to where it is sent and to the PKCE challenge, if any. */
  async issueCode(
    grant: Grant,
    binding: { redirectUri: string; codeChallenge?: string; nonce?: string },
  ): Promise<string> {
    const { token, claims } = await this.issuer.mint({
      ...sharedClaims(grant),
      kind: 'code',
      grants: grant.kind,
      redirect_uri: binding.redirectUri,
      ...(binding.codeChallenge ? { code_challenge: binding.codeChallenge } : {}),
      ...(binding.nonce !== undefined ? { nonce: binding.nonce } : {}),
    });
    await this.signIns.recordSignIn(this.signIn(grant, grant.kind, claims.exp));
    return token;
  }

  /**
   * A handoff for the grant (the token flow, core/signIn/tokenHandoff.ts): single use, living the
   * policy's `handoff`, bound to where and how its access token is sent and to the S256 challenge
   * of the verifier the signing browser holds. It records no sign-in: its access token will, from
   * the `origin` the handoff carries (where the user signed: a wallet's name and "Firefox on
   * Android", nothing secret, though the handoff travels in its page's URL).
   */
  async issueHandoff(grant: Grant, binding: HandoffBinding): Promise<string> {
    const { token } = await this.issuer.mint({
      ...sharedClaims(grant),
      kind: 'handoff',
      grants: grant.kind,
      redirect_uri: binding.redirectUri,
      code_challenge: binding.codeChallenge,
      response_mode: binding.responseMode,
      ...(binding.state !== undefined ? { state: binding.state } : {}),
      ...(grant.origin ? { origin: grant.origin } : {}),
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
    requestId?: string,
  ): Promise<{ claims: HandoffClaims; token: string; expiresIn: number }> {
    const claims = await this.checks.handoffOf(handoff, requestId);
    if (
      verifier === undefined ||
      claims.code_challenge === undefined ||
      !verifierMatches(verifier, claims.code_challenge)
    )
      throw Errors.handoffNotThisBrowser();
    if (!(await this.signIns.useCode(claims.jti, claims.exp * 1000))) {
      await this.revoke(claims, 'code_reuse', requestId);
      throw Errors.handoffNotValid();
    }
    const access = await this.issueAccess({
      ...sharedClaims(claims),
      kind: claims.grants ?? 'login',
      ...(claims.origin ? { origin: claims.origin } : {}),
    });
    return { claims, ...access };
  }

  /**
   * Spends a code (checking PKCE) or rotates a refresh token, and answers a new access and refresh
   * token (and an id_token when the grant has the `openid` scope). The caller has already
   * authenticated the client. Reuse revokes the sign-in, in the request `requestId`.
   */
  async redeem(
    grant: CodeOrRefreshClaims,
    codeVerifier?: string,
    idToken: IdTokenOptions = { alg: 'RS256' },
    requestId?: string,
  ): Promise<TokenAnswer> {
    const refreshJti = randomId();
    const signIn = this.signIn(grant, grant.grants ?? 'login', this.issuer.pairExpiry());
    // Before rotation: a stolen bound refresh token, refused, must not spend the owner's.
    if (grant.cnf && grant.cnf.jkt !== idToken.jkt) throw Errors.refreshTokenBoundToKey();
    if (grant.kind === 'code') {
      checkPkce(grant, codeVerifier);
      if (
        !(await this.signIns.spendCode(
          { jti: grant.jti, expiresAt: grant.exp * 1000 },
          signIn,
          refreshJti,
        ))
      ) {
        await this.revoke(grant, 'code_reuse', requestId);
        throw Errors.codeOrSecret();
      }
    } else if (!(await this.signIns.rotateRefresh(signIn, grant.jti, refreshJti))) {
      await this.revoke(grant, 'refresh_reuse', requestId);
      throw Errors.codeOrSecret();
    }
    const answer = await this.issuer.pair(
      { ...sharedClaims(grant), kind: grant.grants ?? 'login' },
      refreshJti,
      idToken,
      grant.nonce,
    );
    return this.sayLimitsInForce(answer, grant, grant.grants ?? 'login');
  }

  /**
   * The answer with the limits in force on the sign-in, when some are: the tokens keep the grant's
   * own (every broadcast tightens them again with what the user set then).
   */
  private async sayLimitsInForce(
    answer: TokenAnswer,
    grant: Pick<Grant, 'sub' | 'app' | 'authorization_details'>,
    kind: Grant['kind'],
  ): Promise<TokenAnswer> {
    if (kind !== 'posting') return answer;
    const set = await this.choices.find(grant.sub, grant.app);
    const limits = limitsInForce(postingLimitsOf(grant.authorization_details), set);
    if (limits) answer.authorization_details = [limits];
    return answer;
  }

  /**
   * What the user set on the grant's app at /authorized-apps, as it binds this posting grant (its
   * own limits tightened by it), when they set any: the page says so after the signature, before
   * it goes on to the app (issue 57 §7). Never before: the challenge answers anyone, and what a
   * user set is theirs to see. Undefined for a login, or when they set nothing.
   */
  async limitsSetOn(
    grant: Pick<Grant, 'sub' | 'app' | 'kind' | 'authorization_details'>,
  ): Promise<LimitChoice | undefined> {
    if (grant.kind !== 'posting') return undefined;
    const set = await this.choices.find(grant.sub, grant.app);
    if (!set || Object.keys(set).length === 0) return undefined;
    const inForce = limitsInForce(postingLimitsOf(grant.authorization_details), set);
    return inForce && asChoice(inForce);
  }

  /**
   * A new sign-in's first pair (and id_token) straight from its grant, with no code between: the
   * device flow, whose device code is the single-use step (RFC 8628).
   */
  async startSignIn(grant: Grant, idToken: IdTokenOptions): Promise<TokenAnswer> {
    const refreshJti = randomId();
    const signIn = this.signIn(grant, grant.kind, this.issuer.pairExpiry());
    await this.signIns.startRefresh(signIn, refreshJti);
    return this.sayLimitsInForce(
      await this.issuer.pair(grant, refreshJti, idToken),
      grant,
      grant.kind,
    );
  }

  /** Revokes the token's whole sign-in for good, recording why (and in which request). Idempotent. */
  revoke(claims: TokenClaims, reason: RevokeReason, requestId?: string): Promise<void> {
    return this.ends.endSignIn(claims.fam, claims.sub, claims.app, reason, { requestId });
  }

  /**
   * Forgets what no token can need any more: spent challenges and codes, sign-ins whose last token
   * expired, and revocations whose every guarded token has expired (plus a margin for clocks that
   * differ between instances). A revocation lasts as long as the tokens it guards, whatever the
   * lifetimes are configured to later (issue 37 §3).
   */
  purge(): Promise<void> {
    const now = this.clock.now();
    return this.signIns.purgeExpired(now, now - CLOCK_SKEW_SECONDS * 1000);
  }

  /** The sign-in a token of `grant` is issued for, used now, its newest token expiring at `exp` (s). */
  private signIn(
    grant: Pick<
      Grant,
      'fam' | 'sub' | 'app' | 'scope' | 'auth_time' | 'authorization_details' | 'origin'
    >,
    kind: Grant['kind'],
    exp: number,
  ): SignIn {
    const now = this.clock.now();
    const granted = postingLimitsOf(grant.authorization_details);
    const { origin } = grant;
    return {
      sid: grant.fam,
      username: grant.sub,
      app: grant.app,
      kind,
      startedAt: grant.auth_time !== undefined ? grant.auth_time * 1000 : now,
      usedAt: now,
      expiresAt: exp * 1000,
      ...(granted ? { granted } : {}),
      scope: kind === 'posting' ? grant.scope.filter((s) => POSTING_SCOPE.includes(s)) : [],
      ...(origin ? { wallet: origin.wallet } : {}),
      ...(origin?.device ? { device: origin.device } : {}),
    };
  }
}

/** How far instances' clocks may disagree, in seconds: revocations are kept this much longer. */
const CLOCK_SKEW_SECONDS = 3600;

function checkPkce(code: TokenClaims, verifier: string | undefined): void {
  if (code.code_challenge === undefined) {
    if (verifier !== undefined) throw Errors.verifierWithoutChallenge();
    return;
  }
  if (verifier === undefined || !verifierMatches(verifier, code.code_challenge))
    throw Errors.verifierMismatch();
}
