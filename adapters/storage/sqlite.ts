/** `hivegate/adapters/sqlite`: SQLite storage; needs the optional `better-sqlite3` module when a database is opened. */
export { openDatabase, type SqliteDatabase } from './openDatabase';
export { SqliteSignInStore } from './signIn/SqliteSignInStore';
export { SqliteUsageStore } from './apps/SqliteUsageStore';
export { migrateSqlite } from './schema/migrateSqlite';
export { SchemaTooNew } from './schema/migration';
export { SqliteIdempotencyStore } from './broadcast/SqliteIdempotencyStore';
export { SqliteBroadcastLog } from './broadcast/SqliteBroadcastLog';
export { SqliteOperationBudget } from './broadcast/SqliteOperationBudget';
export { SqliteLimitChoices } from './limits/SqliteLimitChoices';
export { SqliteDPoPReplayStore } from './signIn/SqliteDPoPReplayStore';
export { SqliteSigningKeyStore } from './signIn/SqliteSigningKeyStore';
export { SqliteChainCursor } from './chainFollowing/SqliteChainCursor';
export { SqliteDeviceRequests } from './signIn/SqliteDeviceRequests';
export { SqliteLogoutQueue } from './signIn/SqliteLogoutQueue';
export { SQLITE_STORES, sqliteStores } from './sqliteStores';
