import { chmodSync, linkSync, lstatSync, readdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  createPrivateFile,
  existedAlready,
  makePrivateDir,
  statOf,
} from '../adapters/storage/privateFiles';
import { openDatabase, type SqliteDatabase } from '../adapters/storage/openDatabase';
import { newSqliteDatabase } from '../adapters/storage/newSqliteDatabase';
import { SealedSigningKeyStore } from '../adapters/storage/signIn/SealedSigningKeyStore';
import { SqliteSigningKeyStore } from '../adapters/storage/signIn/SqliteSigningKeyStore';
import { appliedSqliteSchema } from '../adapters/storage/schema/migrateSqlite';
import { pendingMigrations } from '../adapters/storage/schema/migration';
import { SQLITE_MIGRATIONS } from '../adapters/storage/schema/sqliteMigrations';
import { ConfigError, type Config } from './config';
import { adoptKeyFiles, storedKeyUses } from './signingKey';

type BackupConfig = Pick<
  Config,
  'dataDir' | 'databaseFile' | 'databaseUrl' | 'tokenSigningKey' | 'idTokenSigningKey'
> &
  Partial<Pick<Config, 'keyEncryptionSecret'>>;

/** A backup or restore that cannot be done as asked: one line, exit code 2. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

/**
 * `hivegate backup FILE` (issue 41 §4): a consistent copy of the SQLite storage, made with SQLite's
 * online backup (better-sqlite3's `backup`) while the service keeps serving — grants, usage and
 * the signing keys hivegate generated, which live in it (key files an earlier release left in
 * DATA_DIR are carried into the copy). Answers what it wrote, in words. Since it holds private
 * keys (issue 54 §1):
 * - FILE must not exist in any form (a symlink included), and is written whole or not at all:
 *   into `FILE.partial`, created exclusively and 0600 before SQLite writes a byte, then linked to
 *   FILE (link(2) never replaces a name that appeared meanwhile);
 * - its folder is made 0700 when it is new, and refused when other users may write to it (they
 *   could swap the copy, or the name, under us).
 * test/bootstrap/backup.spec.ts holds each.
 */
