import type { LimitListener } from '../adapters/http/rateLimit/limitRequests';
import { routeLimits, type RateLimits } from '../adapters/http/rateLimit/routeLimits';
import { byTokenGrant } from '../adapters/http/rateLimit/subjects';
import type { RouteGuards } from '../adapters/http/routeGuards';
import { watchPostingAuthorityRemoval } from '../adapters/http/broadcast/watchPostingAuthorityRemoval';
import type { AuditTrail } from '../adapters/ops/AuditTrail';
import type { HivegateMetrics } from '../adapters/ops/HivegateMetrics';
import type { TokenSigner } from '../core/ports/TokenSigner';

/**
 * The guards of the limited routes: rate limits (every 429 counted in metrics; each trip one
 * audit line) and, on broadcasts, the watcher that reports a grant removed on chain.
 * `signer` is the plain one: looking up a request's subject must not write audit lines of its own.
 */
export function composeRouteGuards(
  limits: RateLimits,
  signer: TokenSigner,
  secretIsRight: (clientId: string, secret: string) => Promise<boolean | undefined>,
  audit: AuditTrail,
  metrics: HivegateMetrics,
): RouteGuards {
  const listener: LimitListener = ({ limit, outcome, subject, requestId }) => {
    if (outcome === 'refused') metrics.rateLimitHits.inc({ limit });
    else
      audit.record('rate_limit', {
        requestId,
        limit,
        ip: subject.ip,
        app: subject.app ?? subject.client_id,
        user: subject.user,
        account: subject.account,
      });
  };
  const guards = routeLimits(limits, signer, secretIsRight, listener);
  const watchRemoval = watchPostingAuthorityRemoval(byTokenGrant(signer), (user, app, requestId) =>
    audit.record('grant_removed', { requestId, user, app }),
  );
  return {
    challenge: [guards.challenge],
    authorize: guards.authorize,
    token: guards.token,
    device: guards.device,
    broadcast: [...guards.broadcast, watchRemoval],
  };
}
