import { MemoryIdempotencyStore } from '../../adapters/storage/MemoryIdempotencyStore';
import { idempotencyStoreContract } from '../contracts/IdempotencyStore.contract';

idempotencyStoreContract('MemoryIdempotencyStore', () => ({ store: new MemoryIdempotencyStore() }));
