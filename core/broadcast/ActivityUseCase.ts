import { eachLimited } from '../apps/eachLimited';
import type { ActivityEntry, BroadcastLog } from '../ports/BroadcastLog';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import {
  ACTIVITY_PAGE,
  cursorAfter,
  isSettled,
  parseCursor,
  viewOfEntry,
  type ActivityView,
} from './activity';
import type { ReceiptUseCase } from './ReceiptUseCase';

/** Most entries of one page whose status is read again from the chain, and how many at once. */
const REFRESH = { most: 20, atOnce: 4 };

export interface ActivityPageQuery {
  /** The previous page's `activity_before`. */
  before?: string;
  /** Only this app's entries. */
  app?: string;
  /** Entries wanted (ACTIVITY_PAGE.default; at most ACTIVITY_PAGE.max). */
  limit?: number;
}

/** Per app: how many transactions in the last 24 hours and 30 days. */
export interface ActivityTotals {
  last_24h: number;
  last_30d: number;
}

export interface ActivityPage {
  /** Newest first. */
  activity: ActivityView[];
  /** The cursor to the next page; absent when this one is the last. */
  activity_before?: string;
  activity_totals: Record<string, ActivityTotals>;
}

/**
 * What each app did with a user's account (issue 59 §1–2), for the user alone: the caller
 * proved who the user is (SignInsUseCase: a signed challenge; no token reads it).
 * - newest first, a page at a time, with a cursor; a cursor this service did not write starts over
 *   from the newest (it names no other user's entries: every page is of `user`);
 * - entries not settled yet (sent, included) have their status read again from the chain, the
 *   first REFRESH.most of the page, and written back (ReceiptUseCase); an unreachable chain
 *   leaves the stored status;
 * - purge: entries older than ACTIVITY_KEEP_DAYS go with the log's own purge.
 */
export class ActivityUseCase {
  constructor(
    private readonly log: BroadcastLog,
    private readonly receipts: ReceiptUseCase,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async of(user: string, query: ActivityPageQuery = {}): Promise<ActivityPage> {
    const now = this.clock.now();
    const limit = Math.min(query.limit ?? ACTIVITY_PAGE.default, ACTIVITY_PAGE.max);
    const before = query.before === undefined ? undefined : parseCursor(query.before);
    // One more than asked: whether there is a next page, without a count.
    const entries = await this.log.activity(
      {
        user,
        limit: limit + 1,
        ...(query.app ? { app: query.app } : {}),
        ...(before ? { before } : {}),
      },
      now,
    );
    const page = await this.refreshed(entries.slice(0, limit));
    const [day, month] = await Promise.all([
      this.log.countsSince(user, now - 86_400_000),
      this.log.countsSince(user, now - 30 * 86_400_000),
    ]);
    const totals: Record<string, ActivityTotals> = {};
    for (const [app, count] of Object.entries(month)) {
      totals[app] = { last_24h: day[app] ?? 0, last_30d: count };
    }
    return {
      activity: page.map(viewOfEntry),
      ...(entries.length > limit ? { activity_before: cursorAfter(page.at(-1)!) } : {}),
      activity_totals: totals,
    };
  }

  private async refreshed(entries: ActivityEntry[]): Promise<ActivityEntry[]> {
    const open = entries.filter((entry) => !isSettled(entry.status)).slice(0, REFRESH.most);
    const fresh = new Map<string, ActivityEntry>();
    await eachLimited(open, REFRESH.atOnce, async (entry) => {
      const read = await this.receipts.refreshed(entry).catch((error: unknown) => {
        this.logger.warn({ err: error, transaction: entry.id }, 'reading a status failed');
        return entry;
      });
      fresh.set(entry.id, read);
    });
    return entries.map((entry) => fresh.get(entry.id) ?? entry);
  }
}
