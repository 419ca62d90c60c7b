/**
 * Who signed a transaction: the service for an app (`service`), or the app's own posting key
 * directly on the chain, found by the block follower (`app_key`, issue 59 §3).
 */
export type ActivitySource = 'service' | 'app_key';

/**
 * Where a logged transaction stands for its user (issue 59): `sent` until a chain read says more;
 * `refused` by the network, with why.
 */
export type ActivityStatus = 'sent' | 'included' | 'irreversible' | 'expired' | 'refused';

/**
 * A transaction the service broadcasts, and for whom (issue 26's receipts), recorded before it is
 * sent: by the use case, or for a keyed broadcast by its IdempotencyStore claim. Nothing secret:
 * no token, no signature, no operation body — only the operations' names.
 */
export interface BroadcastEntry {
  id: string;
  user: string;
  app: string;
  /** The transaction's expiration, chain time (`YYYY-MM-DDTHH:MM:SS`). */
  expiration: string;
  /** When it was recorded, ms. Entries written by a release before issue 59: a day before they expire. */
  at: number;
  /** The operations' names, in order. Empty for entries written before issue 59. */
  operations: string[];
  source: ActivitySource;
}

/** A status a chain read or a refusal gave an entry (`why` only for `refused`, at most 500 chars). */
export interface ActivityOutcome {
  status: ActivityStatus;
  block_num: number | null;
  why?: string;
}

export type ActivityEntry = BroadcastEntry & ActivityOutcome;

/** A page of one user's activity: newest first (`at`, then `id`, descending), before a cursor. */
export interface ActivityQuery {
  user: string;
  /** Only this app's entries. */
  app?: string;
  /** Only entries strictly older than this one (the previous page's last). */
  before?: { at: number; id: string };
  /** Most entries answered. */
  limit: number;
}

/**
 * Who broadcast which transaction, so that only the user and app that broadcast it read its
 * receipt, and what each app did with the user's account (issue 59); kept beside grants (memory,
 * SQLite, PostgreSQL).
 */
export interface BroadcastLog {
  /**
   * Records a broadcast until `expiresAt` (ms), status `sent` (or `outcome`, for what the follower
   * found already in a block). Idempotent: the first entry for an id stays.
   */
  record(entry: BroadcastEntry, expiresAt: number, outcome?: ActivityOutcome): Promise<void>;
  /** The entry for `id`; undefined when none, or it expired by `now` (ms). */
  find(id: string, now: number): Promise<ActivityEntry | undefined>;
  /** Sets the status of `id`. Idempotent; nothing when there is no such entry. */
  settle(id: string, outcome: ActivityOutcome): Promise<void>;
  /** A page of the user's entries not expired by `now` (ms). */
  activity(query: ActivityQuery, now: number): Promise<ActivityEntry[]>;
  /** Per app, how many of the user's entries were recorded at or after `since` (ms). */
  countsSince(user: string, since: number): Promise<Record<string, number>>;
  /** Forgets entries expired by `now` (ms). Idempotent. */
  purgeExpired(now: number): Promise<void>;
}
