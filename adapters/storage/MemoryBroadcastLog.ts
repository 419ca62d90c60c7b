import type { BroadcastEntry, BroadcastLog } from '../../core/ports/BroadcastLog';

/** BroadcastLog in one process's memory. */
export class MemoryBroadcastLog implements BroadcastLog {
  private readonly entries = new Map<string, { entry: BroadcastEntry; expiresAt: number }>();

  async record(entry: BroadcastEntry, expiresAt: number): Promise<void> {
    this.add(entry, expiresAt);
  }

  /** `record`, at once: what MemoryIdempotencyStore's claim calls within its own step. */
  add(entry: BroadcastEntry, expiresAt: number): void {
    if (!this.entries.has(entry.id)) this.entries.set(entry.id, { entry: { ...entry }, expiresAt });
  }

  async find(id: string, now: number): Promise<BroadcastEntry | undefined> {
    const found = this.entries.get(id);
    return found && found.expiresAt > now ? { ...found.entry } : undefined;
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [id, { expiresAt }] of this.entries) if (expiresAt <= now) this.entries.delete(id);
  }
}
