/** `hivegate/adapters/chain`: the Hive chain over JSON-RPC (dhive), and an in-memory chain for tests. */
export { DhiveChainClient, type DhiveChainConfig } from './DhiveChainClient';
export { MemoryChainClient } from './MemoryChainClient';
