import { BUDGET_WINDOW_MS, type PostingLimits } from '../limits/postingLimits';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { OperationBudget } from '../ports/OperationBudget';

/** Counted operations that can still be uncounted, when their broadcast was not applied. */
export interface Taken {
  giveBack(): Promise<void>;
}

const NOTHING_TAKEN: Taken = { giveBack: async () => undefined };

/**
 * max_operations_per_day (issue 24 §4): counts a broadcast's operations against the grant's
 * rolling 24 h budget for its user and app, before anything is signed. A request larger than the
 * whole budget → invalid_scope; the budget spent → too_many_requests with Retry-After until
 * enough of the oldest counted operations leave the window (RateLimited).
 */
export class DailyBudget {
  constructor(
    private readonly store: OperationBudget,
    private readonly clock: Clock,
  ) {}

  async take(
    user: string,
    app: string,
    limits: PostingLimits | undefined,
    count: number,
  ): Promise<Taken> {
    const limit = limits?.max_operations_per_day;
    if (limit === undefined) return NOTHING_TAKEN;
    if (count > limit) throw Errors.requestOverDailyBudget(count, limit);
    const now = this.clock.now();
    const answer = await this.store.take({
      user,
      app,
      count,
      limit,
      now,
      windowMs: BUDGET_WINDOW_MS,
    });
    if (!answer.taken)
      throw Errors.dailyBudgetSpent(limit, Math.max(1, Math.ceil((answer.retryAt - now) / 1000)));
    let given = false;
    return {
      giveBack: async () => {
        if (given) return;
        given = true;
        await this.store.giveBack(answer.id);
      },
    };
  }

  /** Forgets operations out of every window (the purge of composeCore). */
  purge(): Promise<void> {
    return this.store.purgeBefore(this.clock.now() - BUDGET_WINDOW_MS);
  }
}
