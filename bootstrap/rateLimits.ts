import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../adapters/http/rateLimit/routeLimits';
import { FlexibleRateLimit } from '../adapters/http/rateLimit/FlexibleRateLimit';
import type { Logger } from '../core/ports/Logger';
import type { Config, LimitSetting, RateLimitName } from './config';

/**
 * Makes the rate-limiter-flexible limiter behind one named limit. In memory (memoryLimiters):
 * limits hold per process. On PostgreSQL the storage supplies a factory over its pool
 * (bootstrap/openPostgresStorage.ts), so the limits hold across every instance.
 */
export type LimiterFactory = (name: RateLimitName, setting: LimitSetting) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (name, { points, seconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });

/** Every configured limit (an `off` one is absent), over the limiter factory. */
export function buildRateLimits(
  settings: Config['rateLimits'],
  logger: Logger,
  limiters: LimiterFactory = memoryLimiters,
): RateLimits {
  const limits: RateLimits = {};
  for (const [name, setting] of Object.entries(settings) as [
    RateLimitName,
    LimitSetting | undefined,
  ][]) {
    if (setting) limits[name] = new FlexibleRateLimit(name, limiters(name, setting), logger);
  }
  return limits;
}
