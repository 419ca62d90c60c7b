import type { AppUsage, UsageRecord, UsageStore } from '../../core/ports/UsageStore';
import { assertUsageBatch } from './usageBatch';

interface DayUsage {
  users: Set<string>;
  requests: number;
}

/** UsageStore in process memory: for tests, benchmarks and single-process embedding. */
export class MemoryUsageStore implements UsageStore {
  private readonly apps = new Map<string, Map<string, DayUsage>>();

  async record(batch: readonly UsageRecord[]): Promise<void> {
    assertUsageBatch(batch); // before any write: all or nothing
    for (const { app, user, day, requests } of batch) {
      let days = this.apps.get(app);
      if (!days) this.apps.set(app, (days = new Map()));
      let usage = days.get(day);
      if (!usage) days.set(day, (usage = { users: new Set(), requests: 0 }));
      usage.users.add(user);
      usage.requests += requests;
    }
  }

  async summarize(fromDay: string, toDay: string): Promise<AppUsage[]> {
    const result: AppUsage[] = [];
    for (const [app, days] of this.apps) {
      const summary: AppUsage = { app, users: 0, requests: 0, firstSeen: '', lastSeen: '' };
      for (const [day, usage] of days) {
        // Plain string comparison is date order for YYYY-MM-DD.
        if (summary.firstSeen === '' || day < summary.firstSeen) summary.firstSeen = day;
        if (day > summary.lastSeen) summary.lastSeen = day;
        if (day >= fromDay && day <= toDay) {
          summary.users += usage.users.size;
          summary.requests += usage.requests;
        }
      }
      result.push(summary);
    }
    return result;
  }
}
