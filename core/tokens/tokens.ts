import type { Confirmation } from './dpop';
import type { PostingLimits } from '../limits/postingLimits';
import type { AuthenticationClaims } from './openId';
import type { ResponseMode } from './redirectResponse';

/**
 * The kinds of signed token the service issues. Each has its own JWT `typ`. A `handoff` carries a
 * token-flow sign-in from the consent page to the navigation that delivers its access token
 * (core/signIn/tokenHandoff.ts); nothing but that page takes it.
 */
export type TokenKind = 'login' | 'posting' | 'code' | 'refresh' | 'handoff';

export const TOKEN_KINDS: readonly TokenKind[] = ['login', 'posting', 'code', 'refresh', 'handoff'];

/** What a token says. Times are in seconds since the epoch, as JWT has them. */
export interface TokenClaims extends Partial<AuthenticationClaims> {
  kind: TokenKind;
  /** The Hive username the token is for. */
  sub: string;
  /** The app (client_id) the token was made for; absent for a login token that names no app. */
  app?: string;
  /** `["login"]` for login tokens; otherwise the operations /api/broadcast accepts. */
  scope: string[];
  /**
   * The sign-in's id (`sid`, as id_tokens and logout name it): every token of one sign-in shares
   * it, so revoking the sign-in revokes them all. `fam` on the wire: every release's tokens carry it.
   */
  fam: string;
  jti: string;
  iat: number;
  exp: number;
  /** Not before (RFC 7519 §4.1.5): a token presented earlier is refused. Ours never set it; a token that has it is judged by it. */
  nbf?: number;
  /** Code and handoff only: where the answer is sent, and the PKCE challenge it carries. */
  redirect_uri?: string;
  code_challenge?: string;
  /** Code and handoff only: the kind of access token they are exchanged for. */
  grants?: 'login' | 'posting';
  /** Handoff only: the app's `state`, and where the access token goes in `redirect_uri`. */
  state?: string;
  response_mode?: ResponseMode;
  /** OpenID Connect: the OpenID scopes the sign-in asked for (`openid`, `profile`, `offline_access`). */
  oidc?: string[];
  /** OpenID Connect, code only: the authorization request's `nonce`, echoed in the id_token. */
  nonce?: string;
  /**
   * OpenID Connect: when the user signed (seconds since the epoch), and how (AuthenticationClaims:
   * hive_wallet, hive_key_role); kept through refreshes for the id_token.
   */
  auth_time?: number;
  /**
   * RFC 9396 (issue 24): the limits the user put on a posting grant, as granted; every token of the
   * sign-in carries them (codes, refresh and access tokens), so every instance enforces them alike.
   */
  authorization_details?: PostingLimits[];
  /** Refresh only: issued to a client that used no secret (PKCE); only such a token refreshes without one. */
  public_client?: boolean;
  /**
   * RFC 9449 §6: the DPoP key the token is bound to. An access token with it is accepted only
   * with a proof by that key; a refresh token (a public client's) refreshes only with one.
   */
  cnf?: Confirmation;
}

/** The kinds presented as access tokens (to /api/me, /api/broadcast, revoke). */
export const ACCESS_KINDS: readonly TokenKind[] = ['login', 'posting'];
