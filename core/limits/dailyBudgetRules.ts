/**
 * The rolling window of max_operations_per_day (issue 24 §4): operations counted for a user and
 * app, each batch at the time it was taken; a batch leaves the window `windowMs` later. Every
 * storage adapter decides with this one function inside its own atomic step.
 */
export interface CountedBatch {
  /** When the batch was counted, ms since the epoch. */
  at: number;
  count: number;
}

export type BudgetDecision = { fits: true } | { fits: false; retryAt: number };

/**
 * Whether `count` more operations fit `limit` beside the batches counted in the window ending at
 * `now`; when not, the time (ms) at which enough of the oldest will have left for them to fit.
 * `count` must be at most `limit`.
 */
export function budgetDecision(
  counted: readonly CountedBatch[],
  request: { count: number; limit: number; now: number; windowMs: number },
): BudgetDecision {
  const live = counted
    .filter((batch) => batch.at > request.now - request.windowMs)
    .sort((a, b) => a.at - b.at);
  let used = live.reduce((sum, batch) => sum + batch.count, 0);
  if (used + request.count <= request.limit) return { fits: true };
  for (const batch of live) {
    used -= batch.count;
    if (used + request.count <= request.limit)
      return { fits: false, retryAt: batch.at + request.windowMs };
  }
  return { fits: false, retryAt: request.now + request.windowMs }; // only when count > limit
}
