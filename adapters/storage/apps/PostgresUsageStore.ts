import type { Pool } from 'pg';
import type { AppUsage, UsageRecord, UsageStore } from '../../../core/ports/UsageStore';
import { unavailableOr } from '../postgresErrors';
import { query } from '../postgresQuery';
import { assertUsageBatch } from './usageBatch';

/*
 * A batch is one statement, so it is atomic and adds up exactly when instances write at once:
 * users are inserted with ON CONFLICT DO NOTHING (a user racing in from another instance is
 * counted by whichever insert wins), and usage_days / usage_apps are upserts that add to what is
 * there. Input is sorted so that concurrent batches lock rows in the same order; a deadlock or
 * serialization failure is retried (the statement had no effect).
 */
const RECORD = `
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) AS t(app, day, username, requests)
), new_users AS (
  INSERT INTO usage_users (app, day, username)
  SELECT DISTINCT app, day, username FROM input ORDER BY app, day, username
  ON CONFLICT DO NOTHING
  RETURNING app, day
), days AS (
  INSERT INTO usage_days (app, day, users, requests)
  SELECT i.app, i.day, COALESCE(n.users, 0), i.requests
  FROM (SELECT app, day, sum(requests) AS requests FROM input GROUP BY app, day) i
  LEFT JOIN (SELECT app, day, count(*) AS users FROM new_users GROUP BY app, day) n USING (app, day)
  ORDER BY i.app, i.day
  ON CONFLICT (app, day) DO UPDATE SET users = usage_days.users + excluded.users, requests = usage_days.requests + excluded.requests
  RETURNING app
)
INSERT INTO usage_apps (app, first_seen, last_seen)
SELECT app, min(day), max(day) FROM input GROUP BY app ORDER BY app
ON CONFLICT (app) DO UPDATE SET first_seen = LEAST(usage_apps.first_seen, excluded.first_seen),
                                last_seen = GREATEST(usage_apps.last_seen, excluded.last_seen)`;

const SUMMARY = `
SELECT a.app, a.first_seen, a.last_seen, COALESCE(sum(d.users), 0)::bigint AS users, COALESCE(sum(d.requests), 0)::bigint AS requests
FROM usage_apps a
LEFT JOIN usage_days d ON d.app = a.app AND d.day BETWEEN $1 AND $2
GROUP BY a.app, a.first_seen, a.last_seen`;

const RETRYABLE = new Set(['40P01', '40001']);

/** UsageStore over PostgreSQL. The schema comes from migratePostgres. */
export class PostgresUsageStore implements UsageStore {
  constructor(private readonly pool: Pool) {}

  async record(batch: readonly UsageRecord[]): Promise<void> {
    assertUsageBatch(batch);
    if (batch.length === 0) return;
    const columns = [
      batch.map((r) => r.app),
      batch.map((r) => r.day),
      batch.map((r) => r.user),
      batch.map((r) => r.requests),
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        await query(this.pool, RECORD, columns);
        return;
      } catch (error) {
        if (attempt < 5 && RETRYABLE.has((error as { code?: string }).code ?? '')) continue;
        throw unavailableOr(error);
      }
    }
  }

  async summarize(fromDay: string, toDay: string): Promise<AppUsage[]> {
    const { rows } = await query<{
      app: string;
      first_seen: string;
      last_seen: string;
      users: string;
      requests: string;
    }>(this.pool, SUMMARY, [fromDay, toDay]);
    return rows.map((row) => ({
      app: row.app,
      users: Number(row.users),
      requests: Number(row.requests),
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
    }));
  }

  async forgetBefore(day: string): Promise<void> {
    await query(
      this.pool,
      'WITH gone AS (DELETE FROM usage_users WHERE day < $1) DELETE FROM usage_days WHERE day < $1',
      [day],
    );
  }
}
