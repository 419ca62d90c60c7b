import type { SqliteDatabase } from '../openDatabase';
import { pendingMigrations, type Migration } from './migration';
import { SQLITE_MIGRATIONS } from './sqliteMigrations';

/**
 * Brings a SQLite database to the newest schema this build knows, each version in its own
 * IMMEDIATE transaction (a second process migrating at once waits on the write lock, then finds
 * nothing left to do). Throws SchemaTooNew when the database is ahead. Idempotent and cheap when
 * up to date, so every store may call it on the database it is given.
 */
export function migrateSqlite(
  db: SqliteDatabase,
  migrations: readonly Migration[] = SQLITE_MIGRATIONS,
): number {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const current = () =>
    (db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number | null })
      .v ?? 0;
  const apply = db.transaction((migration: Migration) => {
    if (current() >= migration.version) return; // another process got there first
    db.exec(migration.sql);
    db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
      migration.version,
      migration.name,
      Date.now(),
    );
  });
  for (const migration of pendingMigrations(migrations, current())) apply.immediate(migration);
  return current();
}
