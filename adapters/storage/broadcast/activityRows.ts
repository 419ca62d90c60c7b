import { RECEIPT_KEEP_MS } from '../../../core/broadcast/receipts';
import type {
  ActivityEntry,
  ActivityOutcome,
  ActivitySource,
  ActivityStatus,
} from '../../../core/ports/BroadcastLog';

/** What a new entry's status is until a chain read or a refusal says more. */
export const SENT: ActivityOutcome = { status: 'sent', block_num: null };

/** The activity order: newest first, ties by id (descending), the cursor's order. */
export function newestFirst(a: ActivityEntry, b: ActivityEntry): number {
  return b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** A broadcasts row as SQLite and PostgreSQL answer it (SQL columns; JSON as text or parsed). */
export interface ActivityRow {
  id: string;
  user: string;
  app: string;
  expiration: string;
  at: number | string | null;
  expires_at: number | string;
  operations: string | string[] | null;
  source: string | null;
  status: string | null;
  block_num: number | string | null;
  why: string | null;
}

/**
 * A row as an entry. A row an earlier release wrote (no `at`, no status) was recorded a day before
 * it expires, with its operations unknown, sent by the service.
 */
export function entryOfRow(row: ActivityRow): ActivityEntry {
  const operations =
    typeof row.operations === 'string' ? (JSON.parse(row.operations) as string[]) : row.operations;
  return {
    id: row.id,
    user: row.user,
    app: row.app,
    expiration: row.expiration,
    at: row.at === null ? Number(row.expires_at) - RECEIPT_KEEP_MS : Number(row.at),
    operations: operations ?? [],
    source: (row.source ?? 'service') as ActivitySource,
    status: (row.status ?? 'sent') as ActivityStatus,
    block_num: row.block_num === null ? null : Number(row.block_num),
    ...(row.why === null ? {} : { why: row.why }),
  };
}

/** The columns every SELECT of an entry names, in ActivityRow's names. */
export const ACTIVITY_COLUMNS =
  'id, username AS "user", app, expiration, at, expires_at, operations, source, status, block_num, why';
