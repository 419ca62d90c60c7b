import { join } from 'node:path';
import { Pool } from 'pg';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { migratePostgres } from '../../adapters/storage/schema/migratePostgres';
import { migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';
import { dayOf } from '../../core/apps/directory';

const DAY = 86_400_000;

/** How much of a Hive-wide deployment's world the seeded store holds (issue 61 §1). */
export interface WorldSize {
  users: number;
  /** Sign-ins (refresh tokens), spread over the users and the apps, started over the last year. */
  signIns: number;
  /** Revoked sign-ins, revoked at moments spread over the last year. */
  revoked: number;
  /** Distinct users a day, for a year of usage rows (usage_users; usage_days for the apps they used). */
  dailyUsers: number;
  /** Idempotency keys still live (a busy day's: keys expire after a day, and the purge deletes them). */
  idempotencyKeys: number;
}

export const FULL_WORLD: WorldSize = {
  users: 1_000_000,
  signIns: 10_000_000,
  revoked: 1_000_000,
  dailyUsers: 10_000,
  idempotencyKeys: 1_000_000,
};

/** `--scale quick`: a twentieth, so that seeding and the loads fit CI's few minutes. */
export const QUICK_WORLD: WorldSize = {
  users: 50_000,
  signIns: 500_000,
  revoked: 50_000,
  dailyUsers: 500,
  idempotencyKeys: 50_000,
};

/** The directory's apps, in both stores alike (the same /api/apps answer): bench-app0 … */
export const APPS = 10_000;
/** Days of usage the directory window sees in both stores (the empty one has only these). */
const RECENT_DAYS = 3;
const YEAR_DAYS = 365;

/**
 * The rows, as one SQL text per table, over a series `i` from 0 (SQLite: a recursive CTE;
 * PostgreSQL: generate_series). Sids are spread over the key space (a multiplicative hash), as
 * random ones are: inserted in key order, the indexes would be built cheaper than real ones are.
 */
interface Dialect {
  series(count: number): string;
  hex(expr: string, width: number): string;
  concat(...parts: string[]): string;
  usageUser: string;
  conflictFree: (insert: string) => string;
}

const SQLITE: Dialect = {
  series: (count) =>
    `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${count - 1})`,
  hex: (expr, width) => `printf('%0${width}x', ${expr})`,
  concat: (...parts) => parts.join(' || '),
  usageUser: 'user',
  conflictFree: (insert) => insert.replace(/^INSERT/, 'INSERT OR IGNORE'),
};

const POSTGRES: Dialect = {
  series: (count) => `WITH s(i) AS (SELECT generate_series(0, ${count - 1})::bigint)`,
  hex: (expr, width) => `lpad(to_hex(${expr}), ${width}, '0')`,
  concat: (...parts) => parts.join(' || '),
  usageUser: 'username',
  conflictFree: (insert) => `${insert} ON CONFLICT DO NOTHING`,
};

/** The seeding statements, in order: the apps both stores share, then (`world`) the world's rows. */
function statements(d: Dialect, size: WorldSize, now: number, world: boolean): string[] {
  const sid = d.concat(d.hex('(i * 2654435761) % 4294967296', 8), d.hex('i', 8));
  const day = (daysAgo: string) =>
    // YYYY-MM-DD of `daysAgo` days before now, computed in SQL from a fixed list of days.
    `(SELECT day FROM seed_days WHERE n = ${daysAgo})`;
  const apps = [
    `${d.series(APPS)} INSERT INTO usage_apps (app, first_seen, last_seen)
       SELECT 'bench-app' || i, '${dayOf(now - (world ? YEAR_DAYS + RECENT_DAYS - 1 : RECENT_DAYS - 1) * DAY)}', '${dayOf(now)}' FROM s`,
    ...Array.from(
      { length: RECENT_DAYS },
      (_, n) => `${d.series(APPS)} INSERT INTO usage_days (app, day, users, requests)
         SELECT 'bench-app' || i, '${dayOf(now - n * DAY)}', 1 + (i % 3), 1 + (i % 13) FROM s`,
    ),
  ];
  if (!world) return apps;
  const days = Array.from({ length: YEAR_DAYS }, (_, n) => [
    n,
    dayOf(now - (n + RECENT_DAYS) * DAY),
  ]);
  return [
    ...apps,
    'CREATE TEMP TABLE seed_days (n integer PRIMARY KEY, day text NOT NULL)',
    `INSERT INTO seed_days (n, day) VALUES ${days.map(([n, text]) => `(${n}, '${text}')`).join(', ')}`,
    // Sign-ins: each user's, at apps in turn; started over the last year, used in the last 30 days,
    // their refresh tokens alive for up to 30 days more.
    `${d.series(size.signIns)} INSERT INTO sign_ins (sid, current_jti, username, app, kind, started_at, used_at, expires_at)
       SELECT ${sid}, ${d.concat("'j'", d.hex('i', 1))}, 'user' || (i % ${size.users}),
         'bench-app' || (i % ${APPS}), 'posting', ${now} - (i % ${YEAR_DAYS}) * ${DAY},
         ${now} - (i % 30) * ${DAY}, ${now} + ((i % 30) + 1) * ${DAY} FROM s`,
    // The first `revoked` of them revoked, at moments spread over the last year: about one in 52
    // within the last week, the ones an instance holds in memory. Each kept a year more, as under
    // the longest REFRESH_TTL_SECONDS allowed: no purge in the run forgets any.
    `${d.series(size.revoked)} INSERT INTO revocations (sid, reason, username, app, at, until)
       SELECT ${sid}, 'sign_out', 'user' || (i % ${size.users}), 'bench-app' || (i % ${APPS}),
         ${now} - ((i * 7919) % ${YEAR_DAYS * 86_400}) * 1000,
         ${now} - ((i * 7919) % ${YEAR_DAYS * 86_400}) * 1000 + ${366 * DAY} FROM s`,
    // A year of usage before the directory's recent days: dailyUsers users a day over 1000 apps.
    d.conflictFree(`${d.series(size.dailyUsers * YEAR_DAYS)} INSERT INTO usage_users (app, day, ${d.usageUser})
       SELECT 'bench-app' || ((i * 31) % 1000), ${day(`(i / ${size.dailyUsers})`)}, 'user' || ((i * 7) % ${size.users}) FROM s`),
    d.conflictFree(`${d.series(1000 * YEAR_DAYS)} INSERT INTO usage_days (app, day, users, requests)
       SELECT 'bench-app' || (i % 1000), ${day('(i / 1000)')}, 1 + (i % 50), 10 + (i % 500) FROM s`),
    `${d.series(size.idempotencyKeys)} INSERT INTO idempotency_keys (username, app, key, fingerprint, transaction_json, lease_until, outcome_json, expires_at)
       SELECT 'user' || (i % ${size.users}), 'bench-app' || (i % ${APPS}), ${d.concat("'key-'", d.hex('i', 1))},
         'fp', '{"operations":[]}', 0, '{"status":200}', ${now} + (i % 86400) * 1000 FROM s`,
    'DROP TABLE seed_days',
  ];
}

/** The tables the world fills, whose secondary indexes the seeding builds after their rows. */
const SEEDED_TABLES = ['sign_ins', 'revocations', 'usage_users', 'usage_days', 'idempotency_keys'];

/** Seeds DATA_DIR/hivegate.db before its service starts, in one transaction; answers the seconds it took. */
export function seedSqlite(dataDir: string, size: WorldSize, world: boolean): number {
  const t0 = performance.now();
  const db = openDatabase(join(dataDir, 'hivegate.db'));
  try {
    migrateSqlite(db);
    const sql = statements(SQLITE, size, Date.now(), world);
    db.transaction(() => {
      // The secondary indexes built once after the rows, not row by row: a few times faster.
      const indexes = db
        .prepare<[], { name: string; sql: string }>(
          `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${SEEDED_TABLES.map((t) => `'${t}'`).join(', ')})`,
        )
        .all();
      for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
      for (const text of sql) db.prepare(text).run();
      for (const index of indexes) db.exec(index.sql);
    })();
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
  return (performance.now() - t0) / 1000;
}

/** Seeds the database at `url` (migrated first), in one transaction; answers the seconds it took. */
export async function seedPostgres(url: string, size: WorldSize, world: boolean): Promise<number> {
  const t0 = performance.now();
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await migratePostgres(pool);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // The secondary indexes built once after the rows, not row by row (primary keys stay).
      const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
           AND tablename = ANY($1) AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
        [SEEDED_TABLES],
      );
      for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
      for (const text of statements(POSTGRES, size, Date.now(), world)) await client.query(text);
      await client.query("SET LOCAL maintenance_work_mem = '256MB'");
      for (const { indexdef } of indexes) await client.query(indexdef);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await pool.query('ANALYZE');
  } finally {
    await pool.end();
  }
  return (performance.now() - t0) / 1000;
}

/** A database of its own on the bench's cluster (`url` names any database there): answers its URL. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`CREATE DATABASE ${name}`);
  } finally {
    await pool.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

/** Has every session of the database at `url` log its statements (explainPostgres reads them). */
export async function logStatements(url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`ALTER DATABASE ${new URL(url).pathname.slice(1)} SET log_statement = 'all'`);
  } finally {
    await pool.end();
  }
}
