import type { AppUsage, UsageRecord, UsageStore } from '../../core/ports/UsageStore';

/**
 * "Usage recording off" for the bench: requests are still counted in memory by the core's
 * UsageRecorder, but its periodic flush writes nothing. Compared with the SQLite store, it shows
 * what storing usage costs on the request path.
 */
export class NullUsageStore implements UsageStore {
  async record(_batch: readonly UsageRecord[]): Promise<void> {}

  async summarize(_fromDay: string, _toDay: string): Promise<AppUsage[]> {
    return [];
  }
}
