import { grantsAlone, keyMeetsAnyRole } from '../domain/account';
import { randomId } from '../domain/crypto';
import { openIdScopesOf } from '../domain/openId';
import { isRegisteredRedirect } from '../domain/redirectUri';
import { withParams } from '../domain/redirectResponse';
import { asksForPosting, grantFor, wantsCode } from '../domain/scope';
import {
  grantEnded,
  tightenLimits,
  type LimitChoice,
  type PostingLimits,
} from '../domain/grantLimits';
import type { AppProfile } from '../domain/app';
import type { Grant } from '../domain/grant';
import { Errors } from '../errors';
import type { ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import type { AppLoader } from './AppLoader';
import type { TokenService } from './TokenService';

/** A signed challenge and what it asks for: what every way of signing in proves (this page, /device). */
export interface SignedRequest {
  challenge: string;
  /** Hex compact signature of sha256(challenge). */
  signature: string;
  clientId: string;
  /** As sent: `login`, `posting`, `vote,comment`, `offline`... */
  scope: string[];
  /** RFC 9396 authorization_details of type hive_posting (issue 24), validated at the edge. */
  limits?: PostingLimits;
  /** What the user set on the consent page: applied only to lower `limits` (issue 24 §3). */
  limitChoice?: LimitChoice;
}

export interface AuthorizeInput extends SignedRequest {
  redirectUri: string;
  responseType: 'code' | 'token';
  state?: string;
  codeChallenge?: string;
  responseMode?: 'query' | 'fragment';
  /** OpenID Connect: echoed in the id_token. */
  nonce?: string;
}

export interface AuthorizeAnswer {
  redirect_to: string;
  username: string;
}

/**
 * Step 2 of sign-in. Enforces:
 * - the challenge is known, unexpired, unused (taken on first use, even when sign-in then fails) and for this app;
 * - a key of the user's posting, active or owner authority signed it, alone meeting the threshold;
 * - `redirect_uri` is exactly one the app registered;
 * - a posting scope needs the user's posting grant to the app;
 * - limits (RFC 9396 hive_posting, issue 24) narrow the scope to the intersection and travel with
 *   every token of the grant; an expires_at already past is refused;
 * - `offline` or response_type=code → a code (HiveSigner's code flow), else an access token;
 * - with `openid`, the code carries the nonce and the time of the signature (auth_time: every sign-in
 *   is a fresh signature, so prompt=login and max_age are met by construction);
 * - the answer names the issuer, `iss` (RFC 9207).
 */
export class AuthorizeUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly chain: ChainClient,
    private readonly grants: GrantStore,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  async execute(input: AuthorizeInput): Promise<AuthorizeAnswer> {
    const grant = await this.signedGrant(input, (app) => {
      if (!isRegisteredRedirect(app, input.redirectUri))
        throw Errors.redirectNotRegistered(app.username);
    });
    const username = grant.sub;
    const params: Record<string, string> = {};
    if (wantsCode(input.scope, input.responseType)) {
      params.code = await this.tokens.issueCode(grant, {
        redirectUri: input.redirectUri,
        codeChallenge: input.codeChallenge,
        nonce: input.nonce,
      });
    } else {
      const access = await this.tokens.issueAccess(grant);
      params.access_token = access.token;
      params.expires_in = String(access.expiresIn);
    }
    params.username = username;
    if (input.state !== undefined) params.state = input.state;
    params.iss = this.issuer;
    return {
      redirect_to: withParams(input.redirectUri, params, input.responseMode ?? 'query'),
      username,
    };
  }

  /**
   * The grant a signed challenge earns (every check above but the redirect's): `checkApp` judges
   * the app once it is loaded, before the signature is looked at.
   */
  async signedGrant(
    input: SignedRequest,
    checkApp: (app: AppProfile) => void = () => {},
  ): Promise<Grant> {
    const challenge = await this.grants.takeChallenge(input.challenge);
    if (
      !challenge ||
      challenge.expiresAt <= this.clock.now() ||
      challenge.clientId !== input.clientId
    ) {
      throw Errors.challengeNotValid();
    }
    const username = challenge.username;
    const accounts = await this.apps.accounts([username, input.clientId]);
    const user = accounts.get(username);
    if (!user) throw Errors.accountNotLoaded(username);
    const app = await this.apps.app(input.clientId, accounts.get(input.clientId));
    checkApp(app);
    const key = this.chain.recoverPublicKey(input.challenge, input.signature);
    if (!key || !keyMeetsAnyRole(user, key)) throw Errors.signatureNotFromAccount(username);

    // A choice lowers a posting grant; it never turns a sign-in into one.
    const lowers = input.limitChoice && (input.limits || asksForPosting(input.scope));
    const limits = lowers ? tightenLimits(input.limits, input.limitChoice!) : input.limits;
    const granted = grantFor(input.scope, limits);
    if (grantEnded(limits, this.clock.now()))
      throw Errors.limitsExpireInThePast(limits!.expires_at!);
    if (granted.kind === 'posting' && !grantsAlone(user.posting, app.username)) {
      throw Errors.postingNotGrantedAtSignIn(username, app.username);
    }
    const oidc = openIdScopesOf(input.scope);
    const openId = oidc.length ? { oidc, auth_time: Math.floor(this.clock.now() / 1000) } : {};
    return { ...granted, sub: username, app: app.username, fam: randomId(), ...openId };
  }
}
