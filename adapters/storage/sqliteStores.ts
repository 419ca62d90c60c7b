import { storesFrom, type StoreFactories } from '../../core/ports/Stores';
import type { SqliteDatabase } from './openDatabase';
import { SqliteBroadcastLog } from './SqliteBroadcastLog';
import { SqliteChainCursor } from './SqliteChainCursor';
import { SqliteDeviceRequests } from './SqliteDeviceRequests';
import { SqliteDPoPReplayStore } from './SqliteDPoPReplayStore';
import { SqliteGrantStore } from './SqliteGrantStore';
import { SqliteIdempotencyStore } from './SqliteIdempotencyStore';
import { SqliteLimitOverrides } from './SqliteLimitOverrides';
import { SqliteLogoutQueue } from './SqliteLogoutQueue';
import { SqliteOperationBudget } from './SqliteOperationBudget';
import { SqliteSigningKeyStore } from './SqliteSigningKeyStore';
import { SqliteUsageStore } from './SqliteUsageStore';

/** Each store over one SQLite database (the grant store, built first, migrates it). */
export const SQLITE_STORES = {
  signIns: (db: SqliteDatabase) => new SqliteGrantStore(db),
  usage: (db: SqliteDatabase) => new SqliteUsageStore(db),
  idempotency: (db: SqliteDatabase) => new SqliteIdempotencyStore(db),
  broadcastLog: (db: SqliteDatabase) => new SqliteBroadcastLog(db),
  operationBudget: (db: SqliteDatabase) => new SqliteOperationBudget(db),
  limitOverrides: (db: SqliteDatabase) => new SqliteLimitOverrides(db),
  chainCursor: (db: SqliteDatabase) => new SqliteChainCursor(db),
  logoutQueue: (db: SqliteDatabase) => new SqliteLogoutQueue(db),
  deviceRequests: (db: SqliteDatabase) => new SqliteDeviceRequests(db),
  dpopReplays: (db: SqliteDatabase) => new SqliteDPoPReplayStore(db),
  signingKeys: (db: SqliteDatabase) => new SqliteSigningKeyStore(db),
} as const satisfies StoreFactories<SqliteDatabase>;

/** Every store over `db`; stop `signIns` before closing it. */
export const sqliteStores = (db: SqliteDatabase) => storesFrom(SQLITE_STORES, db);
