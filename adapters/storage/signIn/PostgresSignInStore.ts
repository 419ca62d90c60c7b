import type { Pool } from 'pg';
import type {
  Challenge,
  SignInStore,
  Revocation,
  SignIn,
  SignInQuery,
} from '../../../core/ports/SignInStore';
import { rowsOf } from '../postgresQuery';
import { PostgresRevocations, REVOKED_CHANNEL } from './PostgresRevocations';
import {
  EXCLUDED,
  grantedColumn,
  originColumns,
  SIGN_IN_COLUMNS,
  signInOfRow,
  type SignInRow,
  updateSignIn,
} from './signInRows';

/** A sign-in's values as parameters $1…$11, in the order of `RECORD`'s columns. */
const signInParameters = (signIn: SignIn) => [
  signIn.sid,
  signIn.username,
  signIn.app,
  signIn.kind,
  signIn.startedAt,
  signIn.usedAt,
  signIn.expiresAt,
  grantedColumn(signIn),
  ...Object.values(originColumns(signIn)),
];
const PARAMETERS = {
  username: '$2',
  app: '$3',
  kind: '$4',
  started_at: '$5::bigint',
  used_at: '$6::bigint',
  expires_at: '$7::bigint',
  granted_limits: '$8::jsonb',
  wallet: '$9',
  device: '$10',
  scope: '$11',
};
/** Inserts a sign-in from `signInParameters` with current_jti $12 ('' before its refresh token). */
const RECORD = `INSERT INTO sign_ins (sid, username, app, kind, started_at, used_at, expires_at, granted_limits, wallet, device, scope, current_jti)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12) ON CONFLICT (sid) DO UPDATE SET ${updateSignIn(EXCLUDED, 'GREATEST')}`;

/**
 * The SignInStore over PostgreSQL, shared by every instance. Each decision is one conditional
 * statement, atomic across instances: DELETE … RETURNING takes a challenge, INSERT … ON CONFLICT
 * DO NOTHING uses a code, UPDATE … WHERE current_jti = $expected rotates a refresh token.
 * isRevoked reads the in-memory PostgresRevocations view for a token issued in the last week; it
 * asks the database (one lookup by the unique index on sid) for an older token (a refresh token)
 * and while the view's feed is down. A database that cannot be reached surfaces as the core's Unavailable (503).
 */
export class PostgresSignInStore implements SignInStore {
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
    await rowsOf(
      this.pool,
      'INSERT INTO challenges (value, username, client_id, expires_at) VALUES ($1, $2, $3, $4)',
      [challenge.value, challenge.username, challenge.clientId, challenge.expiresAt],
    );
  }

  async takeChallenge(value: string): Promise<Challenge | undefined> {
    const rows = await rowsOf<{ username: string; client_id: string; expires_at: string }>(
      this.pool,
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
    const rows = await rowsOf(
      this.pool,
      'INSERT INTO used_codes (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS used',
      [jti, expiresAt],
    );
    return rows.length === 1;
  }

  async recordSignIn(signIn: SignIn): Promise<void> {
    await rowsOf(this.pool, RECORD, [...signInParameters(signIn), '']);
  }

  async startRefresh(signIn: SignIn, refreshJti: string): Promise<void> {
    await rowsOf(this.pool, `${RECORD}, current_jti = excluded.current_jti`, [
      ...signInParameters(signIn),
      refreshJti,
    ]);
  }

  /** One statement, one round trip: the sign-in is written only when the code's row was inserted. */
  async spendCode(
    code: { jti: string; expiresAt: number },
    signIn: SignIn,
    refreshJti: string,
  ): Promise<boolean> {
    const rows = await rowsOf(
      this.pool,
      `WITH used AS (
         INSERT INTO used_codes (jti, expires_at) VALUES ($13, $14) ON CONFLICT DO NOTHING RETURNING 1
       ), started AS (
         INSERT INTO sign_ins (sid, username, app, kind, started_at, used_at, expires_at, granted_limits, wallet, device, scope, current_jti)
         SELECT $1, $2, $3, $4, $5::bigint, $6::bigint, $7::bigint, $8::jsonb, $9, $10, $11, $12 FROM used
         ON CONFLICT (sid) DO UPDATE SET ${updateSignIn(EXCLUDED, 'GREATEST')}, current_jti = excluded.current_jti
       )
       SELECT 1 AS spent FROM used`,
      [...signInParameters(signIn), refreshJti, code.jti, code.expiresAt],
    );
    return rows.length === 1;
  }

  async rotateRefresh(signIn: SignIn, expected: string, next: string): Promise<boolean> {
    const rows = await rowsOf(
      this.pool,
      `UPDATE sign_ins SET current_jti = $13, ${updateSignIn(PARAMETERS, 'GREATEST')}
       WHERE sid = $1 AND current_jti = $12 RETURNING 1 AS rotated`,
      [...signInParameters(signIn), expected, next],
    );
    return rows.length === 1;
  }

  async signInsOf(who: SignInQuery, now: number): Promise<SignIn[]> {
    const [where, values] =
      'username' in who
        ? ['username = $2', [who.username]]
        : 'app' in who
          ? ['app = $2', [who.app]]
          : ['used_at BETWEEN $2 AND $3', [who.usedFrom, who.usedUntil]];
    const rows = await rowsOf<SignInRow>(
      this.pool,
      `SELECT ${SIGN_IN_COLUMNS} FROM sign_ins f WHERE ${where} AND expires_at > $1
       AND NOT EXISTS (SELECT 1 FROM revocations r WHERE r.sid = f.sid) ORDER BY started_at`,
      [now, ...values],
    );
    return rows.map(signInOfRow);
  }

  async revokeSignIn(revocation: Revocation): Promise<void> {
    // Inserted and announced in one statement: the NOTIFY goes out when (and only if) the row
    // commits. Kept as long as the newest token of the sign-in (its record) lives, at
    // least `until` (issue 37 §3).
    const [added] = await rowsOf<{ until: string }>(
      this.pool,
      `WITH added AS (
         INSERT INTO revocations (sid, reason, username, app, at, until)
         VALUES ($1, $2, $3, $4, $5, GREATEST($6::bigint,
           (SELECT expires_at FROM sign_ins WHERE sid = $1)))
         ON CONFLICT DO NOTHING RETURNING sid, at, until)
       SELECT until, pg_notify('${REVOKED_CHANNEL}', sid || ' ' || at || ' ' || until) FROM added`,
      [
        revocation.sid,
        revocation.reason,
        revocation.username,
        revocation.app ?? null,
        revocation.at,
        revocation.until,
      ],
    );
    if (added) this.revocations.add(revocation.sid, revocation.at);
  }

  async isRevoked(sid: string, issuedAt?: number): Promise<boolean> {
    if (this.revocations.has(sid)) return true;
    if (this.revocations.covers(issuedAt)) return false;
    const rows = await rowsOf<{ at: string }>(
      this.pool,
      'SELECT at FROM revocations WHERE sid = $1',
      [sid],
    );
    if (rows.length > 0) this.revocations.add(sid, Number(rows[0].at));
    return rows.length > 0;
  }

  async purgeExpired(now: number, guardedBefore: number): Promise<void> {
    await rowsOf(
      this.pool,
      `WITH codes AS (DELETE FROM used_codes WHERE expires_at <= $1),
         ended AS (DELETE FROM sign_ins WHERE expires_at <= $1),
         revoked AS (DELETE FROM revocations WHERE until < $2)
       DELETE FROM challenges WHERE expires_at <= $1`,
      [now, guardedBefore],
    );
    this.revocations.forget();
  }
}
