import type { Pool, PoolClient } from 'pg';
import { checkSchema, pendingMigrations, type AppliedSchema, type Migration } from './migration';
import { POSTGRES_MIGRATIONS } from './postgresMigrations';

/** Advisory lock key shared by every hivegate instance migrating the same database. */
const MIGRATION_LOCK = 4_810_013;

/**
 * Brings a PostgreSQL database to the newest schema this build knows, in one transaction under an
 * advisory lock: instances starting together apply each version once, the others wait, then find
 * it done. A database ahead of this build is left as it is when this build serves it (expand
 * steps), else SchemaTooNew. Returns the version reached.
 */
export async function migratePostgres(
  pool: Pool,
  migrations: readonly Migration[] = POSTGRES_MIGRATIONS,
): Promise<number> {
  const client = await pool.connect();
  const onError = () => undefined; // a connection dropped mid-migration fails the query under way, which is reported
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    // Which release a contract step needs (issue 41 §3); releases before kept no such column.
    await client.query(
      'ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS oldest_reader integer',
    );
    const applied = await appliedPostgresSchema(client);
    let version = applied.version;
    for (const migration of pendingMigrations(migrations, applied)) {
      await client.query(migration.sql);
      await client.query(
        'INSERT INTO schema_migrations (version, name, oldest_reader) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.oldestReader ?? null],
      );
      version = migration.version;
    }
    await client.query('COMMIT');
    return version;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.off('error', onError);
    client.release();
  }
}

/**
 * Checks, changing nothing, that this build serves the database as it is (MIGRATE_ON_START=off):
 * SchemaTooOld when it is behind, SchemaTooNew when a newer build's contract step excludes it.
 */
export async function checkPostgresSchema(
  pool: Pool,
  migrations: readonly Migration[] = POSTGRES_MIGRATIONS,
): Promise<void> {
  const client = await pool.connect();
  try {
    checkSchema(migrations, await appliedPostgresSchema(client));
  } finally {
    client.release();
  }
}

/** The version a PostgreSQL database reached and the oldest release it needs (0: a new database). */
export async function appliedPostgresSchema(client: PoolClient | Pool): Promise<AppliedSchema> {
  const { rows: columns } = await client.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'schema_migrations'",
  );
  if (columns.length === 0) return { version: 0 };
  const needs = columns.some((column) => column.column_name === 'oldest_reader')
    ? 'max(oldest_reader)'
    : 'NULL::integer';
  const { rows } = await client.query<{ v: number | null; needs: number | null }>(
    `SELECT max(version) AS v, ${needs} AS needs FROM schema_migrations`,
  );
  return { version: rows[0].v ?? 0, ...(rows[0].needs !== null && { needs: rows[0].needs }) };
}
