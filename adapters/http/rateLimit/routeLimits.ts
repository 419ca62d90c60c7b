import type { Middleware } from 'koa';
import type { TokenSigner } from '../../../core/ports/TokenSigner';
import {
  limitEveryRequest,
  limitFailures,
  type LimitListener,
  type LimitRule,
} from './limitRequests';
import type { RateLimit } from './RateLimit';
import { byGrantApp, byIp, bySignInAccount, byTokenGrant } from './subjects';

/** The configured limits; an absent one is off. */
export interface RateLimits {
  /** Failed /api/oauth2/token requests per client IP. */
  tokenIp?: RateLimit;
  /** Failed /api/oauth2/token requests per client_id (the app of a verified code or refresh token). */
  tokenClient?: RateLimit;
  /** /api/oauth2/challenge and /authorize requests per client IP. */
  signInIp?: RateLimit;
  /** /api/oauth2/challenge and /authorize requests per account signing in. */
  signInAccount?: RateLimit;
  /** /api/broadcast requests per user per app. */
  broadcast?: RateLimit;
}

/** The limiter each limited route runs before its handler. */
export interface RouteLimits {
  token: Middleware;
  signIn: Middleware;
  broadcast: Middleware;
}

const rules = (...candidates: [RateLimit | undefined, LimitRule['subjectOf']][]): LimitRule[] =>
  candidates.filter(([limit]) => limit).map(([limit, subjectOf]) => ({ limit: limit!, subjectOf }));

export function routeLimits(
  limits: RateLimits,
  signer: TokenSigner,
  listener: LimitListener,
): RouteLimits {
  return {
    token: limitFailures(
      rules([limits.tokenIp, byIp], [limits.tokenClient, byGrantApp(signer)]),
      listener,
    ),
    signIn: limitEveryRequest(
      rules([limits.signInIp, byIp], [limits.signInAccount, bySignInAccount]),
      listener,
    ),
    broadcast: limitEveryRequest(rules([limits.broadcast, byTokenGrant(signer)]), listener),
  };
}
