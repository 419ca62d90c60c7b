import type {
  IdempotencyClaim,
  IdempotencyRecord,
  IdempotencyScope,
  IdempotencyStore,
  IdempotentOutcome,
} from '../../../core/ports/IdempotencyStore';
import type { MemoryBroadcastLog } from './MemoryBroadcastLog';

type Stored = IdempotencyRecord & { expiresAt: number };

/**
 * IdempotencyStore in one process's memory: atomic because every method runs without awaiting.
 * Its claims record their transactions in `log`.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, Stored>();

  constructor(private readonly log: MemoryBroadcastLog) {}

  async find(scope: IdempotencyScope, now: number): Promise<IdempotencyRecord | undefined> {
    const record = this.records.get(keyOf(scope));
    return record && record.expiresAt > now ? copy(record) : undefined;
  }

  async claim(claim: IdempotencyClaim, now: number): Promise<IdempotencyRecord | undefined> {
    const existing = this.records.get(keyOf(claim));
    if (existing && existing.expiresAt > now) return copy(existing);
    const { user, app, fingerprint, transactions, leaseUntil, expiresAt } = claim;
    this.records.set(
      keyOf(claim),
      structuredClone({ fingerprint, transactions, leaseUntil, expiresAt }),
    );
    for (const { id, expiration, operations } of transactions) {
      this.log.add(
        { id, user, app, expiration, operations, at: now, source: 'service' },
        claim.logExpiresAt,
      );
    }
    return undefined;
  }

  async takeOver(
    scope: IdempotencyScope,
    expiredLease: number,
    leaseUntil: number,
  ): Promise<boolean> {
    const record = this.records.get(keyOf(scope));
    if (!record || record.outcome || record.leaseUntil !== expiredLease) return false;
    record.leaseUntil = leaseUntil;
    return true;
  }

  async complete(
    scope: IdempotencyScope,
    outcome: IdempotentOutcome,
  ): Promise<IdempotentOutcome | undefined> {
    const record = this.records.get(keyOf(scope));
    if (!record) return undefined;
    record.outcome ??= structuredClone(outcome);
    return structuredClone(record.outcome);
  }

  async release(scope: IdempotencyScope): Promise<void> {
    const record = this.records.get(keyOf(scope));
    if (record && !record.outcome) record.leaseUntil = 0;
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [key, record] of this.records) if (record.expiresAt <= now) this.records.delete(key);
  }
}

function keyOf({ user, app, key }: IdempotencyScope): string {
  return JSON.stringify([user, app, key]);
}

function copy({ fingerprint, transactions, leaseUntil, outcome }: Stored): IdempotencyRecord {
  return structuredClone(
    outcome
      ? { fingerprint, transactions, leaseUntil, outcome }
      : { fingerprint, transactions, leaseUntil },
  );
}
