import type { Challenge, GrantStore, Revocation } from '../../core/ports/GrantStore';
import type { SqliteDatabase } from './openDatabase';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS challenges (
  value TEXT PRIMARY KEY, username TEXT NOT NULL, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS used_codes (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS refresh_families (family TEXT PRIMARY KEY, current_jti TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS revocations (
  family TEXT PRIMARY KEY, reason TEXT NOT NULL, username TEXT NOT NULL, app TEXT, at INTEGER NOT NULL);
`;

/**
 * GrantStore over SQLite. Each method is one statement, so each is atomic: single-use values
 * are taken with DELETE … RETURNING / INSERT OR IGNORE / compare-and-set UPDATE, never read-then-write.
 */
export class SqliteGrantStore implements GrantStore {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    db.exec(SCHEMA);
    this.statements = {
      saveChallenge: db.prepare(
        'INSERT INTO challenges (value, username, client_id, expires_at) VALUES (@value, @username, @clientId, @expiresAt)',
      ),
      takeChallenge: db.prepare<[string], { username: string; client_id: string; expires_at: number }>(
        'DELETE FROM challenges WHERE value = ? RETURNING username, client_id, expires_at',
      ),
      useCode: db.prepare('INSERT OR IGNORE INTO used_codes (jti, expires_at) VALUES (?, ?)'),
      startFamily: db.prepare(
        'INSERT INTO refresh_families (family, current_jti) VALUES (?, ?) ON CONFLICT (family) DO UPDATE SET current_jti = excluded.current_jti',
      ),
      rotate: db.prepare('UPDATE refresh_families SET current_jti = ? WHERE family = ? AND current_jti = ?'),
      revoke: db.prepare(
        'INSERT OR IGNORE INTO revocations (family, reason, username, app, at) VALUES (@family, @reason, @username, @app, @at)',
      ),
      isRevoked: db.prepare<[string], { found: number }>('SELECT 1 AS found FROM revocations WHERE family = ?'),
      purgeChallenges: db.prepare('DELETE FROM challenges WHERE expires_at <= ?'),
      purgeCodes: db.prepare('DELETE FROM used_codes WHERE expires_at <= ?'),
    };
  }

  async saveChallenge(challenge: Challenge): Promise<void> {
    this.statements.saveChallenge.run(challenge);
  }

  async takeChallenge(value: string): Promise<Challenge | undefined> {
    const row = this.statements.takeChallenge.get(value);
    return row && { value, username: row.username, clientId: row.client_id, expiresAt: row.expires_at };
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
  }

  async isRevoked(family: string): Promise<boolean> {
    return this.statements.isRevoked.get(family) !== undefined;
  }

  async purgeExpired(now: number): Promise<void> {
    this.statements.purgeChallenges.run(now);
    this.statements.purgeCodes.run(now);
  }
}
