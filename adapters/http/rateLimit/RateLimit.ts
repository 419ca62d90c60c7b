/** How a key stands against one limit after a request was counted (or looked at). */
export interface LimitVerdict {
  /** False once the key has used up its points for the window. */
  allowed: boolean;
  /** Whole seconds until the window resets (≥ 1); what `Retry-After` says. */
  retryAfterSeconds: number;
  /** True on the one request that used up the last point: the "trip" the audit trail records once. */
  tripped: boolean;
}

/**
 * One limit: `points` requests per window for each key (an IP, a client_id, an account, a
 * user+app). The HTTP middleware uses only this; the composition root builds it over
 * rate-limiter-flexible, in memory or in a shared store. Keys are opaque strings.
 */
export interface RateLimit {
  /** Names the limit in metrics and logs (`token_ip`, `broadcast`…). */
  readonly name: string;
  /** Counts one request for `key` and says whether it may go on. */
  take(key: string): Promise<LimitVerdict>;
  /** Says whether `key` has points left, counting nothing. */
  peek(key: string): Promise<LimitVerdict>;
}
