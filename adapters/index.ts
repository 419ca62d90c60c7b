/** The adapters that ship with hivegate, for embedding services that compose their own. */
export { DhiveChainClient, type DhiveChainConfig } from './chain/DhiveChainClient';
export { MemoryChainClient } from './chain/MemoryChainClient';
export { SystemClock } from './clock/SystemClock';
export { createHttpApp } from './http/createHttpApp';
export { FetchWebsiteProber } from './prober/FetchWebsiteProber';
export { StaticWebsiteProber } from './prober/StaticWebsiteProber';
export { JoseTokenSigner } from './signer/JoseTokenSigner';
export { MemoryGrantStore } from './storage/MemoryGrantStore';
export { MemoryUsageStore } from './storage/MemoryUsageStore';
export { openDatabase } from './storage/openDatabase';
export { SqliteGrantStore } from './storage/SqliteGrantStore';
export { SqliteUsageStore } from './storage/SqliteUsageStore';
