import { storesFrom, type StoreFactories } from '../../core/ports/Stores';
import type { SqliteDatabase } from './openDatabase';
import { SqliteBroadcastLog } from './broadcast/SqliteBroadcastLog';
import { SqliteChainCursor } from './chainFollowing/SqliteChainCursor';
import { SqliteDeviceRequests } from './signIn/SqliteDeviceRequests';
import { SqliteDPoPReplayStore } from './signIn/SqliteDPoPReplayStore';
import { SqliteSignInStore } from './signIn/SqliteSignInStore';
import { SqliteIdempotencyStore } from './broadcast/SqliteIdempotencyStore';
import { SqliteLimitChoices } from './limits/SqliteLimitChoices';
import { SqliteLogoutQueue } from './signIn/SqliteLogoutQueue';
import { SqliteOperationBudget } from './broadcast/SqliteOperationBudget';
import { SqliteSigningKeyStore } from './signIn/SqliteSigningKeyStore';
import { SqliteUsageStore } from './apps/SqliteUsageStore';

/** Each store over one SQLite database (the grant store, built first, migrates it). */
export const SQLITE_STORES = {
  signIns: (db: SqliteDatabase) => new SqliteSignInStore(db),
  usage: (db: SqliteDatabase) => new SqliteUsageStore(db),
  idempotency: (db: SqliteDatabase) => new SqliteIdempotencyStore(db),
  broadcastLog: (db: SqliteDatabase) => new SqliteBroadcastLog(db),
  operationBudget: (db: SqliteDatabase) => new SqliteOperationBudget(db),
  limitChoices: (db: SqliteDatabase) => new SqliteLimitChoices(db),
  chainCursor: (db: SqliteDatabase) => new SqliteChainCursor(db),
  logoutQueue: (db: SqliteDatabase) => new SqliteLogoutQueue(db),
  deviceRequests: (db: SqliteDatabase) => new SqliteDeviceRequests(db),
  dpopReplays: (db: SqliteDatabase) => new SqliteDPoPReplayStore(db),
  signingKeys: (db: SqliteDatabase) => new SqliteSigningKeyStore(db),
} as const satisfies StoreFactories<SqliteDatabase>;

/** Every store over `db`; stop `signIns` before closing it. */
export const sqliteStores = (db: SqliteDatabase) => storesFrom(SQLITE_STORES, db);
