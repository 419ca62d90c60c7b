import { secretMatches, type AppProfile } from '../apps/app';
import { Errors, UnauthorizedClient } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import type { TokenChecks } from './TokenChecks';

/** How the client authenticated (RFC 6749 §2.3.1; `none` is a public client, which must use PKCE). */
export type ClientCredentials =
  | { method: 'client_secret_basic' | 'client_secret_post'; clientId?: string; secret: string }
  | { method: 'none'; clientId: string };

/**
 * Client authentication wherever a client presents credentials (the token, revocation and
 * introspection endpoints): the client is a registered app (its client_id, else the app the
 * presented token names), and it authenticates as its profile says — with a secret whose SHA-256
 * matches (constant time), or with none only when the profile declares
 * `token_endpoint_auth_method: "none"`. Anything else is invalid_client: an unknown client in
 * general words; a missing and a wrong secret each said as such (issue 57 §8), so that the
 * developer knows which to fix (neither says anything of the secret itself).
 */
export class ClientAuthenticator {
  constructor(
    private readonly checks: TokenChecks,
    private readonly apps: AppLoader,
  ) {}

  async authenticate(
    client: ClientCredentials,
    presented?: string,
    requestId?: string,
  ): Promise<AppProfile> {
    const clientId =
      client.clientId ??
      (presented === undefined ? undefined : await this.checks.appNamedBy(presented, requestId));
    if (clientId === undefined) throw Errors.clientAuthFailed();
    const app = await this.apps.app(clientId).catch((error: unknown) => {
      throw error instanceof UnauthorizedClient ? Errors.clientAuthFailed() : error;
    });
    if (client.method === 'none') {
      if (!app.publicClient) throw Errors.clientSecretMissing(clientId);
    } else if (!secretMatches(app, client.secret)) throw Errors.clientSecretWrong(clientId);
    return app;
  }
}
