/** Requests made for an app by one user on one UTC day. */
export interface UsageRecord {
  app: string;
  user: string;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Requests to add (≥ 1). */
  requests: number;
}

/** One app's usage. */
export interface AppUsage {
  app: string;
  /** Daily distinct users, summed over the window. */
  users: number;
  /** Requests over the window. */
  requests: number;
  /** First and last day the app was recorded, over all time (`YYYY-MM-DD`). */
  firstSeen: string;
  lastSeen: string;
}

/** Where usage counts are kept. */
export interface UsageStore {
  /**
   * Adds a batch atomically (all or nothing). Requests add up; a user counts once per app per day
   * however many records name them. Not idempotent: recording a batch twice counts it twice.
   */
  record(batch: readonly UsageRecord[]): Promise<void>;

  /**
   * Every app ever recorded, with `users` and `requests` over the days `fromDay`..`toDay`
   * (inclusive, `YYYY-MM-DD`; zero when unused there) and first/last seen over all time.
   */
  summarize(fromDay: string, toDay: string): Promise<AppUsage[]>;

  /**
   * Forgets per-day counts before `day` (`YYYY-MM-DD`, exclusive), keeping the store bounded;
   * first/last seen stay. Idempotent. Optional: a store that keeps no history need not have it.
   */
  forgetBefore?(day: string): Promise<void>;
}
