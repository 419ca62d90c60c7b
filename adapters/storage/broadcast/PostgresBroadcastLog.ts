import type { Pool } from 'pg';
import type {
  ActivityEntry,
  ActivityOutcome,
  ActivityQuery,
  BroadcastEntry,
  BroadcastLog,
} from '../../../core/ports/BroadcastLog';
import { ACTIVITY_COLUMNS, entryOfRow, SENT, type ActivityRow } from './activityRows';
import { query } from '../postgresQuery';

/** BroadcastLog over PostgreSQL (the broadcasts table of migrations 5 and 15), shared by every instance. */
export class PostgresBroadcastLog implements BroadcastLog {
  constructor(private readonly pool: Pool) {}

  async record(
    entry: BroadcastEntry,
    expiresAt: number,
    outcome: ActivityOutcome = SENT,
  ): Promise<void> {
    await query(
      this.pool,
      `INSERT INTO broadcasts
         (id, username, app, expiration, expires_at, at, operations, source, status, block_num, why)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO NOTHING`,
      [
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
      ],
    );
  }

  async find(id: string, now: number): Promise<ActivityEntry | undefined> {
    const { rows } = await query<ActivityRow>(
      this.pool,
      `SELECT ${ACTIVITY_COLUMNS} FROM broadcasts WHERE id = $1 AND expires_at > $2`,
      [id, now],
    );
    return rows[0] && entryOfRow(rows[0]);
  }

  async settle(id: string, outcome: ActivityOutcome): Promise<void> {
    await query(
      this.pool,
      'UPDATE broadcasts SET status = $1, block_num = $2, why = $3 WHERE id = $4',
      [outcome.status, outcome.block_num, outcome.why ?? null, id],
    );
  }

  async activity(page: ActivityQuery, now: number): Promise<ActivityEntry[]> {
    // Rows an earlier release wrote (at NULL) hold no activity; the index serves the order.
    const { rows } = await query<ActivityRow>(
      this.pool,
      `SELECT ${ACTIVITY_COLUMNS} FROM broadcasts
       WHERE username = $1 AND at IS NOT NULL AND expires_at > $2
         AND ($3::text IS NULL OR app = $3)
         AND ($4::bigint IS NULL OR (at, id) < ($4, $5::text))
       ORDER BY at DESC, id DESC LIMIT $6`,
      [
        page.user,
        now,
        page.app ?? null,
        page.before?.at ?? null,
        page.before?.id ?? null,
        page.limit,
      ],
    );
    return rows.map(entryOfRow);
  }

  async countsSince(user: string, since: number): Promise<Record<string, number>> {
    const { rows } = await query<{ app: string; count: number }>(
      this.pool,
      'SELECT app, count(*)::int AS count FROM broadcasts WHERE username = $1 AND at >= $2 GROUP BY app',
      [user, since],
    );
    return Object.fromEntries(rows.map((row) => [row.app, row.count]));
  }

  async purgeExpired(now: number): Promise<void> {
    await query(this.pool, 'DELETE FROM broadcasts WHERE expires_at <= $1', [now]);
  }
}
