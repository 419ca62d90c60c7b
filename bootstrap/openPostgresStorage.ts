import type { Logger } from '../core/ports/Logger';
import { openPostgres } from '../adapters/storage/openPostgres';
import { DatabaseUnreachable, isConnectionError } from '../adapters/storage/postgresErrors';
import { PostgresDirectoryShare } from '../adapters/storage/PostgresDirectoryShare';
import { PostgresGrantStore } from '../adapters/storage/PostgresGrantStore';
import { PostgresIdempotencyStore } from '../adapters/storage/PostgresIdempotencyStore';
import { PostgresBroadcastLog } from '../adapters/storage/PostgresBroadcastLog';
import { PostgresOperationBudget } from '../adapters/storage/PostgresOperationBudget';
import { PostgresLimitOverrides } from '../adapters/storage/PostgresLimitOverrides';
import { PostgresChainCursor } from '../adapters/storage/PostgresChainCursor';
import { PostgresLogoutQueue } from '../adapters/storage/PostgresLogoutQueue';
import { PostgresDeviceRequests } from '../adapters/storage/PostgresDeviceRequests';
import { PostgresDPoPReplayStore } from '../adapters/storage/PostgresDPoPReplayStore';
import { PostgresSigningKeyStore } from '../adapters/storage/PostgresSigningKeyStore';
import { PostgresRevocations } from '../adapters/storage/PostgresRevocations';
import { PostgresUsageStore } from '../adapters/storage/PostgresUsageStore';
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
  const grants = new PostgresGrantStore(
    pool,
    new PostgresRevocations({ connectionString: url }, logger),
  );
  const chainCursor = new PostgresChainCursor(pool, { connectionString: url });
  try {
    await (migrate ? migratePostgres(pool) : checkPostgresSchema(pool));
    await grants.start();
  } catch (error) {
    await grants.stop();
    await pool.end();
    throw isConnectionError(error) ? new DatabaseUnreachable(error) : error;
  }
  return {
    kind: 'postgres',
    grants,
    usage: new PostgresUsageStore(pool),
    idempotency: new PostgresIdempotencyStore(pool),
    broadcastLog: new PostgresBroadcastLog(pool),
    operationBudget: new PostgresOperationBudget(pool),
    limitOverrides: new PostgresLimitOverrides(pool),
    chainCursor,
    logoutQueue: new PostgresLogoutQueue(pool),
    deviceRequests: new PostgresDeviceRequests(pool),
    dpopReplays: new PostgresDPoPReplayStore(pool),
    signingKeys: new PostgresSigningKeyStore(pool),
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
      await grants.stop();
      await pool.end();
    },
  };
}
