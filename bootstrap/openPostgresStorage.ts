import type { Logger } from '../core/ports/Logger';
import { openPostgres } from '../adapters/storage/openPostgres';
import { DatabaseUnreachable, isConnectionError } from '../adapters/storage/postgresErrors';
import { PostgresDirectoryShare } from '../adapters/storage/apps/PostgresDirectoryShare';
import { postgresStores } from '../adapters/storage/postgresStores';
import { checkPostgresSchema, migratePostgres } from '../adapters/storage/schema/migratePostgres';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Storage } from './storage';

/** PostgreSQL storage, migrated, with the revocation feed started (openStorage loads this file only when DATABASE_URL is set). */
export async function openPostgresStorage(
  url: string,
  poolSize: number,
  logger: Logger,
  /** Migrate the schema (MIGRATE_ON_START); otherwise only check that this build serves it. */
  migrate = true,
): Promise<Storage> {
  const pool = openPostgres(url, { poolSize }, logger);
  const stores = postgresStores({ pool, url, logger });
  const { signIns, chainCursor } = stores;
  try {
    await (migrate ? migratePostgres(pool) : checkPostgresSchema(pool));
    await signIns.start();
  } catch (error) {
    await signIns.stop();
    await pool.end();
    throw isConnectionError(error) ? new DatabaseUnreachable(error) : error;
  }
  return {
    kind: 'postgres',
    ...stores,
    directoryShare: new PostgresDirectoryShare(pool),
    // The table comes from the migrations; rows expired an hour ago are deleted every 5 minutes.
    limiters: (name, { points, seconds }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix: name,
        points,
        duration: seconds,
      }),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await chainCursor.release();
      await signIns.stop();
      await pool.end();
    },
  };
}
