import type { Database, Statement } from 'better-sqlite3';
import type { AppUsage, UsageRecord, UsageStore } from '../../../core/ports/UsageStore';
import { migrateSqlite } from '../schema/migrateSqlite';
import { assertUsageBatch } from './usageBatch';

/*
 * Three tables (created by schema/sqliteMigrations.ts), so that summarize never counts distinct users at query time:
 * - usage_users: who was seen for an app on a day (only to count each user once per app per day);
 * - usage_days: per app and day, distinct users and requests — what the directory sums;
 * - usage_apps: first and last day per app, over all time.
 * summarize walks usage_apps in key order and seeks each app's window in usage_days' primary key,
 * so its cost is apps + window rows, whatever the length of history.
 */

/** UsageStore over SQLite (better-sqlite3). Migrates the database to the current schema on construction. */
export class SqliteUsageStore implements UsageStore {
  private readonly insertUser: Statement<[string, string, string]>;
  private readonly addDay: Statement<[string, string, number, number]>;
  private readonly seeApp: Statement<[string, string, string]>;
  private readonly summary: Statement<[string, string], AppUsage>;
  private readonly writeBatch: (batch: readonly UsageRecord[]) => void;
  private readonly forget: {
    oldest: Statement<[string], string | null>;
    day: Statement<[string]>;
  }[];

  constructor(private readonly db: Database) {
    migrateSqlite(db);
    this.forget = ['usage_users', 'usage_days'].map((table) => ({
      oldest: db
        .prepare<[string], string | null>(`SELECT MIN(day) FROM ${table} WHERE day < ?`)
        .pluck(),
      day: db.prepare<[string]>(`DELETE FROM ${table} WHERE day = ?`),
    }));
    this.insertUser = db.prepare(
      'INSERT OR IGNORE INTO usage_users (app, day, user) VALUES (?, ?, ?)',
    );
    this.addDay = db.prepare(
      `INSERT INTO usage_days (app, day, users, requests) VALUES (?, ?, ?, ?)
       ON CONFLICT (app, day) DO UPDATE SET users = users + excluded.users, requests = requests + excluded.requests`,
    );
    this.seeApp = db.prepare(
      `INSERT INTO usage_apps (app, first_seen, last_seen) VALUES (?, ?, ?)
       ON CONFLICT (app) DO UPDATE SET first_seen = min(first_seen, excluded.first_seen),
                                       last_seen = max(last_seen, excluded.last_seen)`,
    );
    this.summary = db.prepare(
      `SELECT a.app AS app, a.first_seen AS firstSeen, a.last_seen AS lastSeen,
              COALESCE(SUM(d.users), 0) AS users, COALESCE(SUM(d.requests), 0) AS requests
       FROM usage_apps a
       LEFT JOIN usage_days d ON d.app = a.app AND d.day BETWEEN ? AND ?
       GROUP BY a.app`,
    );
    const write = db.transaction((batch: readonly UsageRecord[]) => {
      // Grouped first, so each (app, day) and each app is written once per batch.
      const days = new Map<
        string,
        { app: string; day: string; requests: number; users: string[] }
      >();
      const apps = new Map<string, { first: string; last: string }>();
      for (const { app, user, day, requests } of batch) {
        const key = `${app}\u0000${day}`;
        const group = days.get(key);
        if (group) {
          group.requests += requests;
          group.users.push(user);
        } else days.set(key, { app, day, requests, users: [user] });
        const seen = apps.get(app);
        if (!seen) apps.set(app, { first: day, last: day });
        else if (day < seen.first) seen.first = day;
        else if (day > seen.last) seen.last = day;
      }
      for (const { app, day, requests, users } of days.values()) {
        let newUsers = 0; // INSERT OR IGNORE changes 1 row only the first time a user is seen that day
        for (const user of users) newUsers += this.insertUser.run(app, day, user).changes;
        this.addDay.run(app, day, newUsers, requests);
      }
      for (const [app, { first, last }] of apps) this.seeApp.run(app, first, last);
    });
    // IMMEDIATE takes the write lock up front, so a concurrent writer waits on busy_timeout
    // instead of failing midway through the batch.
    this.writeBatch = (batch) => write.immediate(batch);
  }

  async record(batch: readonly UsageRecord[]): Promise<void> {
    assertUsageBatch(batch);
    if (batch.length > 0) this.writeBatch(batch);
  }

  async summarize(fromDay: string, toDay: string): Promise<AppUsage[]> {
    return this.summary.all(fromDay, toDay);
  }

  /**
   * A day at a time, oldest first, the event loop free between days: the service forgets at start,
   * and a store that kept more than the window (a year of usage, the window shortened) would
   * otherwise hold every request, and /readyz, for the seconds one DELETE of it all takes (issue 61
   * §3: 3.3 million rows, about 10 s). A day's rows are its users (usage_users) or its apps
   * (usage_days), read through the index on day. Each day commits alone; what a crash leaves is
   * forgotten next time.
   */
  async forgetBefore(day: string): Promise<void> {
    for (const table of this.forget)
      for (let oldest = table.oldest.get(day); oldest; oldest = table.oldest.get(day)) {
        table.day.run(oldest);
        await new Promise((resolve) => setImmediate(resolve));
      }
  }
}
