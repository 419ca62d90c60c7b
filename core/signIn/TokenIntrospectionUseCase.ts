import { ACCESS_KINDS } from '../tokens/tokens';
import { Errors } from '../errors';
import type { ClientAuthenticator, ClientCredentials } from './ClientAuthenticator';
import type { TokenChecks } from './TokenChecks';
import type { InRequest } from '../shared/inRequest';
import { scopeStatement } from './scope';

export interface TokenIntrospectionInput extends InRequest {
  token: string;
  tokenTypeHint?: string;
  client: ClientCredentials;
}

/** RFC 7662 §2.2: `{ active: false }`, or what an active token is. */
export type IntrospectionAnswer =
  | { active: false }
  | {
      active: true;
      iss: string;
      sub: string;
      username: string;
      client_id: string;
      /** scopeStatement: its OpenID scopes and what it may broadcast, space-separated (RFC 6749 §3.3). */
      scope: string;
      exp: number;
      iat: number;
      /** `Bearer` for an access token (`DPoP` when bound, RFC 9449 §6.2), `refresh_token` for a refresh token. */
      token_type: 'Bearer' | 'DPoP' | 'refresh_token';
      /** The DPoP key a bound token is bound to (RFC 9449 §6.2). */
      cnf?: { jkt: string };
    };

/**
 * RFC 7662 token introspection (POST /api/oauth2/introspect), for an app's servers:
 * - the client must authenticate with its secret: a public client has none to prove who asks, so
 *   it is refused (invalid_client);
 * - an access or refresh token this service signed for that client, still good (not expired,
 *   its sign-in not ended), is active, with its user, scope and times, and for a DPoP-bound one
 *   its `cnf` (RFC 9449 §6.2);
 * - anything else — another client's token, a code, unknown, expired, revoked — is
 *   `{ active: false }` and nothing more, so an app learns nothing of other apps' tokens.
 * test/usecases/TokenIntrospection.spec.ts holds each of these.
 */
export class TokenIntrospectionUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly issuer: string,
    private readonly clients: ClientAuthenticator,
  ) {}

  async execute(input: TokenIntrospectionInput): Promise<IntrospectionAnswer> {
    if (input.client.method === 'none') throw Errors.introspectionNeedsSecret();
    const app = await this.clients.authenticate(input.client, input.token, input.requestId);
    const claims = await this.checks.live(input.token, input.requestId);
    const access = claims !== undefined && ACCESS_KINDS.includes(claims.kind);
    if (!claims || claims.app !== app.username || (!access && claims.kind !== 'refresh'))
      return { active: false };
    return {
      active: true,
      iss: this.issuer,
      sub: claims.sub,
      username: claims.sub,
      client_id: app.username,
      scope: scopeStatement(claims),
      exp: claims.exp,
      iat: claims.iat,
      token_type: !access ? 'refresh_token' : claims.cnf ? 'DPoP' : 'Bearer',
      ...(claims.cnf ? { cnf: { jkt: claims.cnf.jkt } } : {}),
    };
  }
}
