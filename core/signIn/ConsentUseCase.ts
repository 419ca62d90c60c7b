import type { AppProfile } from '../apps/app';
import { isRegisteredRedirect } from './redirectUri';
import type { PostingLimits } from '../limits/postingLimits';
import { limitsEnforced } from '../limits/limitsReach';
import { asksForPosting, grantFor, type Granted } from './scope';
import { Errors } from '../errors';
import type { AppLoader } from '../apps/AppLoader';

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
  /** True when signing in needs the app in the user's posting authority (the consent page's authority step adds it). */
  needsPosting: boolean;
  /** What the sign-in will grant: the access token's kind and scope. */
  grants: Granted;
  /**
   * True when only this service can meet the app account's posting authority, so the limits bind
   * everything the app can do with the user's; false when it can sign on chain without this
   * service (core/limits/limitsReach.ts).
   */
  limitsEnforced: boolean;
}

/**
 * What will this sign-in grant? Answered before the consent page shows a form: the app must be
 * registered and the redirect_uri one it registered (else an error page, never a redirect), and
 * the scope is judged by the same rules AuthorizeUseCase applies when the user has signed.
 */
export class ConsentUseCase {
  constructor(
    private readonly apps: AppLoader,
    /** This service's account: the one member of an app's posting authority the limits hold. */
    private readonly serviceAccount: string,
  ) {}

  async execute(request: ConsentRequest): Promise<ConsentAnswer> {
    const answer = await this.of(request.clientId, request.scope, request.limits);
    if (!isRegisteredRedirect(answer.app, request.redirectUri))
      throw Errors.redirectNotRegistered(answer.app.username);
    return answer;
  }

  /**
   * What a sign-in to `clientId` with `scope` and `limits` will grant, where it returns judged by
   * the caller (the device flow has no redirect). Refuses an app that is not registered, a scope
   * no sign-in can grant, or limits that leave nothing, before any form shows.
   */
  async of(clientId: string, scope: readonly string[], limits?: PostingLimits) {
    const account = await this.apps.account(clientId);
    const app = await this.apps.app(clientId, account);
    const grants = grantFor(scope, limits);
    return {
      app,
      needsPosting: grants.kind === 'posting' || asksForPosting(scope),
      grants,
      limitsEnforced: limitsEnforced(account!.posting, this.serviceAccount),
    } satisfies ConsentAnswer;
  }
}
