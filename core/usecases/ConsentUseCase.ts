import type { AppProfile } from '../domain/app';
import { isRegisteredRedirect } from '../domain/redirectUri';
import type { PostingLimits } from '../domain/grantLimits';
import { asksForPosting, grantFor, type Granted } from '../domain/scope';
import { Errors } from '../errors';
import type { AppLoader } from './AppLoader';

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scope: readonly string[];
  /** RFC 9396 authorization_details of type hive_posting (issue 24), validated at the edge. */
  limits?: PostingLimits;
}

export interface ConsentAnswer {
  /** The app as its profile presents itself (unverified). */
  app: AppProfile;
  /** True when signing in needs the user's posting grant to the app (the grant step). */
  needsPosting: boolean;
  /** What the sign-in will grant: the access token's kind and scope. */
  grants: Granted;
}

/**
 * What will this sign-in grant? Answered before the consent page shows a form: the app must be
 * registered and the redirect_uri one it registered (else an error page, never a redirect), and
 * the scope is judged by the same rules AuthorizeUseCase applies when the user has signed.
 */
export class ConsentUseCase {
  constructor(private readonly apps: AppLoader) {}

  async execute(request: ConsentRequest): Promise<ConsentAnswer> {
    const app = await this.apps.app(request.clientId);
    if (!isRegisteredRedirect(app, request.redirectUri))
      throw Errors.redirectNotRegistered(app.username);
    return consentFor(app, request.scope, request.limits);
  }
}

/**
 * What a sign-in to `app` with `scope` and `limits` will grant. Refuses a scope no sign-in can
 * grant, or limits that leave nothing, before any form shows (the device page asks here too).
 */
export function consentFor(
  app: AppProfile,
  scope: readonly string[],
  limits?: PostingLimits,
): ConsentAnswer {
  const grants = grantFor(scope, limits);
  return { app, needsPosting: grants.kind === 'posting' || asksForPosting(scope), grants };
}
