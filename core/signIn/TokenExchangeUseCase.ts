import { secretMatches } from '../apps/app';
import type { DPoPRequest } from '../tokens/dpop';
import { Errors, UnauthorizedClient } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import { idTokenOptions } from './idTokenOptions';
import type { TokenChecks } from './TokenChecks';
import type { SignInLifeCycle } from './SignInLifeCycle';
import type { TokenAnswer } from './TokenIssuer';
import type { InRequest } from '../shared/inRequest';

export type { TokenAnswer } from './TokenIssuer';

export interface TokenExchangeInput extends InRequest {
  /** A code or a refresh token (the endpoint takes either). */
  /** The code or refresh token presented (`code` or `refresh_token`). */
  codeOrRefresh: string;
  clientSecret: string;
  codeVerifier?: string;
  /** The request's DPoP proof (RFC 9449 §5), when it sent one: the access token is bound to its key. */
  dpop?: DPoPRequest;
}

/**
 * /api/oauth2/token. Enforces, in this order (so a wrong secret never spends a code):
 * - the value is a live code or refresh token (TokenChecks.codeOrRefreshOf), else "The token has invalid role";
 * - the app's profile loads and sha256(client_secret) matches its secret hash (constant time), else
 *   "The code or secret is not valid" — a profile that does not load refuses, never passes;
 * - a DPoP proof, when sent, passes DPoPProofs (the access token is then bound to its key);
 * - then SignInLifeCycle.redeem: PKCE, single use, rotation, reuse revokes the sign-in.
 */
export class TokenExchangeUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly signInLife: SignInLifeCycle,
    private readonly apps: AppLoader,
  ) {}

  async execute(input: TokenExchangeInput): Promise<TokenAnswer> {
    const grant = await this.checks.codeOrRefreshOf(input.codeOrRefresh, input.requestId);
    const app = await this.apps.app(grant.app).catch((error: unknown) => {
      throw error instanceof UnauthorizedClient ? Errors.codeOrSecret() : error;
    });
    if (!secretMatches(app, input.clientSecret)) throw Errors.codeOrSecret();
    const jkt = await this.checks.proofKey(input.dpop);
    return this.signInLife.redeem(
      grant,
      input.codeVerifier,
      {
        ...(await idTokenOptions(this.apps, app, grant)),
        ...(jkt !== undefined ? { jkt } : {}),
      },
      input.requestId,
    );
  }
}
