import type {
  Challenge,
  SignInStore,
  Revocation,
  SignIn,
  SignInQuery,
} from '../../../core/ports/SignInStore';
import type { SqliteDatabase } from '../openDatabase';
import { migrateSqlite } from '../schema/migrateSqlite';
import { SqliteRevocations } from './SqliteRevocations';
import {
  EXCLUDED,
  grantedColumn,
  originColumns,
  SIGN_IN_COLUMNS,
  signInOfRow,
  type SignInRow,
  updateSignIn,
} from './signInRows';

const PARAMETERS = {
  username: '@username',
  app: '@app',
  kind: '@kind',
  started_at: '@startedAt',
  used_at: '@usedAt',
  expires_at: '@expiresAt',
  granted_limits: '@grantedLimits',
  wallet: '@wallet',
  device: '@device',
  scope: '@scope',
};

/** A sign-in as the statements' named parameters. */
const row = (signIn: SignIn) => {
  const { granted: _granted, wallet: _wallet, device: _device, scope: _scope, ...values } = signIn;
  return { ...values, grantedLimits: grantedColumn(signIn), ...originColumns(signIn) };
};

/**
 * The SignInStore over SQLite. Each method is one statement, so each is atomic: single-use values
 * are taken with DELETE … RETURNING / INSERT OR IGNORE / compare-and-set UPDATE, never read-then-write.
 * isRevoked reads the in-memory SqliteRevocations view (other processes' revocations show within
 * `revocationPollMs`), so checking a token issued in the last week reads no storage; an older one
 * (a refresh token) costs one lookup by primary key.
 */
export class SqliteSignInStore implements SignInStore {
  private readonly statements;
  private readonly revocations: SqliteRevocations;
  /** useCode then startRefresh in one transaction: one commit for a code's exchange. */
  private readonly spendCodeOnce: (jti: string, expiresAt: number, startRow: object) => boolean;

