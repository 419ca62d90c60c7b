import { ACCESS_TOKEN_SECONDS } from '../../../core/tokens/tokenPolicy';

/**
 * How long a revocation without an `until` is kept (rows from before migration 8/10, or written by
 * an older release during a rolling deploy): the longest lifetime configuration allows
 * (REFRESH_TTL_SECONDS at most a year) and a day more.
 */
export const LEGACY_KEEP_MS = 367 * 24 * 3600_000;

/**
 * How far back a token checked from memory alone may have been issued (ms): the longest any token
 * but a refresh token lives (an access token's week; codes, handoffs and id tokens live less),
 * which TokenChecks enforces from `iat` whatever a token's `exp` says. An older token (a refresh
 * token) is checked against the table: its path writes the store anyway.
 */
export const CHECKED_FROM_MEMORY_MS = ACCESS_TOKEN_SECONDS * 1000;

/**
 * How long an instance holds a revocation in memory after its `at` (ms): CHECKED_FROM_MEMORY_MS and
 * an hour more, for the clocks of the instance that revoked, the one that issued and this one to
 * differ (SignInLifeCycle's CLOCK_SKEW_SECONDS) and for a revocation to reach every instance. A
 * token issued at `iat` after CHECKED_FROM_MEMORY_MS ago can only belong to a sign-in revoked later
 * than `iat` less that hour (nothing is issued for a revoked sign-in), so its revocation is held.
 */
export const HELD_IN_MEMORY_MS = CHECKED_FROM_MEMORY_MS + 3600_000;

/**
 * The revocations one instance holds in memory: those made in the last HELD_IN_MEMORY_MS (by `at`),
 * in the order they came, so that forgetting costs only what it forgets. What a token younger than
 * CHECKED_FROM_MEMORY_MS is checked against; the Sqlite and Postgres views fill it.
 */
export class HeldRevocations {
  /** Each held revocation's sign-in, with its `at` (ms). */
  private readonly ats = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.ats.size;
  }

  /** The earliest `at` (ms) still held: what start-up and a reconnect read from. */
  horizon(): number {
    return this.now() - HELD_IN_MEMORY_MS;
  }

  /** True when a token issued at `issuedAt` (ms) is answered by `has` alone. */
  covers(issuedAt: number | undefined): boolean {
    return issuedAt !== undefined && issuedAt > this.now() - CHECKED_FROM_MEMORY_MS;
  }

  /** True when `sid` was revoked within the horizon (one past it, not yet forgotten, is not). */
  has(sid: string): boolean {
    const at = this.ats.get(sid);
    return at !== undefined && at > this.horizon();
  }

  /** Holds a revocation made at `at` (ms) unless it is already too old to matter here. */
  add(sid: string, at: number): void {
    this.forget();
    if (at > this.horizon() && !this.ats.has(sid)) this.ats.set(sid, at);
  }

  /**
   * Forgets what is past the horizon, from the oldest: stops at the first one still held (an
   * out-of-order one behind it is forgotten a little late, never early).
   */
  forget(): void {
    const horizon = this.horizon();
    for (const [sid, at] of this.ats) {
      if (at > horizon) return;
      this.ats.delete(sid);
    }
  }
}
