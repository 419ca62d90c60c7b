/** `hivegate/adapters/sqlite`: SQLite storage; needs the optional `better-sqlite3` module when a database is opened. */
export { openDatabase, type SqliteDatabase } from './openDatabase';
export { SqliteGrantStore } from './SqliteGrantStore';
export { SqliteUsageStore } from './SqliteUsageStore';
export { migrateSqlite } from './schema/migrateSqlite';
export { SchemaTooNew } from './schema/migration';
export { SqliteIdempotencyStore } from './SqliteIdempotencyStore';
export { SqliteBroadcastLog } from './SqliteBroadcastLog';
export { SqliteOperationBudget } from './SqliteOperationBudget';
export { SqliteLimitOverrides } from './SqliteLimitOverrides';
export { SqliteDPoPReplayStore } from './SqliteDPoPReplayStore';
export { SqliteSigningKeyStore } from './SqliteSigningKeyStore';
export { SqliteChainCursor } from './SqliteChainCursor';
export { SqliteDeviceRequests } from './SqliteDeviceRequests';
export { SqliteLogoutQueue } from './SqliteLogoutQueue';
export { SQLITE_STORES, sqliteStores } from './sqliteStores';
