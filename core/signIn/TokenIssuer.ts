import { randomId } from '../shared/crypto';
import type { Grant } from '../tokens/grant';
import {
  AUTHENTICATION_CLAIMS,
  VERIFIED_AMR,
  type AuthenticationClaims,
  type IdTokenAlg,
  type IdTokenClaims,
  type ProfileClaims,
} from '../tokens/openId';
import type { PostingLimits } from '../limits/postingLimits';
import type { ResponseMode } from '../tokens/redirectResponse';
import { lifetimeOf, type TokenPolicy } from '../tokens/tokenPolicy';
import type { TokenClaims } from '../tokens/tokens';
import type { Clock } from '../ports/Clock';
import type { TokenSigner } from '../ports/TokenSigner';

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

/**
 * Mints the service's tokens under one TokenPolicy: each kind's lifetime, the claims every token
 * of a sign-in shares, and the id_token of an OpenID Connect sign-in (iss, sub, aud, auth_time of
 * the signature, the code's nonce, `profile` claims when asked), which no endpoint accepts as a
 * token. It stores nothing: SignInLifeCycle records what it mints.
 */
export class TokenIssuer {
  constructor(
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    readonly policy: TokenPolicy,
    /** The OpenID Connect issuer (BASE_URL): `iss` of every id_token. */
    readonly issuer: string,
  ) {}

  /** A token of `request`'s kind, living the policy's lifetime for it. */
  async mint(
    request: Omit<TokenClaims, 'jti' | 'iat' | 'exp'>,
    jti = randomId(),
  ): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(this.clock.now() / 1000);
    const exp = iat + lifetimeOf(this.policy, request.kind);
    const claims: TokenClaims = { ...request, jti, iat, exp };
    return { token: await this.signer.sign(claims), claims };
  }

  /** The answer of the token endpoint: the pair, and the id_token of an OpenID Connect sign-in (nonce from its code only). */
  async pair(
    grant: Grant,
    refreshJti: string,
    options: IdTokenOptions,
    nonce?: string,
  ): Promise<TokenAnswer> {
    const bound = options.jkt !== undefined ? { cnf: { jkt: options.jkt } } : {};
    const access = await this.mint({ ...sharedClaims(grant), kind: grant.kind, ...bound });
    // RFC 9449 §5: a public client's refresh token is bound too; a confidential client's is not.
    const publicClient = options.publicClient ? { public_client: true, ...bound } : {};
    const refresh = await this.mint(
      { ...sharedClaims(grant), kind: 'refresh', grants: grant.kind, ...publicClient },
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

  /** When a new pair's newest token expires (s): the refresh token, or the access token when it lives longer. */
  pairExpiry(): number {
    return Math.floor(this.clock.now() / 1000) + Math.max(this.policy.refresh, this.policy.access);
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
      amr: [...VERIFIED_AMR],
      ...definedOf(grant, AUTHENTICATION_CLAIMS),
      sid: grant.fam,
      ...(nonce !== undefined ? { nonce } : {}),
      ...(grant.oidc?.includes('profile') && options.profile ? options.profile : {}),
    };
    return this.signer.signIdToken(claims, options.alg);
  }
}

/** The claims every token of a sign-in carries, OpenID Connect's included. */
export function sharedClaims<
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

/** The binding of a handoff (core/signIn/tokenHandoff.ts): where and how its access token goes. */
export interface HandoffBinding {
  redirectUri: string;
  codeChallenge: string;
  responseMode: ResponseMode;
  state?: string;
}
