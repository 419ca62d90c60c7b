import { ACCESS_KINDS } from '../tokens/tokens';
import { profileClaims, type ProfileClaims } from '../tokens/openId';
import { tokenOf, type PresentedToken } from '../tokens/dpop';
import { Errors, InvalidGrant } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import type { TokenChecks } from './TokenChecks';

/** The userinfo answer: `sub`, and the `profile` claims when the sign-in asked for them. */
export type UserInfo = { sub: string } & Partial<ProfileClaims>;

/**
 * OpenID Connect userinfo. Enforces: a live access token (any problem is RFC 6750's invalid_token,
 * with the catalogue's words), issued for the `openid` scope (else insufficient_scope); the profile
 * claims are read from the chain at each call. An id_token is no access token (the signer never
 * verifies one).
 */
export class UserInfoUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly apps: AppLoader,
  ) {}

  async execute(token: PresentedToken | undefined, requestId?: string): Promise<UserInfo> {
    if (!tokenOf(token)) throw Errors.bearerMissing();
    const claims = await this.checks
      .authenticate(token, ACCESS_KINDS, requestId)
      .catch((error: unknown) => {
        throw error instanceof InvalidGrant ? Errors.bearerNotValid(error.description) : error;
      });
    if (!claims.oidc?.includes('openid')) throw Errors.notAnOpenIdToken();
    if (!claims.oidc.includes('profile')) return { sub: claims.sub };
    const account = await this.apps.account(claims.sub);
    if (!account) throw Errors.bearerNotValid(Errors.accountGone(claims.sub).description);
    return { sub: claims.sub, ...profileClaims(account) };
  }
}
