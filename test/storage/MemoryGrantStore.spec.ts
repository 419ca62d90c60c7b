import { MemoryGrantStore } from '../../adapters/storage/MemoryGrantStore';
import { signInStoreContract } from '../contracts/SignInStore.contract';

signInStoreContract('MemoryGrantStore', () => new MemoryGrantStore());