  constructor(db: SqliteDatabase, revocationPollMs = 200, now: () => number = Date.now) {
    migrateSqlite(db);
    this.revocations = new SqliteRevocations(db, revocationPollMs, now);
    this.statements = {
      saveChallenge: db.prepare(
        'INSERT INTO challenges (value, username, client_id, expires_at) VALUES (@value, @username, @clientId, @expiresAt)',
      ),
      takeChallenge: db.prepare<
        [string],
        { username: string; client_id: string; expires_at: number }
      >('DELETE FROM challenges WHERE value = ? RETURNING username, client_id, expires_at'),
      useCode: db.prepare('INSERT OR IGNORE INTO used_codes (jti, expires_at) VALUES (?, ?)'),
      recordSignIn: db.prepare(
        `INSERT INTO sign_ins (sid, current_jti, username, app, kind, started_at, used_at, expires_at, granted_limits, wallet, device, scope)
         VALUES (@sid, '', @username, @app, @kind, @startedAt, @usedAt, @expiresAt, @grantedLimits, @wallet, @device, @scope)
         ON CONFLICT (sid) DO UPDATE SET ${updateSignIn(EXCLUDED, 'max')}`,
      ),
      startRefresh: db.prepare(
        `INSERT INTO sign_ins (sid, current_jti, username, app, kind, started_at, used_at, expires_at, granted_limits, wallet, device, scope)
         VALUES (@sid, @jti, @username, @app, @kind, @startedAt, @usedAt, @expiresAt, @grantedLimits, @wallet, @device, @scope)
         ON CONFLICT (sid) DO UPDATE SET current_jti = excluded.current_jti, ${updateSignIn(EXCLUDED, 'max')}`,
      ),
      rotate: db.prepare(
        `UPDATE sign_ins SET current_jti = @next, ${updateSignIn(PARAMETERS, 'max')}
         WHERE sid = @sid AND current_jti = @expected`,
      ),
      signInsOfUser: db.prepare<[string, number], SignInRow>(
        `SELECT ${SIGN_IN_COLUMNS} FROM sign_ins f WHERE username = ? AND expires_at > ?
         AND NOT EXISTS (SELECT 1 FROM revocations r WHERE r.sid = f.sid) ORDER BY started_at`,
      ),
      signInsOfApp: db.prepare<[string, number], SignInRow>(
        `SELECT ${SIGN_IN_COLUMNS} FROM sign_ins f WHERE app = ? AND expires_at > ?
         AND NOT EXISTS (SELECT 1 FROM revocations r WHERE r.sid = f.sid) ORDER BY started_at`,
      ),
      signInsUsedBetween: db.prepare<[number, number, number], SignInRow>(
        `SELECT ${SIGN_IN_COLUMNS} FROM sign_ins f WHERE used_at BETWEEN ? AND ? AND expires_at > ?
         AND NOT EXISTS (SELECT 1 FROM revocations r WHERE r.sid = f.sid) ORDER BY started_at`,
      ),
      // Kept as long as the newest token of the sign-in (its record) lives, at least `until`.
      revoke: db.prepare<[Record<string, unknown>], { until: number }>(
        `INSERT OR IGNORE INTO revocations (sid, reason, username, app, at, until)
         VALUES (@sid, @reason, @username, @app, @at,
           MAX(@until, COALESCE((SELECT expires_at FROM sign_ins WHERE sid = @sid), 0)))
         RETURNING until`,
      ),
      revoked: db.prepare<[string], number>('SELECT 1 FROM revocations WHERE sid = ?').pluck(),
      purgeChallenges: db.prepare('DELETE FROM challenges WHERE expires_at <= ?'),
      purgeCodes: db.prepare('DELETE FROM used_codes WHERE expires_at <= ?'),
      purgeSignIns: db.prepare('DELETE FROM sign_ins WHERE expires_at <= ?'),
      purgeRevocations: db.prepare('DELETE FROM revocations WHERE until < ?'),
    };
    const { useCode, startRefresh } = this.statements;
    this.spendCodeOnce = db.transaction((jti: string, expiresAt: number, startRow: object) => {
      if (useCode.run(jti, expiresAt).changes !== 1) return false;
      startRefresh.run(startRow);
      return true;
    });
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

  async recordSignIn(signIn: SignIn): Promise<void> {
    this.statements.recordSignIn.run(row(signIn));
  }

  async startRefresh(signIn: SignIn, refreshJti: string): Promise<void> {
    this.statements.startRefresh.run({ ...row(signIn), jti: refreshJti });
  }

  async spendCode(
    code: { jti: string; expiresAt: number },
    signIn: SignIn,
    refreshJti: string,
  ): Promise<boolean> {
    return this.spendCodeOnce(code.jti, code.expiresAt, { ...row(signIn), jti: refreshJti });
  }

  async rotateRefresh(signIn: SignIn, expected: string, next: string): Promise<boolean> {
    return this.statements.rotate.run({ ...row(signIn), expected, next }).changes === 1;
  }

  async signInsOf(who: SignInQuery, now: number): Promise<SignIn[]> {
    const rows =
      'username' in who
        ? this.statements.signInsOfUser.all(who.username, now)
        : 'app' in who
          ? this.statements.signInsOfApp.all(who.app, now)
          : this.statements.signInsUsedBetween.all(who.usedFrom, who.usedUntil, now);
    return rows.map(signInOfRow);
  }

  async revokeSignIn(revocation: Revocation): Promise<void> {
    const { evidence: _evidence, ...row } = revocation;
    const added = this.statements.revoke.get({ ...row, app: row.app ?? null });
    if (added) this.revocations.add(revocation.sid, revocation.at);
  }

  async isRevoked(sid: string, issuedAt?: number): Promise<boolean> {
    if (this.revocations.has(sid)) return true;
    return !this.revocations.covers(issuedAt) && this.statements.revoked.get(sid) !== undefined;
  }

  /** Stops following other processes' revocations (also stops by itself once the database is closed). */
  stop(): void {
    this.revocations.stop();
  }

  async purgeExpired(now: number, guardedBefore: number): Promise<void> {
    this.statements.purgeChallenges.run(now);
    this.statements.purgeCodes.run(now);
    this.statements.purgeSignIns.run(now);
    this.statements.purgeRevocations.run(guardedBefore);
  }
}
