import { openDatabase } from '../adapters/storage/openDatabase';
import { openPostgres } from '../adapters/storage/openPostgres';
import { DatabaseUnreachable, isConnectionError } from '../adapters/storage/postgresErrors';
import { appliedPostgresSchema, migratePostgres } from '../adapters/storage/schema/migratePostgres';
import { appliedSqliteSchema, migrateSqlite } from '../adapters/storage/schema/migrateSqlite';
import type { Config } from './config';
import { createLogger } from './logger';
import { guardPrivateStorage } from './privateStorage';

/**
 * `hivegate migrate` (issue 41 §3): brings the schema of the configured storage (DATABASE_URL, or
 * SQLite under DATA_DIR) to this release's, as a start with MIGRATE_ON_START on would, and says
 * from which version to which. For rolling upgrades with MIGRATE_ON_START=off: run it once, then
 * replace the instances (docs/operations.md, "Upgrade"). SchemaTooNew when a newer release's
 * contract step excludes this one.
 */
export async function migrate(
  config: Pick<Config, 'databaseUrl' | 'databaseFile' | 'dataDir'>,
): Promise<string> {
  guardPrivateStorage(config, createLogger('warn')); // as a start does (issue 54 §1)
  if (config.databaseUrl) {
    const pool = openPostgres(config.databaseUrl, { poolSize: 1 });
    try {
      const before = (await appliedPostgresSchema(pool)).version;
      const after = await migratePostgres(pool);
      return said('PostgreSQL', before, after);
    } catch (error) {
      throw isConnectionError(error) ? new DatabaseUnreachable(error) : error;
    } finally {
      await pool.end();
    }
  }
  const db = openDatabase(config.databaseFile);
  try {
    const before = appliedSqliteSchema(db).version;
    return said(`SQLite (${config.databaseFile})`, before, migrateSqlite(db));
  } finally {
    db.close();
  }
}

function said(storage: string, before: number, after: number): string {
  return before === after
    ? `the ${storage} schema is at version ${after}; nothing to migrate`
    : `migrated the ${storage} schema from version ${before} to ${after}`;
}
