import type { Pool } from 'pg';
import type {
  IdempotencyClaim,
  IdempotencyRecord,
  IdempotencyScope,
  IdempotencyStore,
  IdempotentOutcome,
} from '../../../core/ports/IdempotencyStore';
import { query } from '../postgresQuery';

interface Row {
  fingerprint: string;
  transaction_json: IdempotencyRecord['transactions'];
  lease_until: string;
  outcome_json: IdempotentOutcome | null;
}

const SCOPE = 'username = $1 AND app = $2 AND key = $3';

/**
 * IdempotencyStore over PostgreSQL, shared by every instance. Each method is one statement: the
 * claim is an INSERT … ON CONFLICT that replaces a row only when its key expired (RETURNING says
 * whether this instance won) and, in the same statement, inserts the won claim's transactions into
 * the broadcasts table; the takeover and the outcome are conditional UPDATEs.
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  constructor(private readonly pool: Pool) {}

  async find(scope: IdempotencyScope, now: number): Promise<IdempotencyRecord | undefined> {
    const { rows } = await query<Row>(
      this.pool,
      `SELECT fingerprint, transaction_json, lease_until, outcome_json FROM idempotency_keys
       WHERE ${SCOPE} AND expires_at > $4`,
      [...params(scope), now],
    );
    return rows[0] && recordOf(rows[0]);
  }

  async claim(claim: IdempotencyClaim, now: number): Promise<IdempotencyRecord | undefined> {
    const { rows } = await query<{ claimed: number }>(
      this.pool,
      `WITH claimed AS (
         INSERT INTO idempotency_keys
           (username, app, key, fingerprint, transaction_json, lease_until, outcome_json, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULL, $7)
         ON CONFLICT (username, app, key) DO UPDATE SET
           fingerprint = excluded.fingerprint, transaction_json = excluded.transaction_json,
           lease_until = excluded.lease_until, outcome_json = NULL, expires_at = excluded.expires_at
         WHERE idempotency_keys.expires_at <= $8
         RETURNING transaction_json),
       logged AS (
         INSERT INTO broadcasts
           (id, username, app, expiration, expires_at, at, operations, source, status)
         SELECT sent.id, $1, $2, sent.expiration, $9, $8, sent.operations, 'service', 'sent'
         FROM claimed,
           jsonb_to_recordset(claimed.transaction_json)
             AS sent(id text, expiration text, operations jsonb)
         ON CONFLICT (id) DO NOTHING)
       SELECT count(*)::int AS claimed FROM claimed`,
      [
        ...params(claim),
        claim.fingerprint,
        JSON.stringify(claim.transactions),
        claim.leaseUntil,
        claim.expiresAt,
        now,
        claim.logExpiresAt,
      ],
    );
    if (rows[0].claimed === 1) return undefined;
    return this.find(claim, now);
  }

  async takeOver(scope: IdempotencyScope, expired: number, lease: number): Promise<boolean> {
    const { rowCount } = await query(
      this.pool,
      `UPDATE idempotency_keys SET lease_until = $5
       WHERE ${SCOPE} AND lease_until = $4 AND outcome_json IS NULL`,
      [...params(scope), expired, lease],
    );
    return rowCount === 1;
  }

  async complete(
    scope: IdempotencyScope,
    outcome: IdempotentOutcome,
  ): Promise<IdempotentOutcome | undefined> {
    // Sets the outcome only when none is there, and reads whichever won, in one statement (the
    // row is locked while it is updated, so a second sender sees the first's outcome).
    const { rows } = await query<{ outcome_json: IdempotentOutcome }>(
      this.pool,
      `UPDATE idempotency_keys SET outcome_json = coalesce(outcome_json, $4) WHERE ${SCOPE}
       RETURNING outcome_json`,
      [...params(scope), JSON.stringify(outcome)],
    );
    return rows[0]?.outcome_json;
  }

  async release(scope: IdempotencyScope): Promise<void> {
    await query(
      this.pool,
      `UPDATE idempotency_keys SET lease_until = 0 WHERE ${SCOPE} AND outcome_json IS NULL`,
      params(scope),
    );
  }

  async purgeExpired(now: number): Promise<void> {
    await query(this.pool, 'DELETE FROM idempotency_keys WHERE expires_at <= $1', [now]);
  }
}

function params({ user, app, key }: IdempotencyScope): string[] {
  return [user, app, key];
}

function recordOf(row: Row): IdempotencyRecord {
  const record: IdempotencyRecord = {
    fingerprint: row.fingerprint,
    transactions: row.transaction_json,
    leaseUntil: Number(row.lease_until),
  };
  if (row.outcome_json) record.outcome = row.outcome_json;
  return record;
}
