import type { Pool } from 'pg';
import { pendingMigrations, type Migration } from './migration';
import { POSTGRES_MIGRATIONS } from './postgresMigrations';

/** Advisory lock key shared by every hivegate instance migrating the same database. */
const MIGRATION_LOCK = 4_810_013;

/**
 * Brings a PostgreSQL database to the newest schema this build knows, in one transaction under an
 * advisory lock: instances starting together apply each version once, the others wait, then find
 * it done. Throws SchemaTooNew when the database is ahead. Returns the version reached.
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
    const { rows } = await client.query<{ v: number | null }>(
      'SELECT max(version) AS v FROM schema_migrations',
    );
    let version = rows[0].v ?? 0;
    for (const migration of pendingMigrations(migrations, version)) {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
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
