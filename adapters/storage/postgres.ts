/** `hivegate/adapters/postgres`: PostgreSQL storage shared by several instances; needs the optional `pg` module. */
export { openPostgres, type PostgresOptions } from './openPostgres';
export { PostgresDirectoryShare } from './PostgresDirectoryShare';
export { PostgresGrantStore } from './PostgresGrantStore';
export { PostgresRevocations } from './PostgresRevocations';
export { PostgresUsageStore } from './PostgresUsageStore';
export { migratePostgres } from './schema/migratePostgres';
export { PostgresIdempotencyStore } from './PostgresIdempotencyStore';
export { PostgresBroadcastLog } from './PostgresBroadcastLog';
export { PostgresOperationBudget } from './PostgresOperationBudget';
export { PostgresLimitOverrides } from './PostgresLimitOverrides';
export { PostgresDPoPReplayStore } from './PostgresDPoPReplayStore';
export { PostgresSigningKeyStore } from './PostgresSigningKeyStore';
export { PostgresChainCursor } from './PostgresChainCursor';
export { PostgresDeviceRequests } from './PostgresDeviceRequests';
export { PostgresLogoutQueue } from './PostgresLogoutQueue';
export { POSTGRES_STORES, postgresStores, type PostgresSource } from './postgresStores';
