import type { Pool } from 'pg';
import type { Logger } from '../../core/ports/Logger';
import { storesFrom, type StoreFactories } from '../../core/ports/Stores';
import { PostgresBroadcastLog } from './broadcast/PostgresBroadcastLog';
import { PostgresChainCursor } from './chainFollowing/PostgresChainCursor';
import { PostgresDeviceRequests } from './signIn/PostgresDeviceRequests';
import { PostgresDPoPReplayStore } from './signIn/PostgresDPoPReplayStore';
import { PostgresSignInStore } from './signIn/PostgresSignInStore';
import { PostgresIdempotencyStore } from './broadcast/PostgresIdempotencyStore';
import { PostgresLimitChoices } from './limits/PostgresLimitChoices';
import { PostgresLogoutQueue } from './signIn/PostgresLogoutQueue';
import { PostgresOperationBudget } from './broadcast/PostgresOperationBudget';
import { PostgresRevocations } from './signIn/PostgresRevocations';
import { PostgresSigningKeyStore } from './signIn/PostgresSigningKeyStore';
import { PostgresUsageStore } from './apps/PostgresUsageStore';

/** What PostgreSQL's stores are made of: the shared pool, and the URL for the connections held apart (revocation feed, follower lease). */
export interface PostgresSource {
  pool: Pool;
  url: string;
  logger: Logger;
}

/** Each store over one PostgreSQL database, shared by every instance. */
export const POSTGRES_STORES = {
  signIns: ({ pool, url, logger }) =>
    new PostgresSignInStore(pool, new PostgresRevocations({ connectionString: url }, logger)),
  usage: ({ pool }) => new PostgresUsageStore(pool),
  idempotency: ({ pool }) => new PostgresIdempotencyStore(pool),
  broadcastLog: ({ pool }) => new PostgresBroadcastLog(pool),
  operationBudget: ({ pool }) => new PostgresOperationBudget(pool),
  limitChoices: ({ pool }) => new PostgresLimitChoices(pool),
  chainCursor: ({ pool, url }) => new PostgresChainCursor(pool, { connectionString: url }),
  logoutQueue: ({ pool }) => new PostgresLogoutQueue(pool),
  deviceRequests: ({ pool }) => new PostgresDeviceRequests(pool),
  dpopReplays: ({ pool }) => new PostgresDPoPReplayStore(pool),
  signingKeys: ({ pool }) => new PostgresSigningKeyStore(pool),
} as const satisfies StoreFactories<PostgresSource>;

/** Every store over `source`; start `signIns` (its revocation feed) once migrated, stop it and release `chainCursor` before ending the pool. */
export const postgresStores = (source: PostgresSource) => storesFrom(POSTGRES_STORES, source);
