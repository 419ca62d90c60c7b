import type Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { newSqliteDatabase } from './newSqliteDatabase';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the service's SQLite file: WAL so readers never wait for the
 * writer, a busy timeout so a second process waits instead of failing, NORMAL sync (safe with WAL).
 */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = newSqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}
