import { DAY_MS, dayOf } from './directory';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import type { UsageRecord, UsageStore } from '../ports/UsageStore';

/**
 * Counts requests made for apps without touching storage on the request path: counts gather in
 * memory and `flush()` writes them as one batch (one transaction). A failed flush keeps the counts
 * for the next one, so nothing is lost; shutdown calls `flush()` last.
 */
export class UsageRecorder {
  private pending = new Map<string, UsageRecord>();
  /** When the oldest count not yet written was made (ms), for the flush lag metric. */
  private pendingSince?: number;

  constructor(
    private readonly store: UsageStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The UTC day of the last count, so counting formats a date once a day, not per request. */
  private today = { number: NaN, text: '' };

  /** One successful request by `user` for `app`. Synchronous and cheap. */
  count(app: string, user: string): void {
    const now = this.clock.now();
    this.pendingSince ??= now;
    const day = this.dayOf(now);
    const key = `${day}\u0000${app}\u0000${user}`;
    const record = this.pending.get(key);
    if (record) record.requests += 1;
    else this.pending.set(key, { app, user, day, requests: 1 });
  }

  private dayOf(now: number): string {
    const number = Math.floor(now / DAY_MS);
    if (number !== this.today.number) this.today = { number, text: dayOf(now) };
    return this.today.text;
  }

  /** Writes what was counted since the last flush. Safe to call concurrently and when empty. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    const since = this.pendingSince;
    this.pending = new Map();
    this.pendingSince = undefined;
    try {
      await this.store.record([...batch.values()]);
    } catch (error) {
      for (const [key, record] of batch) {
        const later = this.pending.get(key);
        if (later) later.requests += record.requests;
        else this.pending.set(key, record);
      }
      this.pendingSince = since;
      this.logger.error(
        { err: error, records: batch.size },
        'usage flush failed; counts kept for the next flush',
      );
      throw error;
    }
  }

  get pendingRecords(): number {
    return this.pending.size;
  }

  /** How long (ms) the oldest count not yet written has waited; 0 when none waits. */
  lagMs(): number {
    return this.pendingSince === undefined ? 0 : Math.max(0, this.clock.now() - this.pendingSince);
  }
}
