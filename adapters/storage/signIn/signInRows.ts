import type { PostingLimits } from '../../../core/limits/postingLimits';
import type { SignIn } from '../../../core/ports/SignInStore';

/** The columns of sign_ins that describe a sign-in, as SQLite and PostgreSQL select them. */
export const SIGN_IN_COLUMNS =
  'sid, username, app, kind, started_at, used_at, expires_at, granted_limits';

export interface SignInRow {
  sid: string;
  username: string;
  app: string;
  kind: SignIn['kind'];
  /** bigint columns come back from PostgreSQL as strings */
  started_at: number | string;
  used_at: number | string;
  expires_at: number | string;
  /** JSON text (SQLite) or the parsed jsonb (PostgreSQL); null when it granted none. */
  granted_limits: string | PostingLimits | null;
}

export function signInOfRow(row: SignInRow): SignIn {
  const granted =
    typeof row.granted_limits === 'string'
      ? (JSON.parse(row.granted_limits) as PostingLimits)
      : row.granted_limits;
  return {
    sid: row.sid,
    username: row.username,
    app: row.app,
    kind: row.kind,
    startedAt: Number(row.started_at),
    usedAt: Number(row.used_at),
    expiresAt: Number(row.expires_at),
    ...(granted ? { granted } : {}),
  };
}

/** The granted limits as the column stores them: JSON, or null. */
export function grantedColumn(signIn: SignIn): string | null {
  return signIn.granted ? JSON.stringify(signIn.granted) : null;
}

/** SQL expressions giving a sign-in's recorded fields, by column. */
export type SignInValues = Record<
  'username' | 'app' | 'kind' | 'started_at' | 'used_at' | 'expires_at' | 'granted_limits',
  string
>;

/** The values an upsert proposed. */
export const EXCLUDED: SignInValues = {
  username: 'excluded.username',
  app: 'excluded.app',
  kind: 'excluded.kind',
  started_at: 'excluded.started_at',
  used_at: 'excluded.used_at',
  expires_at: 'excluded.expires_at',
  granted_limits: 'excluded.granted_limits',
};

/**
 * The SET clause recording another use of a sign-in (`greatest`: SQLite's `max`, PostgreSQL's
 * `GREATEST`). A sign-in from before sign-ins were recorded learns who and what, and its
 * provisional expiry gives way; otherwise use and expiry only move forward. The limits it granted
 * are kept as first recorded.
 */
export function updateSignIn(v: SignInValues, greatest: 'max' | 'GREATEST'): string {
  const t = 'sign_ins'; // qualified: in an upsert, PostgreSQL finds `username` ambiguous
  return `username = COALESCE(${t}.username, ${v.username}), app = COALESCE(${t}.app, ${v.app}),
    kind = COALESCE(${t}.kind, ${v.kind}), started_at = COALESCE(${t}.started_at, ${v.started_at}),
    granted_limits = COALESCE(${t}.granted_limits, ${v.granted_limits}),
    used_at = ${greatest}(COALESCE(${t}.used_at, 0), ${v.used_at}),
    expires_at = CASE WHEN ${t}.username IS NULL THEN ${v.expires_at}
      ELSE ${greatest}(${t}.expires_at, ${v.expires_at}) END`;
}
