/** A request to count operations against a grant's daily budget (issue 24 §4). Times in ms. */
export interface BudgetRequest {
  user: string;
  app: string;
  /** Operations in this broadcast (several in one request count as several). */
  count: number;
  /** max_operations_per_day of the grant. */
  limit: number;
  now: number;
  /** The rolling window (24 h). */
  windowMs: number;
}

/** Counted (with the id to give it back by), or refused with when enough will have left the window. */
export type BudgetAnswer = { taken: true; id: string } | { taken: false; retryAt: number };

/**
 * Operations each user and app broadcast under a max_operations_per_day limit, in the storage the
 * grants live in (memory, SQLite, PostgreSQL). `take` is atomic against every instance sharing the
 * storage: two racing at the budget's edge are accepted exactly up to the budget, never beyond
 * (adapters decide with core/limits/dailyBudgetRules.ts inside one transaction).
 */
export interface OperationBudget {
  /** Counts `count` operations at `now` when they fit the window's budget, atomically. */
  take(request: BudgetRequest): Promise<BudgetAnswer>;
  /** Uncounts a batch whose broadcast was not applied (refused, or failed before sending). Idempotent. */
  giveBack(id: string): Promise<void>;
  /** Forgets batches counted at or before `before` (ms): out of every window. Idempotent. */
  purgeBefore(before: number): Promise<void>;
}
