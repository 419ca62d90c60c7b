import { MemoryGrantStore } from '../../adapters/storage/MemoryGrantStore';
import { grantStoreContract } from '../contracts/GrantStore.contract';

grantStoreContract('MemoryGrantStore', () => new MemoryGrantStore());
