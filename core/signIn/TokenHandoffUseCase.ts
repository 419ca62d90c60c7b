import type { SignInLifeCycle } from './SignInLifeCycle';
import { signInAnswer } from '../tokens/redirectResponse';
import type { InRequest } from '../shared/inRequest';

export interface HandoffInput extends InRequest {
  /** The handoff AuthorizeUseCase answered, as the handoff page's URL carries it. */
  handoff: string;
  /** The verifier the signing browser kept; undefined when it sent none. */
  verifier?: string;
}

/**
 * The token flow's last step (core/signIn/tokenHandoff.ts), for the navigation that follows a
 * sign-in. Enforces:
 * - only a live handoff, spent once (a second use revokes its sign-in, as a code's does);
 * - only with the verifier of the browser that signed: without it, or with another, nothing is
 *   issued and the handoff stays unspent;
 * - the access token goes to the redirect URI the signed message named, with `expires_in`,
 *   `username`, the app's `state` and `iss`, where authorize decided (query or fragment).
 * test/usecases/TokenHandoff.spec.ts holds each of these.
 */
export class TokenHandoffUseCase {
  constructor(
    private readonly signInLife: SignInLifeCycle,
    private readonly issuer: string,
  ) {}

  async execute(input: HandoffInput): Promise<{ redirect_to: string }> {
    const { claims, token, expiresIn } = await this.signInLife.redeemHandoff(
      input.handoff,
      input.verifier,
      input.requestId,
    );
    const params = { access_token: token, expires_in: String(expiresIn) };
    return {
      redirect_to: signInAnswer(claims.redirect_uri, params, claims.sub, claims.state, {
        issuer: this.issuer,
        responseMode: claims.response_mode ?? 'query',
      }),
    };
  }
}
