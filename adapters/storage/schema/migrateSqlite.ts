import type { SqliteDatabase } from '../openDatabase';
import { checkSchema, pendingMigrations, type AppliedSchema, type Migration } from './migration';
import { SQLITE_MIGRATIONS } from './sqliteMigrations';

/**
 * Brings a SQLite database to the newest schema this build knows, each version in its own
 * IMMEDIATE transaction (a second process migrating at once waits on the write lock, then finds
 * nothing left to do). A database ahead of this build is left as it is when this build serves it
 * (expand steps), else SchemaTooNew. Idempotent and cheap when up to date, so every store may call
 * it on the database it is given. Answers the version reached.
 */
export function migrateSqlite(
  db: SqliteDatabase,
  migrations: readonly Migration[] = SQLITE_MIGRATIONS,
): number {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  // Which release a contract step needs (issue 41 §3); releases before kept no such column.
  if (!hasOldestReader(db))
    db.exec('ALTER TABLE schema_migrations ADD COLUMN oldest_reader INTEGER');
  const apply = db.transaction((migration: Migration) => {
    if (appliedSqliteSchema(db).version >= migration.version) return; // another process got there first
    db.exec(migration.sql);
    db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at, oldest_reader) VALUES (?, ?, ?, ?)',
    ).run(migration.version, migration.name, Date.now(), migration.oldestReader ?? null);
  });
  for (const migration of pendingMigrations(migrations, appliedSqliteSchema(db)))
    apply.immediate(migration);
  return appliedSqliteSchema(db).version;
}

/**
 * Checks, changing nothing, that this build serves the database as it is (MIGRATE_ON_START=off):
 * SchemaTooOld when it is behind, SchemaTooNew when a newer build's contract step excludes it.
 */
export function checkSqliteSchema(
  db: SqliteDatabase,
  migrations: readonly Migration[] = SQLITE_MIGRATIONS,
): void {
  checkSchema(migrations, appliedSqliteSchema(db));
}

/** The version a SQLite database reached and the oldest release it needs (0: a new database). */
export function appliedSqliteSchema(db: SqliteDatabase): AppliedSchema {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  if (!table) return { version: 0 };
  const row = db
    .prepare(
      `SELECT max(version) AS v, ${hasOldestReader(db) ? 'max(oldest_reader)' : 'NULL'} AS needs FROM schema_migrations`,
    )
    .get() as { v: number | null; needs: number | null };
  return { version: row.v ?? 0, ...(row.needs !== null && { needs: row.needs }) };
}

function hasOldestReader(db: SqliteDatabase): boolean {
  return (
    db
      .prepare("SELECT 1 FROM pragma_table_info('schema_migrations') WHERE name = 'oldest_reader'")
      .get() !== undefined
  );
}
