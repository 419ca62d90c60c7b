/** `hivegate/adapters/memory`: in-memory storage (tests, single-process embedding); no native module. */
export { MemorySignInStore } from './signIn/MemorySignInStore';
export { MemoryUsageStore } from './apps/MemoryUsageStore';
export { MemoryDirectoryShare } from './apps/MemoryDirectoryShare';
export { MemoryIdempotencyStore } from './broadcast/MemoryIdempotencyStore';
export { MemoryBroadcastLog } from './broadcast/MemoryBroadcastLog';
export { MemoryOperationBudget } from './broadcast/MemoryOperationBudget';
export { MemoryLimitChoices } from './limits/MemoryLimitChoices';
export { MemoryDPoPReplayStore } from './signIn/MemoryDPoPReplayStore';
export { MemorySigningKeyStore } from './signIn/MemorySigningKeyStore';
export { MemoryChainCursor } from './chainFollowing/MemoryChainCursor';
export { MemoryDeviceRequests } from './signIn/MemoryDeviceRequests';
export { MemoryLogoutQueue } from './signIn/MemoryLogoutQueue';
export { MEMORY_STORES, memoryStores } from './memoryStores';
