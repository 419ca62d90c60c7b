import type {
  ActivityEntry,
  ActivityOutcome,
  ActivityQuery,
  BroadcastEntry,
  BroadcastLog,
} from '../../../core/ports/BroadcastLog';
import { newestFirst, SENT } from './activityRows';

/** BroadcastLog in one process's memory. */
export class MemoryBroadcastLog implements BroadcastLog {
  private readonly entries = new Map<string, { entry: ActivityEntry; expiresAt: number }>();

  async record(entry: BroadcastEntry, expiresAt: number, outcome?: ActivityOutcome): Promise<void> {
    this.add(entry, expiresAt, outcome);
  }

  /** `record`, at once: what MemoryIdempotencyStore's claim calls within its own step. */
  add(entry: BroadcastEntry, expiresAt: number, outcome: ActivityOutcome = SENT): void {
    if (this.entries.has(entry.id)) return;
    this.entries.set(entry.id, { entry: structuredClone({ ...entry, ...outcome }), expiresAt });
  }

  async find(id: string, now: number): Promise<ActivityEntry | undefined> {
    const found = this.entries.get(id);
    return found && found.expiresAt > now ? structuredClone(found.entry) : undefined;
  }

  async settle(id: string, outcome: ActivityOutcome): Promise<void> {
    const found = this.entries.get(id);
    if (found) {
      const { why: _old, ...rest } = found.entry;
      found.entry = { ...rest, ...structuredClone(outcome) };
    }
  }

  async activity(query: ActivityQuery, now: number): Promise<ActivityEntry[]> {
    const { user, app, before, limit } = query;
    return [...this.entries.values()]
      .filter(({ entry, expiresAt }) => expiresAt > now && entry.user === user)
      .map(({ entry }) => entry)
      .filter((entry) => (app === undefined || entry.app === app) && olderThan(entry, before))
      .sort(newestFirst)
      .slice(0, limit)
      .map((entry) => structuredClone(entry));
  }

  async countsSince(user: string, since: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { entry } of this.entries.values()) {
      if (entry.user === user && entry.at >= since)
        counts[entry.app] = (counts[entry.app] ?? 0) + 1;
    }
    return counts;
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [id, { expiresAt }] of this.entries) if (expiresAt <= now) this.entries.delete(id);
  }
}

function olderThan(entry: ActivityEntry, before: ActivityQuery['before']): boolean {
  return !before || entry.at < before.at || (entry.at === before.at && entry.id < before.id);
}
