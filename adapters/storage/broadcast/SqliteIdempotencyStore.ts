import type { Database, Statement, Transaction } from 'better-sqlite3';
import type {
  IdempotencyClaim,
  IdempotencyRecord,
  IdempotencyScope,
  IdempotencyStore,
  IdempotentOutcome,
} from '../../../core/ports/IdempotencyStore';
import { migrateSqlite } from '../schema/migrateSqlite';
import { SqliteBroadcastLog } from './SqliteBroadcastLog';

interface Row {
  fingerprint: string;
  transaction_json: string;
  lease_until: number;
  outcome_json: string | null;
}

const SCOPE = 'username = @user AND app = @app AND key = @key';

/**
 * IdempotencyStore over SQLite: each method is one statement, or the claim one transaction (the
 * key's upsert, then its transactions into the broadcasts table when it won), so processes sharing
 * the file (WORKERS) claim atomically; the upsert takes over a row only when its key expired.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly claimAndLog: Transaction<(claim: IdempotencyClaim, now: number) => boolean>;
  private readonly select: Statement<IdempotencyScope & { now: number }, Row>;
  private readonly insert: Statement<Record<string, string | number>>;
  private readonly extend: Statement<IdempotencyScope & { expired: number; lease: number }>;
  private readonly finish: Statement<
    IdempotencyScope & { outcome: string },
    { outcome_json: string }
  >;
  private readonly free: Statement<IdempotencyScope>;
  private readonly purge: Statement<[number]>;

  constructor(db: Database) {
    migrateSqlite(db);
    this.select = db.prepare(
      `SELECT fingerprint, transaction_json, lease_until, outcome_json FROM idempotency_keys
       WHERE ${SCOPE} AND expires_at > @now`,
    );
    this.insert = db.prepare(
      `INSERT INTO idempotency_keys
         (username, app, key, fingerprint, transaction_json, lease_until, outcome_json, expires_at)
       VALUES (@user, @app, @key, @fingerprint, @transaction, @lease, NULL, @expires)
       ON CONFLICT (username, app, key) DO UPDATE SET
         fingerprint = excluded.fingerprint, transaction_json = excluded.transaction_json,
         lease_until = excluded.lease_until, outcome_json = NULL, expires_at = excluded.expires_at
       WHERE idempotency_keys.expires_at <= @now`,
    );
    this.extend = db.prepare(
      `UPDATE idempotency_keys SET lease_until = @lease
       WHERE ${SCOPE} AND lease_until = @expired AND outcome_json IS NULL`,
    );
    // Sets the outcome only when none is there, and reads whichever won, in one statement.
    this.finish = db.prepare(
      `UPDATE idempotency_keys SET outcome_json = coalesce(outcome_json, @outcome) WHERE ${SCOPE}
       RETURNING outcome_json`,
    );
    this.free = db.prepare(
      `UPDATE idempotency_keys SET lease_until = 0 WHERE ${SCOPE} AND outcome_json IS NULL`,
    );
    this.purge = db.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?');
    const log = new SqliteBroadcastLog(db);
    this.claimAndLog = db.transaction((claim: IdempotencyClaim, now: number) => {
      const { changes } = this.insert.run({
        ...scopeOf(claim),
        fingerprint: claim.fingerprint,
        transaction: JSON.stringify(claim.transactions),
        lease: claim.leaseUntil,
        expires: claim.expiresAt,
        now,
      });
      if (changes !== 1) return false;
      for (const { id, expiration, operations } of claim.transactions) {
        const { user, app } = claim;
        log.add(
          { id, user, app, expiration, operations, at: now, source: 'service' },
          claim.logExpiresAt,
        );
      }
      return true;
    });
  }

  async find(scope: IdempotencyScope, now: number): Promise<IdempotencyRecord | undefined> {
    const row = this.select.get({ ...scopeOf(scope), now });
    return row && recordOf(row);
  }

  async claim(claim: IdempotencyClaim, now: number): Promise<IdempotencyRecord | undefined> {
    return this.claimAndLog.immediate(claim, now) ? undefined : this.find(claim, now);
  }

  async takeOver(scope: IdempotencyScope, expired: number, lease: number): Promise<boolean> {
    return this.extend.run({ ...scopeOf(scope), expired, lease }).changes === 1;
  }

  async complete(
    scope: IdempotencyScope,
    outcome: IdempotentOutcome,
  ): Promise<IdempotentOutcome | undefined> {
    const row = this.finish.get({ ...scopeOf(scope), outcome: JSON.stringify(outcome) });
    return row && (JSON.parse(row.outcome_json) as IdempotentOutcome);
  }

  async release(scope: IdempotencyScope): Promise<void> {
    this.free.run(scopeOf(scope));
  }

  async purgeExpired(now: number): Promise<void> {
    this.purge.run(now);
  }
}

function scopeOf({ user, app, key }: IdempotencyScope): IdempotencyScope {
  return { user, app, key };
}

function recordOf(row: Row): IdempotencyRecord {
  const record: IdempotencyRecord = {
    fingerprint: row.fingerprint,
    transactions: JSON.parse(row.transaction_json) as IdempotencyRecord['transactions'],
    leaseUntil: row.lease_until,
  };
  if (row.outcome_json)
    record.outcome = JSON.parse(row.outcome_json) as IdempotencyRecord['outcome'];
  return record;
}