export async function backup(config: BackupConfig, file: string): Promise<string> {
  const source = sqliteFileOf(config, 'backup');
  const target = resolve(file);
  refuseExisting(target);
  dataDirOf(config);
  if (!isFile(source)) throw new BackupRefused(`there is no database at ${source} to back up`);
  const partial = startPartial(target);
  try {
    const db = openDatabase(source);
    try {
      await db.backup(partial);
    } finally {
      db.close();
    }
    const copy = openDatabase(partial);
    let summary: string;
    try {
      // Keys an earlier release generated into files travel inside the copy too.
      const keys = new SealedSigningKeyStore(
        new SqliteSigningKeyStore(copy),
        config.keyEncryptionSecret,
      );
      await adoptKeyFiles(config.dataDir, storedKeyUses(config), keys);
      copy.pragma('wal_checkpoint(TRUNCATE)');
      copy.pragma('journal_mode = DELETE');
      summary = describe(copy, countKeys(copy));
    } finally {
      copy.close();
    }
    finishPartial(partial, target);
    return `backed up ${source} to ${target} (${summary})`;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * `hivegate restore FILE`: FILE, a backup, becomes the SQLite storage of an empty DATA_DIR (one
 * that does not exist, or holds nothing); a DATA_DIR with anything in it is refused, so a restore
 * never overwrites a deployment. FILE is checked first (a SQLite database, SQLite's integrity
 * check, a schema this release can serve): anything else is one line. Tokens issued before the
 * backup work after it: their grants and the keys that signed them are in it. The database is
 * written as a backup is: a new DATA_DIR 0700, the file created exclusively and 0600 first.
 */
export async function restore(config: BackupConfig, file: string): Promise<string> {
  const target = sqliteFileOf(config, 'restore');
  const source = resolve(file);
  if (!isFile(source)) throw new BackupRefused(`there is no backup at ${source}`);
  const dir = dataDirOf(config);
  if (dir && readdirSync(config.dataDir).length > 0)
    throw new BackupRefused(
      `DATA_DIR ${config.dataDir} is not empty: restore only into an empty DATA_DIR (move it aside first)`,
    );
  // An empty DATA_DIR made by hand, open to others: it is about to hold keys.
  if (dir && process.platform !== 'win32' && (dir.mode & 0o077) !== 0)
    chmodSync(config.dataDir, 0o700);
  refuseExisting(target);
  const backupDb = newSqliteDatabase(source);
  let partial: string | undefined;
  try {
    try {
      backupDb.pragma('query_only = ON');
      const check = backupDb.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupRefused(`${source} is damaged: ${String(check)}`);
      const applied = appliedSqliteSchema(backupDb);
      if (applied.version === 0)
        throw new BackupRefused(`${source} is not a hivegate backup (no schema_migrations)`);
      pendingMigrations(SQLITE_MIGRATIONS, applied); // SchemaTooNew when this release cannot serve it
    } catch (error) {
      // Not a database at all (SQLITE_NOTADB), or one SQLite cannot read: in words, not a stack.
      if ((error as { code?: unknown }).code?.toString().startsWith('SQLITE_'))
        throw new BackupRefused(`${source} is not a hivegate backup (${(error as Error).message})`);
      throw error;
    }
    partial = startPartial(target);
    await backupDb.backup(partial);
    finishPartial(partial, target);
  } catch (error) {
    if (partial) rmSync(partial, { force: true });
    throw error;
  } finally {
    backupDb.close();
  }
  const restored = openDatabase(target);
  let summary: string;
  try {
    summary = describe(restored, countKeys(restored));
  } finally {
    restored.close();
  }
  return `restored ${source} into ${target} (${summary})`;
}

/** A name that exists in any form (a dangling symlink too) is never written over. */
function refuseExisting(target: string): void {
  const there = lstatSync(target, { throwIfNoEntry: false });
  if (there)
    throw new BackupRefused(
      `${target} exists already${there.isSymbolicLink() ? ' (a symbolic link)' : ''}: name a new file`,
    );
}

const isFile = (path: string) => statOf(path)?.isFile() === true;

/** DATA_DIR as it is now (undefined: not there yet); a DATA_DIR that is not a folder is refused. */
function dataDirOf(config: BackupConfig) {
  const dir = statOf(config.dataDir);
  if (dir && !dir.isDirectory())
    throw new BackupRefused(`DATA_DIR ${config.dataDir} is not a folder: name a folder`);
  return dir;
}

/**
 * `target.partial`, created exclusively and 0600, in a folder made 0700 when new; a folder
 * other users may write to (or a name that is not a folder) is refused. A partial file a failed
 * run left behind is removed first: the folder is the owner's alone, so it is theirs.
 */
function startPartial(target: string): string {
  const folder = dirname(target);
  makePrivateFolder(folder);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    createPrivateFile(partial);
  } catch (error) {
    if (existedAlready(error))
      throw new BackupRefused(`${partial} appeared while it was being created: try again`);
    throw error;
  }
  return partial;
}

function makePrivateFolder(folder: string): void {
  const stats = statOf(folder);
  if (!stats) return makePrivateDir(folder);
  if (!stats.isDirectory()) throw new BackupRefused(`${folder} is not a folder`);
  if (process.platform !== 'win32' && (stats.mode & 0o022) !== 0)
    throw new BackupRefused(
      `other users may write to ${folder} (mode 0${(stats.mode & 0o777).toString(8)}): write the file into a folder only its owner can write to`,
    );
}

/** The finished copy takes its name; EEXIST (the name appeared meanwhile) is refused, nothing replaced. */
function finishPartial(partial: string, target: string): void {
  try {
    linkSync(partial, target);
  } catch (error) {
    if (existedAlready(error)) throw new BackupRefused(`${target} exists already: name a new file`);
    throw error;
  }
  rmSync(partial);
}

/** The SQLite file a command works on; PostgreSQL and a database in memory are refused. */
function sqliteFileOf(config: BackupConfig, command: 'backup' | 'restore'): string {
  if (config.databaseUrl)
    throw new ConfigError(
      'DATABASE_URL',
      `is set: hivegate ${command} copies SQLite storage; for PostgreSQL use pg_dump and pg_restore (docs/operations.md)`,
    );
  if (config.databaseFile === ':memory:')
    throw new ConfigError('DATABASE_FILE', `is :memory:, which has nothing to ${command}`);
  return config.databaseFile;
}

/** The generated signing keys a database holds (none before the schema kept any). */
function countKeys(db: SqliteDatabase): number {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'signing_keys'")
    .get();
  return table
    ? (db.prepare('SELECT count(*) AS n FROM signing_keys').get() as { n: number }).n
    : 0;
}

function describe(db: SqliteDatabase, keys: number): string {
  return `schema version ${appliedSqliteSchema(db).version}, ${keys} generated signing key${keys === 1 ? '' : 's'}`;
}
