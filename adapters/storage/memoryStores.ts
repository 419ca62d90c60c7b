import { storesFrom, type StoreFactories } from '../../core/ports/Stores';
import { MemoryBroadcastLog } from './MemoryBroadcastLog';
import { MemoryChainCursor } from './MemoryChainCursor';
import { MemoryDeviceRequests } from './MemoryDeviceRequests';
import { MemoryDPoPReplayStore } from './MemoryDPoPReplayStore';
import { MemoryGrantStore } from './MemoryGrantStore';
import { MemoryIdempotencyStore } from './MemoryIdempotencyStore';
import { MemoryLimitOverrides } from './MemoryLimitOverrides';
import { MemoryLogoutQueue } from './MemoryLogoutQueue';
import { MemoryOperationBudget } from './MemoryOperationBudget';
import { MemorySigningKeyStore } from './MemorySigningKeyStore';
import { MemoryUsageStore } from './MemoryUsageStore';

/** Each store in this process's memory: what the core uses for a store nobody supplied. */
export const MEMORY_STORES = {
  grants: () => new MemoryGrantStore(),
  usage: () => new MemoryUsageStore(),
  idempotency: () => new MemoryIdempotencyStore(),
  broadcastLog: () => new MemoryBroadcastLog(),
  operationBudget: () => new MemoryOperationBudget(),
  limitOverrides: () => new MemoryLimitOverrides(),
  chainCursor: () => new MemoryChainCursor(),
  logoutQueue: () => new MemoryLogoutQueue(),
  deviceRequests: () => new MemoryDeviceRequests(),
  dpopReplays: () => new MemoryDPoPReplayStore(),
  signingKeys: () => new MemorySigningKeyStore(),
} as const satisfies StoreFactories<void>;

/** Every store, in memory (tests, a single process embedding the core). */
export const memoryStores = () => storesFrom(MEMORY_STORES, undefined);
