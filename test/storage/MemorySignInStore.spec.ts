import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { signInStoreContract } from '../contracts/SignInStore.contract';

signInStoreContract('MemorySignInStore', () => new MemorySignInStore());
