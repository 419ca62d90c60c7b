import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { broadcastLogContract } from '../contracts/BroadcastLog.contract';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import { idempotencyStoreContract } from '../contracts/IdempotencyStore.contract';

idempotencyStoreContract('MemoryIdempotencyStore', () => {
  const log = new MemoryBroadcastLog();
  return { store: new MemoryIdempotencyStore(log), log };
});

broadcastLogContract('MemoryBroadcastLog', () => ({ log: new MemoryBroadcastLog() }));
