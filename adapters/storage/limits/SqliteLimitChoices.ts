import type { Database, Statement } from 'better-sqlite3';
import { mergedChoice, type LimitChoice } from '../../../core/limits/postingLimits';
import type { LimitChoices } from '../../../core/ports/LimitChoices';
import { migrateSqlite } from '../schema/migrateSqlite';

/**
 * LimitChoices over SQLite (the limit_overrides table of migration 4): read, merge and write in
 * one IMMEDIATE transaction, so worker processes sharing the file merge one after the other.
 */
export class SqliteLimitChoices implements LimitChoices {
  private readonly select: Statement<[string, string], { limits_json: string }>;
  private readonly upsert: Statement<[string, string, string]>;
  private readonly remove: Statement<[string, string]>;
  private readonly merge: (user: string, app: string, choice: LimitChoice) => LimitChoice;

  constructor(db: Database) {
    migrateSqlite(db);
    this.select = db.prepare(
      'SELECT limits_json FROM limit_overrides WHERE username = ? AND app = ?',
    );
    this.upsert = db.prepare(
      `INSERT INTO limit_overrides (username, app, limits_json) VALUES (?, ?, ?)
       ON CONFLICT (username, app) DO UPDATE SET limits_json = excluded.limits_json`,
    );
    this.remove = db.prepare('DELETE FROM limit_overrides WHERE username = ? AND app = ?');
    const transaction = db.transaction((user: string, app: string, choice: LimitChoice) => {
      const row = this.select.get(user, app);
      const merged = mergedChoice(row && (JSON.parse(row.limits_json) as LimitChoice), choice);
      this.upsert.run(user, app, JSON.stringify(merged));
      return merged;
    });
    this.merge = (user, app, choice) => transaction.immediate(user, app, choice);
  }

  async tighten(user: string, app: string, choice: LimitChoice): Promise<LimitChoice> {
    return this.merge(user, app, choice);
  }

  async find(user: string, app: string): Promise<LimitChoice | undefined> {
    const row = this.select.get(user, app);
    return row && (JSON.parse(row.limits_json) as LimitChoice);
  }

  async clear(user: string, app: string): Promise<void> {
    this.remove.run(user, app);
  }
}
