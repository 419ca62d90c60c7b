import type { AppUsage, UsageRecord, UsageStore } from '../../../core/ports/UsageStore';
import { assertUsageBatch } from './usageBatch';

interface DayUsage {
  users: Set<string>;
  requests: number;
}

/** UsageStore in process memory: for tests, benchmarks and single-process embedding. */
export class MemoryUsageStore implements UsageStore {
  private readonly apps = new Map<string, Map<string, DayUsage>>();
  /** First and last day per app, kept apart so that forgetting old days keeps them. */
  private readonly seen = new Map<string, { first: string; last: string }>();

  async record(batch: readonly UsageRecord[]): Promise<void> {
    assertUsageBatch(batch); // before any write: all or nothing
    for (const { app, user, day, requests } of batch) {
      let days = this.apps.get(app);
      if (!days) this.apps.set(app, (days = new Map<string, DayUsage>()));
      let usage = days.get(day);
      if (!usage) days.set(day, (usage = { users: new Set(), requests: 0 }));
      usage.users.add(user);
      usage.requests += requests;
      // Plain string comparison is date order for YYYY-MM-DD.
      const seen = this.seen.get(app);
      if (!seen) this.seen.set(app, { first: day, last: day });
      else if (day < seen.first) seen.first = day;
      else if (day > seen.last) seen.last = day;
    }
  }

  async summarize(fromDay: string, toDay: string): Promise<AppUsage[]> {
    const result: AppUsage[] = [];
    for (const [app, days] of this.apps) {
      const { first, last } = this.seen.get(app)!;
      const summary: AppUsage = { app, users: 0, requests: 0, firstSeen: first, lastSeen: last };
      for (const [day, usage] of days) {
        if (day >= fromDay && day <= toDay) {
          summary.users += usage.users.size;
          summary.requests += usage.requests;
        }
      }
      result.push(summary);
    }
    return result;
  }

  async forgetBefore(day: string): Promise<void> {
    for (const days of this.apps.values())
      for (const known of days.keys()) if (known < day) days.delete(known);
  }
}
