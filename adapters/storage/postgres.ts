/** `hivegate/adapters/postgres`: PostgreSQL storage shared by several instances; needs the optional `pg` module. */
export { openPostgres, type PostgresOptions } from './openPostgres';
export { PostgresDirectoryShare } from './apps/PostgresDirectoryShare';
export { PostgresSignInStore } from './signIn/PostgresSignInStore';
export { PostgresRevocations } from './signIn/PostgresRevocations';
export { PostgresUsageStore } from './apps/PostgresUsageStore';
export { migratePostgres } from './schema/migratePostgres';
export { PostgresIdempotencyStore } from './broadcast/PostgresIdempotencyStore';
export { PostgresBroadcastLog } from './broadcast/PostgresBroadcastLog';
export { PostgresOperationBudget } from './broadcast/PostgresOperationBudget';
export { PostgresLimitChoices } from './limits/PostgresLimitChoices';
export { PostgresDPoPReplayStore } from './signIn/PostgresDPoPReplayStore';
export { PostgresSigningKeyStore } from './signIn/PostgresSigningKeyStore';
export { PostgresChainCursor } from './chainFollowing/PostgresChainCursor';
export { PostgresDeviceRequests } from './signIn/PostgresDeviceRequests';
export { PostgresLogoutQueue } from './signIn/PostgresLogoutQueue';
export { POSTGRES_STORES, postgresStores, type PostgresSource } from './postgresStores';
