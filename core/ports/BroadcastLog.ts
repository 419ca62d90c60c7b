/**
 * A transaction the service broadcasts, and for whom (issue 26's receipts), recorded before it is
 * sent: by the use case, or for a keyed broadcast by its IdempotencyStore claim.
 */
export interface BroadcastEntry {
  id: string;
  user: string;
  app: string;
  /** The transaction's expiration, chain time (`YYYY-MM-DDTHH:MM:SS`). */
  expiration: string;
}

/**
 * Who broadcast which transaction, so that only the user and app that broadcast it read its
 * receipt; kept beside grants (memory, SQLite, PostgreSQL).
 */
export interface BroadcastLog {
  /** Records a broadcast until `expiresAt` (ms). Idempotent: the first entry for an id stays. */
  record(entry: BroadcastEntry, expiresAt: number): Promise<void>;
  /** The entry for `id`; undefined when none, or it expired by `now` (ms). */
  find(id: string, now: number): Promise<BroadcastEntry | undefined>;
  /** Forgets entries expired by `now` (ms). Idempotent. */
  purgeExpired(now: number): Promise<void>;
}
