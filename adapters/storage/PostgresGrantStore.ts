import type { Pool, QueryResultRow } from 'pg';
import type { Challenge, GrantStore, Revocation } from '../../core/ports/GrantStore';
import { unavailableOr } from './postgresErrors';
import { PostgresRevocations, REVOKED_CHANNEL } from './PostgresRevocations';

/**
 * GrantStore over PostgreSQL, shared by every instance. Each decision is one conditional
 * statement, atomic across instances: DELETE … RETURNING takes a challenge, INSERT … ON CONFLICT
 * DO NOTHING uses a code, UPDATE … WHERE current_jti = $expected rotates a refresh token.
 * isRevoked reads the in-memory PostgresRevocations view; only while its feed is down does it ask
 * the database. A database that cannot be reached surfaces as the core's Unavailable (503).
 */
export class PostgresGrantStore implements GrantStore {
  constructor(
    private readonly pool: Pool,
    private readonly revocations: PostgresRevocations,
  ) {}

  /** Loads the revocation view and starts following it. */
  start(): Promise<void> {
    return this.revocations.start();
  }

  stop(): Promise<void> {
    return this.revocations.stop();
  }

  async saveChallenge(challenge: Challenge): Promise<void> {
    await this.query(
      'INSERT INTO challenges (value, username, client_id, expires_at) VALUES ($1, $2, $3, $4)',
      [challenge.value, challenge.username, challenge.clientId, challenge.expiresAt],
    );
  }

  async takeChallenge(value: string): Promise<Challenge | undefined> {
    const rows = await this.query<{ username: string; client_id: string; expires_at: string }>(
      'DELETE FROM challenges WHERE value = $1 RETURNING username, client_id, expires_at',
      [value],
    );
    const row = rows[0];
    return (
      row && {
        value,
        username: row.username,
        clientId: row.client_id,
        expiresAt: Number(row.expires_at),
      }
    );
  }

  async useCode(jti: string, expiresAt: number): Promise<boolean> {
    const rows = await this.query(
      'INSERT INTO used_codes (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS used',
      [jti, expiresAt],
    );
    return rows.length === 1;
  }

  async startFamily(family: string, refreshJti: string): Promise<void> {
    await this.query(
      'INSERT INTO refresh_families (family, current_jti) VALUES ($1, $2) ON CONFLICT (family) DO UPDATE SET current_jti = excluded.current_jti',
      [family, refreshJti],
    );
  }

  async rotateRefresh(family: string, expected: string, next: string): Promise<boolean> {
    const rows = await this.query(
      'UPDATE refresh_families SET current_jti = $3 WHERE family = $1 AND current_jti = $2 RETURNING 1 AS rotated',
      [family, expected, next],
    );
    return rows.length === 1;
  }

  async revokeFamily(revocation: Revocation): Promise<void> {
    // Inserted and announced in one statement: the NOTIFY goes out when (and only if) the row commits.
    await this.query(
      `WITH added AS (
         INSERT INTO revocations (family, reason, username, app, at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING family)
       SELECT pg_notify('${REVOKED_CHANNEL}', family) FROM added`,
      [
        revocation.family,
        revocation.reason,
        revocation.username,
        revocation.app ?? null,
        revocation.at,
      ],
    );
    this.revocations.add(revocation.family);
  }

  async isRevoked(family: string): Promise<boolean> {
    if (this.revocations.has(family)) return true;
    if (this.revocations.live) return false;
    const rows = await this.query('SELECT 1 AS found FROM revocations WHERE family = $1', [family]);
    if (rows.length > 0) this.revocations.add(family);
    return rows.length > 0;
  }

  async purgeExpired(now: number): Promise<void> {
    await this.query(
      'WITH codes AS (DELETE FROM used_codes WHERE expires_at <= $1) DELETE FROM challenges WHERE expires_at <= $1',
      [now],
    );
  }

  private async query<Row extends QueryResultRow = QueryResultRow>(
    text: string,
    values: unknown[],
  ): Promise<Row[]> {
    try {
      return (await this.pool.query<Row>(text, values)).rows;
    } catch (error) {
      throw unavailableOr(error);
    }
  }
}
