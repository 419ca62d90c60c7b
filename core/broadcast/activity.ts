import type { ActivityEntry, ActivitySource, ActivityStatus } from '../ports/BroadcastLog';
import type { TransactionStatus } from '../ports/ChainClient';
import { RECEIPT_KEEP_MS } from './receipts';

/** How long what each app did with an account is kept, days (ACTIVITY_KEEP_DAYS; issue 59 §4). */
export const DEFAULT_ACTIVITY_KEEP_DAYS = 90;

/** Entries of one page of activity, by default and at most (a download pages at the most). */
export const ACTIVITY_PAGE = { default: 50, max: 500 } as const;

/** Longest refusal reason kept: the network's message, never anything the user sent. */
export const MAX_WHY = 500;

/** How long a broadcast log entry is kept: for its receipt (24 h) and its activity. */
export function logKeepMs(activityKeepDays: number): number {
  return Math.max(RECEIPT_KEEP_MS, activityKeepDays * 86_400_000);
}

/** One transaction as the user's activity lists it (`POST /api/oauth2/sign-ins`, issue 59 §2). */
export interface ActivityView {
  app: string;
  id: string;
  operations: string[];
  /** When the service recorded it (ISO 8601); for `app_key`, the block's time. */
  at: string;
  status: ActivityStatus;
  block_num: number | null;
  /** `refused` only: the network's reason. */
  why?: string;
  /** `app_key`: signed by the app's own key on the chain, not through this service. */
  source: ActivitySource;
}

export function viewOfEntry(entry: ActivityEntry): ActivityView {
  return {
    app: entry.app,
    id: entry.id,
    operations: entry.operations,
    at: new Date(entry.at).toISOString(),
    status: entry.status,
    block_num: entry.block_num,
    ...(entry.why === undefined ? {} : { why: entry.why }),
    source: entry.source,
  };
}

/**
 * The cursor to the page after `entry` (its `at` in ms and its id): opaque to clients, which
 * send it back as `activity_before`.
 */
export function cursorAfter(entry: ActivityEntry): string {
  return `${entry.at}.${entry.id}`;
}

/** What `cursorAfter` writes: the edge refuses anything else. */
export const ACTIVITY_CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{40})$/;

/** A cursor read back; undefined when it is not one this service wrote. */
export function parseCursor(cursor: string): { at: number; id: string } | undefined {
  const match = ACTIVITY_CURSOR_PATTERN.exec(cursor);
  return match ? { at: Number(match[1]), id: match[2] } : undefined;
}

/** A state no chain read changes any more. */
export function isSettled(status: ActivityStatus): boolean {
  return status === 'irreversible' || status === 'expired' || status === 'refused';
}

/**
 * What a chain read says of a logged transaction; undefined when it says nothing new (not yet in a
 * block). Unknown to the nodes once its expiration is past (`expired`: a minute past it), it can
 * never be included: expired.
 */
export function activityStatusOf(
  read: TransactionStatus,
  expired: boolean,
): ActivityStatus | undefined {
  if (read.status === 'unknown') return expired ? 'expired' : undefined;
  return read.status === 'accepted' ? undefined : read.status;
}

/** Past a transaction's expiration (chain time) by a minute: no block can include it any more. */
export function pastExpiration(expiration: string, now: number): boolean {
  return now > Date.parse(`${expiration}Z`) + 60_000;
}
