import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { SQLITE_STORES } from '../../adapters/storage/sqliteStores';

/** The migrations' own statements and locks: run once at start, on tables of a few rows. */
const BOOKKEEPING =
  /schema_migrations|sqlite_master|pragma_table_info|information_schema|pg_(try_)?advisory/i;

/** A statement on one line, at most `max` characters. */
function oneLine(sql: string, max = 150): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The query plan (EXPLAIN QUERY PLAN) of every statement SQLite's stores prepare — each store
 * prepares its statements once, when it is made — over the seeded file: one line each, the plan's
 * steps after the arrow. A `SCAN` of a table is a cost that grows with it.
 */
export function explainSqlite(file: string): string {
  const db = openDatabase(file);
  const seen = new Set<string>();
  const prepare = db.prepare.bind(db);
  (db as { prepare: unknown }).prepare = (sql: string) => {
    seen.add(sql);
    return prepare(sql);
  };
  const made = Object.values(SQLITE_STORES).map((make) => make(db));
  for (const store of made) if (store instanceof SqliteSignInStore) store.stop();
  (db as { prepare: unknown }).prepare = prepare;
  const lines = ['SQLite, every statement the stores prepare, on the seeded file:'];
  for (const sql of seen) {
    if (/^\s*(PRAGMA|BEGIN|COMMIT|ROLLBACK)/i.test(sql) || BOOKKEEPING.test(sql)) continue;
    try {
      const statement = prepare(`EXPLAIN QUERY PLAN ${sql}`);
      const named = [...new Set([...sql.matchAll(/[@:$](\w+)/g)].map((m) => m[1]))];
      const positional = (sql.match(/\?/g) ?? []).length;
      const plan = (
        named.length > 0
          ? statement.all(Object.fromEntries(named.map((name) => [name, null])))
          : statement.all(...Array.from({ length: positional }, () => null))
      ) as { detail: string }[];
      lines.push(
        `- \`${oneLine(sql)}\` → ${plan.map((p) => p.detail).join('; ') || '(no table read)'}`,
      );
    } catch (error) {
      lines.push(`- \`${oneLine(sql)}\` → (not explained: ${(error as Error).message})`);
    }
  }
  db.close();
  return lines.join('\n');
}

/**
 * The statements the PostgreSQL-backed service ran against the seeded database (its server log,
 * with log_statement = all set on that database), each planned as a generic plan — what a
 * prepared statement gets whatever its parameters — with EXPLAIN.
 */
export async function explainPostgres(url: string, serverLog: string): Promise<string> {
  const statements = loggedStatements(readFileSync(serverLog, 'utf8'));
  for (const sql of UNREACHED_BY_THE_LOADS) statements.add(sql);
  const client = new Client({ connectionString: url });
  await client.connect();
  const lines = [
    'PostgreSQL, every statement the service ran during the loads, on the seeded database:',
  ];
  try {
    await client.query("SET plan_cache_mode = 'force_generic_plan'");
    for (const [i, sql] of [...statements].entries()) {
      if (
        /^\s*(BEGIN|COMMIT|ROLLBACK|LISTEN|SET|SHOW|SELECT 1\s*$)/i.test(sql) ||
        BOOKKEEPING.test(sql)
      )
        continue;
      const count = Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      try {
        await client.query(`PREPARE scale_${i} AS ${sql}`);
        const args = count > 0 ? `(${Array.from({ length: count }, () => 'NULL').join(', ')})` : '';
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (COSTS OFF) EXECUTE scale_${i}${args}`,
        );
        const plan = rows.map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, '')).join('; ');
        lines.push(`- \`${oneLine(sql)}\` → ${plan}`);
      } catch (error) {
        lines.push(`- \`${oneLine(sql)}\` → (not explained: ${(error as Error).message})`);
      }
    }
  } finally {
    await client.end();
  }
  return lines.join('\n');
}

/**
 * Statements of hot paths the loads do not reach (PostgresGrantStore's, copied): a refresh token
 * older than a week checked against the table, the chain follower's look-up of an account's
 * sign-ins, the hourly purge. SQLite's list has them all: its stores prepare every statement.
 */
const UNREACHED_BY_THE_LOADS = [
  'SELECT at FROM revocations WHERE sid = $1',
  `SELECT sid, username, app, kind, started_at, used_at, expires_at, granted_limits FROM sign_ins f
   WHERE username = $2 AND expires_at > $1
   AND NOT EXISTS (SELECT 1 FROM revocations r WHERE r.sid = f.sid) ORDER BY started_at`,
  `WITH codes AS (DELETE FROM used_codes WHERE expires_at <= $1),
     ended AS (DELETE FROM sign_ins WHERE expires_at <= $1),
     revoked AS (DELETE FROM revocations WHERE until < $2)
   DELETE FROM challenges WHERE expires_at <= $1`,
];

/** The distinct statements a server log holds (only the seeded database's sessions log them). */
function loggedStatements(log: string): Set<string> {
  const out = new Set<string>();
  let current: string | undefined;
  const flush = () => {
    if (current !== undefined) out.add(current.trim());
    current = undefined;
  };
  for (const line of log.split('\n')) {
    const start = /LOG:\s+(?:execute [^:]*|statement): (.*)$/.exec(line);
    if (start) {
      flush();
      current = start[1];
    } else if (current !== undefined && line.startsWith('\t')) current += `\n${line.slice(1)}`;
    else flush();
  }
  flush();
  return out;
}
