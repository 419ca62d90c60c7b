import type { DPoPReplayStore } from '../../../core/ports/DPoPReplayStore';

/** DPoPReplayStore in this process's memory: exact for one process (JavaScript runs `firstUse` to its end). */
export class MemoryDPoPReplayStore implements DPoPReplayStore {
  private readonly used = new Map<string, number>();

  async firstUse(key: string, expiresAt: number): Promise<boolean> {
    if (this.used.has(key)) return false;
    this.used.set(key, expiresAt);
    return true;
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [key, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(key);
  }
}
