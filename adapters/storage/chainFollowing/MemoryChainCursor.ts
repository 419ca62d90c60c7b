import type { ChainCursor } from '../../../core/ports/ChainCursor';

/** ChainCursor in process memory: one process, so it always leads; forgets everything on exit. */
export class MemoryChainCursor implements ChainCursor {
  private block?: number;

  async lead(): Promise<boolean> {
    return true;
  }

  async last(): Promise<number | undefined> {
    return this.block;
  }

  async save(block: number): Promise<void> {
    this.block = block;
  }

  async release(): Promise<void> {}
}
