import type { Middleware } from 'koa';
import type { TokenSigner } from '../../../core/ports/TokenSigner';
import {
  limitEveryRequest,
  limitFailedProofs,
  limitGuesses,
  limitWrongSecrets,
  type LimitListener,
  type LimitRule,
} from './limitRequests';
import type { RateLimit } from './RateLimit';
import { byIp, bySignInAccount, byTokenGrant, byUserCode, presentedClient } from './subjects';

/** The configured limits; an absent one is off. */
export interface RateLimits {
  /**
   * Wrong client secrets per (client_id, client address) wherever a client authenticates:
   * /api/oauth2/token, /revoke, /introspect and /device_authorization; nothing else counts.
   */
  token_client?: RateLimit;
  /** /api/oauth2/challenge and /authorize requests per client address (a flood guard). */
  signin_ip?: RateLimit;
  /** Failed /api/oauth2/authorize proofs per account signing in; a valid signature always passes. */
  signin_account?: RateLimit;
  /** /api/broadcast requests per user per app. */
  broadcast?: RateLimit;
  /** Failed user-code entries and device approvals at /device per client address (guessing). */
  device_ip?: RateLimit;
  /** The same failures from every address together: a guessing attack spread over many. */
  device_all?: RateLimit;
  /** Requests naming one user code at /device: its page, approvals and refusals. */
  device_code?: RateLimit;
}

/** The limiter each limited route runs before its handler. */
export interface RouteLimits {
  /** Where a client authenticates (the token endpoint, revocation, introspection, device authorization). */
  token: Middleware[];
  challenge: Middleware;
  authorize: Middleware[];
  /** None when the limit is off: the route carries nothing it does not use. */
  broadcast: Middleware[];
  /** /device and its approval and refusal (issue 27 §1). */
  device: Middleware[];
}

const rules = (...candidates: [RateLimit | undefined, LimitRule['subjectOf']][]): LimitRule[] =>
  candidates.filter(([limit]) => limit).map(([limit, subjectOf]) => ({ limit: limit!, subjectOf }));

/** One subject for every request: a limit across all addresses. */
const everyone = () => ({ all: 'all' });

/**
 * Who each limit can refuse (issue 22 §1: no limit a third party can trip may deny a legitimate
 * app or user): a wrong secret only its sender's (client_id, address); a failed signature only
 * its sender's address and the account it claimed, never a valid signature; a broadcast only the
 * token's own user and app. The device's user codes are the exception, because a short code can be
 * guessed: past its wrong codes an address gets 429 for every code, and past the limit across all
 * addresses (device_all) everyone does until the window ends (issue 36 §4); a code's own count
 * only those who know the code can spend.
 */
export function routeLimits(
  limits: RateLimits,
  signer: TokenSigner,
  secretIsRight: (clientId: string, secret: string) => Promise<boolean | undefined>,
  listener: LimitListener,
): RouteLimits {
  const byAddress = rules([limits.signin_ip, byIp]);
  return {
    token: limits.token_client
      ? [limitWrongSecrets(limits.token_client, presentedClient(signer), secretIsRight, listener)]
      : [],
    challenge: limitEveryRequest(byAddress, listener),
    authorize: [
      limitEveryRequest(byAddress, listener),
      limitFailedProofs(rules([limits.signin_account, bySignInAccount]), listener),
    ],
    broadcast: limits.broadcast
      ? [limitEveryRequest(rules([limits.broadcast, byTokenGrant(signer)]), listener)]
      : [],
    device: [
      limitEveryRequest(rules([limits.device_code, byUserCode]), listener),
      limitGuesses(rules([limits.device_ip, byIp], [limits.device_all, everyone]), listener),
    ],
  };
}
