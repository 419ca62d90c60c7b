/**
 * The DPoP proofs already accepted, by key (RFC 9449 §11.1), kept beside the grants (memory,
 * SQLite, PostgreSQL): a proof is accepted once, on every instance sharing the storage. Times in ms.
 */
export interface DPoPReplayStore {
  /**
   * Records `key` until `expiresAt`. True when it was not recorded yet (the proof's first use);
   * false when it was, whoever recorded it — atomic across instances: of two racing uses of one
   * key, exactly one is first.
   */
  firstUse(key: string, expiresAt: number): Promise<boolean>;
  /** Forgets keys whose `expiresAt` is at or before `now`. Idempotent. */
  purgeExpired(now: number): Promise<void>;
}
