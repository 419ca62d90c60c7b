import { Errors } from '../errors';
import type { ClientAuthenticator, ClientCredentials } from './ClientAuthenticator';
import type { TokenChecks } from './TokenChecks';
import type { SignInLifeCycle } from './SignInLifeCycle';
import type { InRequest } from '../shared/inRequest';

export interface TokenRevocationInput extends InRequest {
  token: string;
  /** `access_token` or `refresh_token`: a hint only (RFC 7009 §2.1); every kind is looked for. */
  tokenTypeHint?: string;
  client: ClientCredentials;
}

/**
 * RFC 7009 token revocation (POST /api/oauth2/revoke), beside the spec's /api/oauth2/token/revoke:
 * - the client authenticates first (ClientAuthenticator; a public client by its client_id);
 * - a token this service signed for that client, whatever its kind, ends its whole sign-in (the
 *   sign-in: access and refresh tokens alike, as a sign-out does), recorded as a sign-out;
 * - a token of another client is refused (invalid_request), nothing revoked;
 * - anything else (unknown, forged, already expired or revoked) answers as a success (§2.2).
 * test/usecases/TokenRevocation.spec.ts holds each of these.
 */
export class TokenRevocationUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly signInLife: SignInLifeCycle,
    private readonly clients: ClientAuthenticator,
  ) {}

  async execute(input: TokenRevocationInput): Promise<void> {
    const app = await this.clients.authenticate(input.client, input.token, input.requestId);
    const claims = await this.checks.claimsOf(input.token, input.requestId);
    if (!claims) return;
    if (claims.app !== app.username) throw Errors.tokenOfAnotherClient();
    await this.signInLife.revoke(claims, 'sign_out', input.requestId);
  }
}
