import type Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { newSqliteDatabase } from './newSqliteDatabase';
import { createPrivateFile, existedAlready, makePrivateDir } from './privateFiles';

export type SqliteDatabase = Database.Database;

/**
 * Opens (creating if needed) the service's SQLite file: WAL so readers never wait for the
 * writer, a busy timeout so a second process waits instead of failing, NORMAL sync (safe with WAL).
 * A new file is created 0600 before SQLite opens it (in a 0700 folder when the folder is new).
 * That one file is what keeps all of them private: SQLite's unix VFS creates the -wal, -shm and
 * -journal files later, whenever it needs them, with the database file's own mode (and fchmods
 * them to it, whatever the umask) — a umask set around this call would cover none of those.
 */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') createDatabaseFile(file);
  const db = newSqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

function createDatabaseFile(file: string): void {
  makePrivateDir(dirname(file));
  try {
    createPrivateFile(file); // empty: SQLite takes an empty file as a new database
  } catch (error) {
    if (!existedAlready(error)) throw error;
  }
}
