import type { Database, Statement } from 'better-sqlite3';
import type {
  ActivityEntry,
  ActivityOutcome,
  ActivityQuery,
  BroadcastEntry,
  BroadcastLog,
} from '../../../core/ports/BroadcastLog';
import { ACTIVITY_COLUMNS, entryOfRow, SENT, type ActivityRow } from './activityRows';
import { migrateSqlite } from '../schema/migrateSqlite';

/** BroadcastLog over SQLite (the broadcasts table of migrations 3 and 13). */
export class SqliteBroadcastLog implements BroadcastLog {
  private readonly insert: Statement<unknown[]>;
  private readonly select: Statement<[string, number], ActivityRow>;
  private readonly update: Statement<[string, number | null, string | null, string]>;
  private readonly page: Statement<Record<string, unknown>, ActivityRow>;
  private readonly counts: Statement<[string, number], { app: string; count: number }>;
  private readonly purge: Statement<[number]>;

  constructor(db: Database) {
    migrateSqlite(db);
    this.insert = db.prepare(
      `INSERT OR IGNORE INTO broadcasts
         (id, username, app, expiration, expires_at, at, operations, source, status, block_num, why)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.select = db.prepare(
      `SELECT ${ACTIVITY_COLUMNS} FROM broadcasts WHERE id = ? AND expires_at > ?`,
    );
    this.update = db.prepare(
      'UPDATE broadcasts SET status = ?, block_num = ?, why = ? WHERE id = ?',
    );
    // Rows an earlier release wrote (at NULL) hold no activity; the index serves the order.
    this.page = db.prepare(
      `SELECT ${ACTIVITY_COLUMNS} FROM broadcasts
       WHERE username = $user AND at IS NOT NULL AND expires_at > $now
         AND ($app IS NULL OR app = $app)
         AND ($at IS NULL OR at < $at OR (at = $at AND id < $id))
       ORDER BY at DESC, id DESC LIMIT $limit`,
    );
    this.counts = db.prepare(
      'SELECT app, count(*) AS count FROM broadcasts WHERE username = ? AND at >= ? GROUP BY app',
    );
    this.purge = db.prepare('DELETE FROM broadcasts WHERE expires_at <= ?');
  }

  async record(entry: BroadcastEntry, expiresAt: number, outcome?: ActivityOutcome): Promise<void> {
    this.add(entry, expiresAt, outcome);
  }

  /** `record`, at once: what SqliteIdempotencyStore's claim runs inside its own transaction. */
  add(entry: BroadcastEntry, expiresAt: number, outcome: ActivityOutcome = SENT): void {
    this.insert.run(
      entry.id,
      entry.user,
      entry.app,
      entry.expiration,
      expiresAt,
      entry.at,
      JSON.stringify(entry.operations),
      entry.source,
      outcome.status,
      outcome.block_num,
      outcome.why ?? null,
    );
  }

  async find(id: string, now: number): Promise<ActivityEntry | undefined> {
    const row = this.select.get(id, now);
    return row && entryOfRow(row);
  }

  async settle(id: string, outcome: ActivityOutcome): Promise<void> {
    this.update.run(outcome.status, outcome.block_num, outcome.why ?? null, id);
  }

  async activity(query: ActivityQuery, now: number): Promise<ActivityEntry[]> {
    return this.page
      .all({
        user: query.user,
        now,
        app: query.app ?? null,
        at: query.before?.at ?? null,
        id: query.before?.id ?? null,
        limit: query.limit,
      })
      .map(entryOfRow);
  }

  async countsSince(user: string, since: number): Promise<Record<string, number>> {
    return Object.fromEntries(this.counts.all(user, since).map((row) => [row.app, row.count]));
  }

  async purgeExpired(now: number): Promise<void> {
    this.purge.run(now);
  }
}
