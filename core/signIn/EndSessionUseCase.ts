import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { TokenSigner } from '../ports/TokenSigner';
import type { AppLoader } from '../apps/AppLoader';
import type { SignInEnds } from './SignInEnds';
import type { InRequest } from '../shared/inRequest';

export interface EndSessionInput extends InRequest {
  idTokenHint?: string;
  clientId?: string;
  postLogoutRedirectUri?: string;
  state?: string;
  /** The user confirmed on this service's own page (the adapter checked the page was ours). */
  confirmed?: boolean;
}

export type EndSessionAnswer =
  | {
      user: string;
      app: string;
      /** Where to send the browser: the registered post_logout_redirect_uri, with `state`. */
      redirect?: string;
    }
  /** Nothing ended yet: the user is asked first (the request alone does not prove the app sent it). */
  | { confirm: { user: string; app: string } };

/**
 * OpenID Connect RP-Initiated Logout 1.0 (the end_session_endpoint). hivegate keeps no session,
 * so the sign-in to end is the one the id_token names (`sid`, its sign-in):
 * - id_token_hint is required, must be an id_token of this issuer (expired ones are accepted, §2),
 *   and, when client_id is sent, issued to that client;
 * - a post_logout_redirect_uri must be one the app registered (exactly), else nothing is ended
 *   and nobody is redirected;
 * - the user is asked first (issue 37 §3, RP-Initiated Logout §2–3: an id_token is no proof that
 *   its app asks, since anyone who saw one could send it) unless the hint is unexpired and the
 *   request names a registered post_logout_redirect_uri, or the user confirmed on our own page;
 * - the sign-in's every token stops working (recorded as a sign-out), then the browser goes to
 *   the redirect URI with `state`, or is told it signed out.
 * test/usecases/EndSession.spec.ts holds each of these.
 */
export class EndSessionUseCase {
  constructor(
    private readonly signer: TokenSigner,
    private readonly ends: SignInEnds,
    private readonly issuer: string,
    private readonly apps: AppLoader,
    private readonly clock: Clock,
  ) {}

  async execute(input: EndSessionInput): Promise<EndSessionAnswer> {
    if (input.idTokenHint === undefined) throw Errors.logoutHintMissing();
    const claims = await this.signer.verifyIdToken(input.idTokenHint);
    if (!claims || claims.iss !== this.issuer) throw Errors.logoutHintNotValid();
    if (input.clientId !== undefined && input.clientId !== claims.aud)
      throw Errors.logoutHintForAnotherClient();
    const app = await this.apps.app(claims.aud);
    const redirect = input.postLogoutRedirectUri;
    if (redirect !== undefined && !app.postLogoutRedirectUris.includes(redirect))
      throw Errors.postLogoutRedirectNotRegistered(app.username);
    const fresh = claims.exp * 1000 > this.clock.now();
    if (!input.confirmed && !(fresh && redirect !== undefined))
      return { confirm: { user: claims.sub, app: app.username } };
    if (claims.sid !== undefined)
      await this.ends.endSignIn(claims.sid, claims.sub, claims.aud, 'sign_out', {
        requestId: input.requestId,
      });
    return {
      user: claims.sub,
      app: app.username,
      ...(redirect !== undefined ? { redirect: withState(redirect, input.state) } : {}),
    };
  }
}

function withState(uri: string, state: string | undefined): string {
  if (state === undefined) return uri;
  const url = new URL(uri);
  url.searchParams.set('state', state);
  return url.toString();
}
