import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../../../core/ports/Logger';
import type { LimitVerdict, RateLimit } from './RateLimit';

/**
 * A RateLimit over any rate-limiter-flexible limiter (RateLimiterMemory today; RateLimiterPostgres
 * or another shared store once limits must hold across instances — same API, same behaviour).
 * - fixed windows of `duration` seconds from a key's first point; a key resets when its window ends;
 * - a store that fails lets the request through (logged): a limiter outage must not take sign-in down.
 * test/rateLimit/FlexibleRateLimit.spec.ts holds each of these.
 */
export class FlexibleRateLimit implements RateLimit {
  constructor(
    readonly name: string,
    private readonly limiter: RateLimiterAbstract,
    private readonly logger: Logger,
  ) {}

  async take(key: string): Promise<LimitVerdict> {
    try {
      return this.verdict(await this.limiter.consume(key), true);
    } catch (error) {
      if (error instanceof RateLimiterRes) return this.verdict(error, true);
      return this.failOpen(error);
    }
  }

  async peek(key: string): Promise<LimitVerdict> {
    try {
      const res = await this.limiter.get(key);
      if (!res || res.msBeforeNext <= 0)
        return { allowed: true, retryAfterSeconds: this.limiter.duration, tripped: false };
      return this.verdict(res, false);
    } catch (error) {
      return this.failOpen(error);
    }
  }

  /** After a take, `consumedPoints` includes this request; a peek asks whether one more would fit. */
  private verdict(res: RateLimiterRes, taken: boolean): LimitVerdict {
    const points = this.limiter.points;
    const allowed = taken ? res.consumedPoints <= points : res.consumedPoints < points;
    return {
      allowed,
      retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      tripped: taken && res.consumedPoints === points,
    };
  }

  private failOpen(error: unknown): LimitVerdict {
    this.logger.error(
      { err: error, limit: this.name },
      'rate limit store failed; letting the request through',
    );
    return { allowed: true, retryAfterSeconds: 1, tripped: false };
  }
}
