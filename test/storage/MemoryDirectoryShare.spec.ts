import { MemoryDirectoryShare } from '../../adapters/storage/apps/MemoryDirectoryShare';
import { directoryShareContract } from '../contracts/DirectoryShare.contract';

directoryShareContract('MemoryDirectoryShare', async () => {
  const share = new MemoryDirectoryShare();
  return { a: share, b: share, close: () => undefined };
});
