import type { Database } from 'better-sqlite3';

export interface SeededApp {
  app: string;
  firstSeen: string;
  lastSeen: string;
  days: { day: string; users: number; requests: number }[];
}

/**
 * Fills the two tables SqliteUsageStore.summarize reads straight with SQL, in one transaction
 * (the store must have created its tables). Through record() (three upserts per record) 100k
 * apps took minutes, and 10k apps 11 s on the bench VM; seeding is not what is measured.
 * SqliteUsageStore's contract suite holds record() and summarize() to agree.
 */
export function seedUsage(db: Database, apps: Iterable<SeededApp>): void {
  const addDay = db.prepare(
    'INSERT INTO usage_days (app, day, users, requests) VALUES (?, ?, ?, ?)',
  );
  const addApp = db.prepare('INSERT INTO usage_apps (app, first_seen, last_seen) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const { app, firstSeen, lastSeen, days } of apps) {
      for (const { day, users, requests } of days) addDay.run(app, day, users, requests);
      addApp.run(app, firstSeen, lastSeen);
    }
  })();
}
