import type { Pool } from 'pg';
import { mergedChoice, type LimitChoice } from '../../../core/limits/postingLimits';
import type { LimitChoices } from '../../../core/ports/LimitChoices';
import { inTransaction, query } from '../postgresQuery';

/**
 * LimitChoices over PostgreSQL (the limit_overrides table of migration 6), shared by every
 * instance: read, merge and write in one transaction under an advisory lock on the user and app.
 * Every broadcast reads it, so a tightening holds on every instance as soon as it is committed.
 */
export class PostgresLimitChoices implements LimitChoices {
  constructor(private readonly pool: Pool) {}

  async tighten(user: string, app: string, choice: LimitChoice): Promise<LimitChoice> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 24))', [
        `limits ${user} ${app}`,
      ]);
      const { rows } = await client.query<{ limits_json: LimitChoice }>(
        'SELECT limits_json FROM limit_overrides WHERE username = $1 AND app = $2',
        [user, app],
      );
      const merged = mergedChoice(rows[0]?.limits_json, choice);
      await client.query(
        `INSERT INTO limit_overrides (username, app, limits_json) VALUES ($1, $2, $3)
         ON CONFLICT (username, app) DO UPDATE SET limits_json = excluded.limits_json`,
        [user, app, JSON.stringify(merged)],
      );
      return merged;
    });
  }

  async find(user: string, app: string): Promise<LimitChoice | undefined> {
    const { rows } = await query<{ limits_json: LimitChoice }>(
      this.pool,
      'SELECT limits_json FROM limit_overrides WHERE username = $1 AND app = $2',
      [user, app],
    );
    return rows[0]?.limits_json;
  }

  async clear(user: string, app: string): Promise<void> {
    await query(this.pool, 'DELETE FROM limit_overrides WHERE username = $1 AND app = $2', [
      user,
      app,
    ]);
  }
}
