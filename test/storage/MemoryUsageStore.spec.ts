import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import { usageStoreContract } from '../contracts/UsageStore.contract';

usageStoreContract('MemoryUsageStore', () => ({ store: new MemoryUsageStore() }));
