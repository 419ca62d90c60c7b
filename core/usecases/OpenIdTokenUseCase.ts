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
 * in this order — the client first, so a wrong secret answers invalid_client whatever the grant
 * (issue 22 §5), and never spends a code:
 * - the client is a registered app (its client_id, else the app the token names), else invalid_client;
 * - it authenticates as its profile says: with a secret whose SHA-256 matches (constant time), or,
 *   only when the profile declares `token_endpoint_auth_method: "none"` (a public client), with
 *   none — any other app was issued a secret and must use it (RFC 6749 §4.1.3);
 * - the value is a live grant of the kind grant_type names, else "The token has invalid role";
 * - the grant was issued to this client (invalid_grant);
 * - a public client's code carries a PKCE challenge, its refresh token was issued to it as public;
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
    const { client } = input;
    const clientId = client.clientId ?? (await this.tokens.appNamedBy(input.grant));
    if (clientId === undefined) throw Errors.clientAuthFailed();
    const app = await this.apps.app(clientId).catch((error: unknown) => {
      throw error instanceof UnauthorizedClient ? Errors.clientAuthFailed() : error;
    });
    const authenticated =
      client.method === 'none' ? app.publicClient : secretMatches(app, client.secret);
    if (!authenticated) throw Errors.clientAuthFailed();
    const grant = await this.tokens.grantOf(input.grant);
    if (grant.kind !== (input.grantType === 'authorization_code' ? 'code' : 'refresh'))
      throw Errors.tokenWrongRole();
    if (grant.app !== app.username) throw Errors.grantForAnotherClient();
    if (client.method === 'none') {
      if (grant.kind === 'code' && grant.code_challenge === undefined)
        throw Errors.publicClientWithoutPkce();
      if (grant.kind === 'refresh' && grant.public_client !== true) throw Errors.clientAuthFailed();
    }
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
