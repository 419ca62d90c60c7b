import { dayOf, windowStart } from '../core/domain/directory';
import type { DirectoryShare } from '../core/ports/DirectoryShare';
import type { GrantStore } from '../core/ports/GrantStore';
import type { IdempotencyStore } from '../core/ports/IdempotencyStore';
import type { BroadcastLog } from '../core/ports/BroadcastLog';
import type { Logger } from '../core/ports/Logger';
import type { OperationBudget } from '../core/ports/OperationBudget';
import { SqliteOperationBudget } from '../adapters/storage/SqliteOperationBudget';
import type { LimitOverrides } from '../core/ports/LimitOverrides';
import { SqliteLimitOverrides } from '../adapters/storage/SqliteLimitOverrides';
import type { ChainCursor } from '../core/ports/ChainCursor';
import { SqliteChainCursor } from '../adapters/storage/SqliteChainCursor';
import type { LogoutQueue } from '../core/ports/LogoutQueue';
import { SqliteLogoutQueue } from '../adapters/storage/SqliteLogoutQueue';
import type { DeviceRequests } from '../core/ports/DeviceRequests';
import { SqliteDeviceRequests } from '../adapters/storage/SqliteDeviceRequests';
import type { DPoPReplayStore } from '../core/ports/DPoPReplayStore';
import { SqliteDPoPReplayStore } from '../adapters/storage/SqliteDPoPReplayStore';
import type { SigningKeyStore } from '../core/ports/SigningKeyStore';
import { SqliteSigningKeyStore } from '../adapters/storage/SqliteSigningKeyStore';
import type { UsageStore } from '../core/ports/UsageStore';
import { MissingModule } from '../adapters/storage/newSqliteDatabase';
import { openDatabase } from '../adapters/storage/openDatabase';
import { checkSqliteSchema } from '../adapters/storage/schema/migrateSqlite';
import { SqliteGrantStore } from '../adapters/storage/SqliteGrantStore';
import { SqliteIdempotencyStore } from '../adapters/storage/SqliteIdempotencyStore';
import { SqliteBroadcastLog } from '../adapters/storage/SqliteBroadcastLog';
import { SqliteUsageStore } from '../adapters/storage/SqliteUsageStore';
import type { Config } from './config';
import type { LimiterFactory } from './rateLimits';

/** The service's storage, opened, migrated and ready. */
export interface Storage {
  kind: 'postgres' | 'sqlite';
  grants: GrantStore;
  usage: UsageStore;
  /** Idempotency-Key claims (issue 26), beside the grants. */
  idempotency: IdempotencyStore;
  /** Who broadcast which transaction, for receipts (issue 26). */
  broadcastLog: BroadcastLog;
  /** Operations counted against grants' daily budgets (issue 24). */
  operationBudget: OperationBudget;
  /** The limits users set later on their grants (issue 24 §3). */
  limitOverrides: LimitOverrides;
  /** Where the block follower stands, and which instance follows (issue 25 §1). */
  chainCursor: ChainCursor;
  /** Back-channel logout notices not yet delivered (issue 25 §4). */
  logoutQueue: LogoutQueue;
  /** Device authorization requests between start and tokens (issue 27 §1). */
  deviceRequests: DeviceRequests;
  /** DPoP proofs already accepted (issue 36 §6). */
  dpopReplays: DPoPReplayStore;
  /** Signing keys hivegate generated and rotates (issue 41 §1). */
  signingKeys: SigningKeyStore;
  /** PostgreSQL only: one instance builds the app directory, every instance serves it. */
  directoryShare?: DirectoryShare;
  /** PostgreSQL only: rate limiters counting in the database, so limits hold across instances. */
  limiters?: LimiterFactory;
  /** A trivial query (/readyz): rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Stops background work and closes connections. */
  close(): Promise<void>;
}

/** How often per-day usage older than the longest window is forgotten. */
const FORGET_USAGE_MS = 60 * 60_000;

type StorageConfig = Pick<
  Config,
  'databaseUrl' | 'databasePoolSize' | 'databaseFile' | 'appsWindowDays'
> &
  Partial<Pick<Config, 'migrateOnStart'>>;

/**
 * PostgreSQL when DATABASE_URL is set, shared by every instance; SQLite under DATA_DIR otherwise.
 * Either way the schema is migrated first — or, with MIGRATE_ON_START off, only checked
 * (SchemaTooOld when it is behind) — and SchemaTooNew when a newer build's contract step excludes this one,
 * and usage older than the app directory's window is forgotten hourly so the table stays bounded.
 */
export async function openStorage(config: StorageConfig, logger: Logger): Promise<Storage> {
  const migrate = config.migrateOnStart !== false;
  const storage = config.databaseUrl
    ? await postgresModule().openPostgresStorage(
        config.databaseUrl,
        config.databasePoolSize,
        logger,
        migrate,
      )
    : openSqliteStorage(config.databaseFile, migrate);
  const forget = () => {
    const before = windowStart(dayOf(Date.now()), config.appsWindowDays);
    storage.usage
      .forgetBefore?.(before)
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'storage: forgetting old usage failed'),
      );
  };
  forget();
  const timer = setInterval(forget, FORGET_USAGE_MS).unref();
  return {
    ...storage,
    async close() {
      clearInterval(timer);
      await storage.close();
    },
  };
}

function openSqliteStorage(file: string, migrate: boolean): Storage {
  const db = openDatabase(file);
  try {
    // Without migrating, a schema this build cannot serve is refused before any store touches it.
    if (!migrate) checkSqliteSchema(db);
    const grants = new SqliteGrantStore(db); // migrates (nothing left to do after the check)
    return {
      kind: 'sqlite',
      grants,
      usage: new SqliteUsageStore(db),
      idempotency: new SqliteIdempotencyStore(db),
      broadcastLog: new SqliteBroadcastLog(db),
      operationBudget: new SqliteOperationBudget(db),
      limitOverrides: new SqliteLimitOverrides(db),
      chainCursor: new SqliteChainCursor(db),
      logoutQueue: new SqliteLogoutQueue(db),
      deviceRequests: new SqliteDeviceRequests(db),
      dpopReplays: new SqliteDPoPReplayStore(db),
      signingKeys: new SqliteSigningKeyStore(db),
      async ping() {
        db.prepare('SELECT 1').get();
      },
      async close() {
        grants.stop();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** PostgreSQL's adapters, loaded only when DATABASE_URL asks for them: `pg` is an optional dependency. */
function postgresModule(): typeof import('./openPostgresStorage') {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads pg, an optional module, only when DATABASE_URL is set
    return require('./openPostgresStorage') as typeof import('./openPostgresStorage');
  } catch (error) {
    const absent =
      (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' &&
      (error as Error).message.includes("'pg'");
    if (!absent) throw error;
    throw new MissingModule(
      'PostgreSQL storage (DATABASE_URL) needs the optional module pg, which is not installed: run `npm install pg`',
    );
  }
}
