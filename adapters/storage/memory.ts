/** `hivegate/adapters/memory`: in-memory storage (tests, single-process embedding); no native module. */
export { MemoryGrantStore } from './MemoryGrantStore';
export { MemoryUsageStore } from './MemoryUsageStore';
export { MemoryDirectoryShare } from './MemoryDirectoryShare';
export { MemoryIdempotencyStore } from './MemoryIdempotencyStore';
export { MemoryBroadcastLog } from './MemoryBroadcastLog';
export { MemoryOperationBudget } from './MemoryOperationBudget';
export { MemoryLimitOverrides } from './MemoryLimitOverrides';
export { MemoryDPoPReplayStore } from './MemoryDPoPReplayStore';
export { MemorySigningKeyStore } from './MemorySigningKeyStore';
export { MemoryChainCursor } from './MemoryChainCursor';
export { MemoryDeviceRequests } from './MemoryDeviceRequests';
export { MemoryLogoutQueue } from './MemoryLogoutQueue';
export { MEMORY_STORES, memoryStores } from './memoryStores';
