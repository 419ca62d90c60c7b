import { MemoryUsageStore } from '../../adapters/storage/MemoryUsageStore';
import { usageStoreContract } from '../contracts/UsageStore.contract';

usageStoreContract('MemoryUsageStore', () => ({ store: new MemoryUsageStore() }));
