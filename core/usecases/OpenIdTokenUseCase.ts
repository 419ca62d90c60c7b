import { secretMatches } from '../domain/app';
import { Errors, UnauthorizedClient } from '../errors';
import type { AppLoader } from './AppLoader';
import { idTokenOptions } from './idTokenOptions';
import type { TokenAnswer, TokenService } from './TokenService';

/** How the client authenticated (RFC 6749 §2.3.1; `none` is a public client, which must use PKCE). */
export type ClientCredentials =
  | { method: 'client_secret_basic' | 'client_secret_post'; clientId?: string; secret: string }
  | { method: 'none'; clientId: string };

export interface OpenIdTokenInput {
  grantType: 'authorization_code' | 'refresh_token';
  /** The code or the refresh token. */
  grant: string;
  redirectUri?: string;
  codeVerifier?: string;
  client: ClientCredentials;
}

/** The standard token response: the spec's fields, `token_type`, and the id_token of an `openid` grant. */
export type OpenIdTokenAnswer = TokenAnswer & { token_type: 'Bearer' };

/**
 * /api/oauth2/token in its standard form (a `grant_type`; OpenID Connect clients send it). Enforces,
 * in this order (so a wrong secret never spends a code):
 * - the value is a live grant of the kind grant_type names, else "The token has invalid role";
 * - the client is a registered app (else invalid_client) and authenticates: its secret's SHA-256
 *   matches (constant time), or with none, the code carries a PKCE challenge / the refresh token
 *   was issued to a client without a secret;
 * - the grant was issued to this client (invalid_grant);
 * - a code's redirect_uri is sent and equals the authorization's;
 * - then TokenService.redeem: PKCE, single use, rotation, reuse revokes the family.
 * test/usecases/OpenIdToken.spec.ts holds each of these.
 */
export class OpenIdTokenUseCase {
  constructor(
    private readonly tokens: TokenService,
    private readonly apps: AppLoader,
  ) {}

  async execute(input: OpenIdTokenInput): Promise<OpenIdTokenAnswer> {
    const grant = await this.tokens.grantOf(input.grant);
    if (grant.kind !== (input.grantType === 'authorization_code' ? 'code' : 'refresh'))
      throw Errors.tokenWrongRole();
    const { client } = input;
    const app = await this.apps.app(client.clientId ?? grant.app).catch((error: unknown) => {
      throw error instanceof UnauthorizedClient ? Errors.clientAuthFailed() : error;
    });
    if (client.method !== 'none') {
      if (!secretMatches(app, client.secret)) throw Errors.clientAuthFailed();
    } else if (
      grant.kind === 'code' ? grant.code_challenge === undefined : grant.public_client !== true
    ) {
      throw grant.kind === 'code' ? Errors.publicClientWithoutPkce() : Errors.clientAuthFailed();
    }
    if (grant.app !== app.username) throw Errors.grantForAnotherClient();
    if (grant.kind === 'code') {
      if (input.redirectUri === undefined) throw Errors.redirectUriMissing();
      if (input.redirectUri !== grant.redirect_uri) throw Errors.redirectUriMismatch();
    }
    const options = {
      ...(await idTokenOptions(this.apps, app, grant)),
      publicClient: client.method === 'none',
    };
    return {
      ...(await this.tokens.redeem(grant, input.codeVerifier, options)),
      token_type: 'Bearer',
    };
  }
}
