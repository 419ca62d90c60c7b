import type { PreparedTransaction } from './ChainClient';

/** Whose key it is: a key is unique per user and app (issue 26). */
export interface IdempotencyScope {
  user: string;
  app: string;
  /** The Idempotency-Key header's value, 1–255 printable characters. */
  key: string;
}

/** How a keyed broadcast ended: the transaction id, or the network's refusal as answered. */
export type IdempotentOutcome =
  { id: string; ids?: string[] } | { refused: { description: string; response?: unknown } };

/** A claimed key. `outcome` is absent while the broadcast is in flight. */
export interface IdempotencyRecord {
  /** Digest of the request the key was first used with. */
  fingerprint: string;
  /**
   * The signed transactions claimed with the key, in sending order (their ids are known before
   * they are sent); one, unless the request was split to respect a per-block limit.
   */
  transactions: PreparedTransaction[];
  /** Until when (ms since the epoch) the claimant is presumed alive and sending. */
  leaseUntil: number;
  outcome?: IdempotentOutcome;
}

/**
 * A new claim: the record, when (ms) the key is forgotten, and when (ms) the broadcast log forgets
 * the claimed transactions.
 */
export interface IdempotencyClaim extends IdempotencyScope {
  fingerprint: string;
  transactions: PreparedTransaction[];
  leaseUntil: number;
  expiresAt: number;
  logExpiresAt: number;
}

/**
 * Where Idempotency-Key claims live, beside grants (memory, SQLite, PostgreSQL), in the storage of
 * the BroadcastLog its claims write to (the core takes both stores or neither). Every method is
 * atomic against other instances sharing the storage. `now` (ms) hides records whose key expired.
 */
export interface IdempotencyStore {
  /** The live record for the key; undefined when none, or it expired. */
  find(scope: IdempotencyScope, now: number): Promise<IdempotencyRecord | undefined>;

  /**
   * Claims the key with its transaction, atomically: undefined when this call claimed it (also
   * over an expired record), otherwise the record already there, unchanged. A claim also records
   * each of its transactions in the broadcast log of the same storage (`{ id, user, app,
   * expiration }` until `logExpiresAt`, the first entry for an id staying), in the same write: a
   * keyed broadcast then makes one durable write before it sends, not two, and its receipt
   * exists even when the send's outcome is unknown. A claim that lost records nothing.
   */
  claim(claim: IdempotencyClaim, now: number): Promise<IdempotencyRecord | undefined>;

  /**
   * Takes over an in-flight claim whose lease ended (its claimant died or hangs): sets the lease
   * to `leaseUntil` only if it still is `expiredLease` and no outcome was stored. True when taken.
   */
  takeOver(scope: IdempotencyScope, expiredLease: number, leaseUntil: number): Promise<boolean>;

  /**
   * Stores the outcome unless one already is (the first wins); returns the stored one.
   * Undefined when the record is gone.
   */
  complete(
    scope: IdempotencyScope,
    outcome: IdempotentOutcome,
  ): Promise<IdempotentOutcome | undefined>;

  /** Ends the lease now (the send failed before the network could have it): the next retry resends. */
  release(scope: IdempotencyScope): Promise<void>;

  /** Forgets records whose key expired by `now` (ms). Idempotent. */
  purgeExpired(now: number): Promise<void>;
}
