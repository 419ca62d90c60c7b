import type { DEVICE_CODE_GRANT_TYPE } from './deviceCode';
import type { DPoPRequest } from '../tokens/dpop';
import { Errors } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import type { ClientAuthenticator, ClientCredentials } from './ClientAuthenticator';
import { idTokenOptions } from './idTokenOptions';
import type { TokenChecks } from './TokenChecks';
import type { SignInLifeCycle } from './SignInLifeCycle';
import type { TokenAnswer } from './TokenIssuer';
import type { InRequest } from '../shared/inRequest';
import type { Grant } from '../tokens/grant';
import { scopeStatement, scopesBeyond } from './scope';

export type { ClientCredentials } from './ClientAuthenticator';

export interface OpenIdTokenInput extends InRequest {
  grantType: 'authorization_code' | 'refresh_token' | typeof DEVICE_CODE_GRANT_TYPE;
  /** The code, the refresh token or the device code (DeviceFlowUseCase answers that one). */
  /** What `grantType` names: the code, the refresh token or the device code. */
  presented: string;
  redirectUri?: string;
  codeVerifier?: string;
  /** A refresh's `scope` (RFC 6749 §6), when it sent one: what it asks to be renewed. */
  scope?: readonly string[];
  client: ClientCredentials;
  /** The request's DPoP proof (RFC 9449 §5), when it sent one. */
  dpop?: DPoPRequest;
}

/**
 * The standard token response: the spec's fields, `token_type`, the id_token of an `openid` grant,
 * and `scope`, which RFC 6749 §5.1 requires whenever it differs from what the client asked for
 * (`posting` is answered as its operations): the statement introspection makes (scopeStatement).
 */
export type OpenIdTokenAnswer = TokenAnswer & { token_type: 'Bearer' | 'DPoP'; scope: string };

/** `answer`, the pair issued for `grant`, in the standard form. */
export function standardAnswer(
  answer: TokenAnswer,
  grant: Pick<Grant, 'scope' | 'oidc'>,
): OpenIdTokenAnswer {
  return { ...answer, token_type: answer.token_type ?? 'Bearer', scope: scopeStatement(grant) };
}

/**
 * /api/oauth2/token in its standard form (a `grant_type`; OpenID Connect clients send it). Enforces,
 * in this order — the client first, so a wrong secret answers invalid_client whatever the grant
 * (issue 22 §5), and never spends a code:
 * - the client authenticates (ClientAuthenticator: a registered app, its secret or, for a public
 *   client, none — any other app was issued a secret and must use it, RFC 6749 §4.1.3);
 * - the value is a live grant of the kind grant_type names, else "The token has invalid role";
 * - the grant was issued to this client (invalid_grant);
 * - a public client's code carries a PKCE challenge, its refresh token was issued to it as public;
 * - a code's redirect_uri is sent and equals the authorization's;
 * - a refresh's `scope`, when sent, names nothing its sign-in did not grant (invalid_scope), and
 *   the pair renews the whole grant: the answer's `scope` says what it holds;
 * - a DPoP proof, when sent, passes DPoPProofs (the tokens are then bound to its key, `token_type: DPoP`);
 * - then SignInLifeCycle.redeem: PKCE, single use, rotation, reuse revokes the sign-in.
 * test/usecases/OpenIdToken.spec.ts holds each of these.
 */
export class OpenIdTokenUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly signInLife: SignInLifeCycle,
    private readonly apps: AppLoader,
    private readonly clients: ClientAuthenticator,
  ) {}

  async execute(input: OpenIdTokenInput): Promise<OpenIdTokenAnswer> {
    const { client } = input;
    const app = await this.clients.authenticate(client, input.presented, input.requestId);
    const grant = await this.checks.codeOrRefreshOf(input.presented, input.requestId);
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
    if (grant.kind === 'refresh' && input.scope) {
      const beyond = scopesBeyond(input.scope, grant);
      if (beyond.length > 0) throw Errors.scopeBeyondSignIn(beyond);
    }
    const jkt = await this.checks.proofKey(input.dpop);
    const options = {
      ...(await idTokenOptions(this.apps, app, grant)),
      publicClient: client.method === 'none',
      ...(jkt !== undefined ? { jkt } : {}),
    };
    const answer = await this.signInLife.redeem(
      grant,
      input.codeVerifier,
      options,
      input.requestId,
    );
    return standardAnswer(answer, grant);
  }
}
