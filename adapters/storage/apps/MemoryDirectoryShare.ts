import type { DirectoryShare, PublishedDirectory } from '../../../core/ports/DirectoryShare';

/** DirectoryShare within one process: for tests and for embedding several directories in one process. */
export class MemoryDirectoryShare implements DirectoryShare {
  private published?: PublishedDirectory;
  private locked = false;

  async latest(): Promise<PublishedDirectory | undefined> {
    return this.published && structuredClone(this.published);
  }

  async buildAlone(build: () => Promise<PublishedDirectory | undefined>): Promise<boolean> {
    if (this.locked) return false;
    this.locked = true;
    try {
      const result = await build();
      if (result) this.published = structuredClone(result);
      return true;
    } finally {
      this.locked = false;
    }
  }
}
