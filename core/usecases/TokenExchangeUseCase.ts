import { constantTimeEqual, randomId, sha256Base64Url, sha256Hex } from '../domain/crypto';
import type { TokenClaims } from '../domain/tokens';
import { InvalidGrant, UnauthorizedClient } from '../errors';
import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import type { TokenSigner } from '../ports/TokenSigner';
import type { AppLoader } from './AppLoader';
import type { TokenIssuer } from './TokenIssuer';

export interface TokenExchangeInput {
  /** A code or a refresh token (the endpoint takes either). */
  grant: string;
  clientSecret: string;
  codeVerifier?: string;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  username: string;
}

/**
 * /api/oauth2/token. Enforces, in this order (so a wrong secret never spends a code):
 * - the value is a valid, unexpired, unrevoked code or refresh token, else "The token has invalid role";
 * - the app's profile loads and sha256(client_secret) matches its secret hash (constant time), else
 *   "The code or secret is not valid" — a profile that does not load refuses, never passes;
 * - PKCE: a code with a challenge needs the matching verifier; a verifier without a challenge is refused;
 * - a code is used once; a refresh token once (rotation). Reuse of either revokes the whole family.
 */
export class TokenExchangeUseCase {
  constructor(
    private readonly signer: TokenSigner,
    private readonly apps: AppLoader,
    private readonly grants: GrantStore,
    private readonly issuer: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: TokenExchangeInput): Promise<TokenAnswer> {
    const claims = await this.signer.verify(input.grant);
    if (!claims || (claims.kind !== 'code' && claims.kind !== 'refresh') || !claims.app) throw InvalidGrant.wrongRole();
    if (claims.exp * 1000 <= this.clock.now() || (await this.grants.isRevoked(claims.fam))) {
      throw InvalidGrant.wrongRole();
    }
    const app = await this.apps.app(claims.app).catch((error: unknown) => {
      throw error instanceof UnauthorizedClient ? InvalidGrant.codeOrSecret() : error;
    });
    if (!constantTimeEqual(sha256Hex(input.clientSecret), app.secretHash)) throw InvalidGrant.codeOrSecret();

    const refreshJti = randomId();
    if (claims.kind === 'code') {
      this.checkPkce(claims, input.codeVerifier);
      if (!(await this.grants.useCode(claims.jti, claims.exp * 1000))) {
        await this.revoke(claims, 'code_reuse');
        throw InvalidGrant.codeOrSecret();
      }
      await this.grants.startFamily(claims.fam, refreshJti);
    } else if (!(await this.grants.rotateRefresh(claims.fam, claims.jti, refreshJti))) {
      await this.revoke(claims, 'refresh_reuse');
      throw InvalidGrant.codeOrSecret();
    }
    return this.issuePair(claims, refreshJti);
  }

  private checkPkce(code: TokenClaims, verifier: string | undefined): void {
    if (code.code_challenge === undefined) {
      if (verifier !== undefined) throw new InvalidGrant('A code_verifier was sent for a code issued without code_challenge');
      return;
    }
    if (verifier === undefined || !constantTimeEqual(sha256Base64Url(verifier), code.code_challenge)) {
      throw new InvalidGrant('The code_verifier does not match the code_challenge');
    }
  }

  private async issuePair(grant: TokenClaims, refreshJti: string): Promise<TokenAnswer> {
    const kind = grant.grants ?? 'login';
    const common = { sub: grant.sub, app: grant.app, scope: grant.scope, fam: grant.fam };
    const access = await this.issuer.issue({ ...common, kind });
    const refresh = await this.signer.sign({
      ...common,
      kind: 'refresh',
      grants: kind,
      jti: refreshJti,
      iat: access.claims.iat,
      exp: access.claims.iat + this.issuer.lifetimeOf('refresh'),
    });
    return {
      access_token: access.token,
      refresh_token: refresh,
      expires_in: this.issuer.lifetimeOf(kind),
      username: grant.sub,
    };
  }

  private revoke(grant: TokenClaims, reason: 'code_reuse' | 'refresh_reuse'): Promise<void> {
    return this.grants.revokeFamily({ family: grant.fam, reason, username: grant.sub, app: grant.app, at: this.clock.now() });
  }
}
