import type { Challenge, GrantStore, Revocation } from '../../core/ports/GrantStore';
import type { SqliteDatabase } from './openDatabase';
import { migrateSqlite } from './schema/migrateSqlite';
import { SqliteRevocations } from './SqliteRevocations';

/**
 * GrantStore over SQLite. Each method is one statement, so each is atomic: single-use values
 * are taken with DELETE … RETURNING / INSERT OR IGNORE / compare-and-set UPDATE, never read-then-write.
 * isRevoked reads the in-memory SqliteRevocations view (other processes' revocations show within
 * `revocationPollMs`), so checking a token reads no storage.
 */
export class SqliteGrantStore implements GrantStore {
  private readonly statements;
  private readonly revocations: SqliteRevocations;

  constructor(db: SqliteDatabase, revocationPollMs = 200) {
    migrateSqlite(db);
    this.revocations = new SqliteRevocations(db, revocationPollMs);
    this.statements = {
      saveChallenge: db.prepare(
        'INSERT INTO challenges (value, username, client_id, expires_at) VALUES (@value, @username, @clientId, @expiresAt)',
      ),
      takeChallenge: db.prepare<
        [string],
        { username: string; client_id: string; expires_at: number }
      >('DELETE FROM challenges WHERE value = ? RETURNING username, client_id, expires_at'),
      useCode: db.prepare('INSERT OR IGNORE INTO used_codes (jti, expires_at) VALUES (?, ?)'),
      startFamily: db.prepare(
        'INSERT INTO refresh_families (family, current_jti) VALUES (?, ?) ON CONFLICT (family) DO UPDATE SET current_jti = excluded.current_jti',
      ),
      rotate: db.prepare(
        'UPDATE refresh_families SET current_jti = ? WHERE family = ? AND current_jti = ?',
      ),
      revoke: db.prepare(
        'INSERT OR IGNORE INTO revocations (family, reason, username, app, at) VALUES (@family, @reason, @username, @app, @at)',
      ),
      purgeChallenges: db.prepare('DELETE FROM challenges WHERE expires_at <= ?'),
      purgeCodes: db.prepare('DELETE FROM used_codes WHERE expires_at <= ?'),
    };
  }

  async saveChallenge(challenge: Challenge): Promise<void> {
    this.statements.saveChallenge.run(challenge);
  }

  async takeChallenge(value: string): Promise<Challenge | undefined> {
    const row = this.statements.takeChallenge.get(value);
    return (
      row && { value, username: row.username, clientId: row.client_id, expiresAt: row.expires_at }
    );
  }

  async useCode(jti: string, expiresAt: number): Promise<boolean> {
    return this.statements.useCode.run(jti, expiresAt).changes === 1;
  }

  async startFamily(family: string, refreshJti: string): Promise<void> {
    this.statements.startFamily.run(family, refreshJti);
  }

  async rotateRefresh(family: string, expected: string, next: string): Promise<boolean> {
    return this.statements.rotate.run(next, family, expected).changes === 1;
  }

  async revokeFamily(revocation: Revocation): Promise<void> {
    this.statements.revoke.run({ ...revocation, app: revocation.app ?? null });
    this.revocations.add(revocation.family);
  }

  async isRevoked(family: string): Promise<boolean> {
    return this.revocations.has(family);
  }

  /** Stops following other processes' revocations (also stops by itself once the database is closed). */
  stop(): void {
    this.revocations.stop();
  }

  async purgeExpired(now: number): Promise<void> {
    this.statements.purgeChallenges.run(now);
    this.statements.purgeCodes.run(now);
  }
}
