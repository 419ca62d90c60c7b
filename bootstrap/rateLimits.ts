import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../adapters/http/rateLimit/routeLimits';
import { FlexibleRateLimit } from '../adapters/ratelimit/FlexibleRateLimit';
import type { Logger } from '../core/ports/Logger';
import type { Config, LimitSetting, RateLimitName } from './config';

/**
 * Makes the rate-limiter-flexible limiter behind one named limit. In memory: limits hold per
 * process. To share them across instances, pass a factory over a shared store instead, e.g. with
 * the PostgreSQL pool: `(name, s) => new RateLimiterPostgres({ storeClient: pool, tableName:
 * 'rate_limits', keyPrefix: name, points: s.points, duration: s.seconds })` — nothing else changes.
 */
export type LimiterFactory = (name: RateLimitName, setting: LimitSetting) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (name, { points, seconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });

/** Every configured limit (an `off` one is absent), over the limiter factory. */
export function buildRateLimits(settings: Config['rateLimits'], logger: Logger, limiters: LimiterFactory = memoryLimiters): RateLimits {
  const limits: RateLimits = {};
  for (const [name, setting] of Object.entries(settings) as [RateLimitName, LimitSetting | undefined][]) {
    if (setting) limits[name] = new FlexibleRateLimit(LIMIT_NAMES[name], limiters(name, setting), logger);
  }
  return limits;
}

/** How each limit is named in metrics and the audit trail. */
const LIMIT_NAMES: Record<RateLimitName, string> = {
  tokenIp: 'token_ip',
  tokenClient: 'token_client',
  signInIp: 'signin_ip',
  signInAccount: 'signin_account',
  broadcast: 'broadcast',
};
