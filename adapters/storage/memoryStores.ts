import { storesFrom, type StoreFactories } from '../../core/ports/Stores';
import { MemoryBroadcastLog } from './broadcast/MemoryBroadcastLog';
import { MemoryChainCursor } from './chainFollowing/MemoryChainCursor';
import { MemoryDeviceRequests } from './signIn/MemoryDeviceRequests';
import { MemoryDPoPReplayStore } from './signIn/MemoryDPoPReplayStore';
import { MemorySignInStore } from './signIn/MemorySignInStore';
import { MemoryIdempotencyStore } from './broadcast/MemoryIdempotencyStore';
import { MemoryLimitChoices } from './limits/MemoryLimitChoices';
import { MemoryLogoutQueue } from './signIn/MemoryLogoutQueue';
import { MemoryOperationBudget } from './broadcast/MemoryOperationBudget';
import { MemorySigningKeyStore } from './signIn/MemorySigningKeyStore';
import { MemoryUsageStore } from './apps/MemoryUsageStore';

/** What the memory stores share, as SQLite's share a database: the log that claims write to. */
export interface MemoryStorage {
  broadcastLog: MemoryBroadcastLog;
}

export const newMemoryStorage = (): MemoryStorage => ({ broadcastLog: new MemoryBroadcastLog() });

/** Each store in this process's memory: what the core uses for a store nobody supplied. */
export const MEMORY_STORES = {
  signIns: () => new MemorySignInStore(),
  usage: () => new MemoryUsageStore(),
  idempotency: (memory: MemoryStorage) => new MemoryIdempotencyStore(memory.broadcastLog),
  broadcastLog: (memory: MemoryStorage) => memory.broadcastLog,
  operationBudget: () => new MemoryOperationBudget(),
  limitChoices: () => new MemoryLimitChoices(),
  chainCursor: () => new MemoryChainCursor(),
  logoutQueue: () => new MemoryLogoutQueue(),
  deviceRequests: () => new MemoryDeviceRequests(),
  dpopReplays: () => new MemoryDPoPReplayStore(),
  signingKeys: () => new MemorySigningKeyStore(),
} as const satisfies StoreFactories<MemoryStorage>;

/** Every store, in memory (tests, a single process embedding the core). */
export const memoryStores = () => storesFrom(MEMORY_STORES, newMemoryStorage());
