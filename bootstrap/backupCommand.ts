import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openDatabase, type SqliteDatabase } from '../adapters/storage/openDatabase';
import { newSqliteDatabase } from '../adapters/storage/newSqliteDatabase';
import { SqliteSigningKeyStore } from '../adapters/storage/SqliteSigningKeyStore';
import { appliedSqliteSchema } from '../adapters/storage/schema/migrateSqlite';
import { pendingMigrations } from '../adapters/storage/schema/migration';
import { SQLITE_MIGRATIONS } from '../adapters/storage/schema/sqliteMigrations';
import { ConfigError, type Config } from './config';
import { adoptKeyFiles, storedKeyUses } from './signingKey';

type BackupConfig = Pick<
  Config,
  'dataDir' | 'databaseFile' | 'databaseUrl' | 'tokenSigningKey' | 'idTokenSigningKey'
>;

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
 * DATA_DIR are carried into the copy). FILE must not exist; it is written whole or not at all,
 * readable by its owner only (it holds private keys). Answers what it wrote, in words.
 */
export async function backup(config: BackupConfig, file: string): Promise<string> {
  const source = sqliteFileOf(config, 'backup');
  const target = resolve(file);
  if (existsSync(target)) throw new BackupRefused(`${target} exists already: name a new file`);
  if (!existsSync(source)) throw new BackupRefused(`there is no database at ${source} to back up`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = openDatabase(source);
  try {
    await db.backup(partial);
  } finally {
    db.close();
  }
  try {
    chmodSync(partial, 0o600);
    const copy = openDatabase(partial);
    let summary: string;
    try {
      // Keys an earlier release generated into files travel inside the copy too.
      const keys = new SqliteSigningKeyStore(copy);
      await adoptKeyFiles(config.dataDir, storedKeyUses(config), keys);
      copy.pragma('wal_checkpoint(TRUNCATE)');
      copy.pragma('journal_mode = DELETE');
      summary = describe(copy, (await keys.list()).length);
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return `backed up ${source} to ${target} (${summary})`;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * `hivegate restore FILE`: FILE, a backup, becomes the SQLite storage of an empty DATA_DIR (one
 * that does not exist, or holds nothing); a DATA_DIR with anything in it is refused, so a restore
 * never overwrites a deployment. FILE is checked first (SQLite's integrity check, a schema this
 * release can serve). Tokens issued before the backup work after it: their grants and the keys
 * that signed them are in it.
 */
export async function restore(config: BackupConfig, file: string): Promise<string> {
  const target = sqliteFileOf(config, 'restore');
  const source = resolve(file);
  if (!existsSync(source)) throw new BackupRefused(`there is no backup at ${source}`);
  if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0)
    throw new BackupRefused(
      `DATA_DIR ${config.dataDir} is not empty: restore only into an empty DATA_DIR (move it aside first)`,
    );
  if (existsSync(target)) throw new BackupRefused(`${target} exists already`);
  const backupDb = newSqliteDatabase(source);
  try {
    backupDb.pragma('query_only = ON');
    const check = backupDb.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new BackupRefused(`${source} is damaged: ${String(check)}`);
    const applied = appliedSqliteSchema(backupDb);
    if (applied.version === 0)
      throw new BackupRefused(`${source} is not a hivegate backup (no schema_migrations)`);
    pendingMigrations(SQLITE_MIGRATIONS, applied); // SchemaTooNew when this release cannot serve it
    mkdirSync(dirname(target), { recursive: true });
    await backupDb.backup(`${target}.partial`);
  } catch (error) {
    rmSync(`${target}.partial`, { force: true });
    throw error;
  } finally {
    backupDb.close();
  }
  chmodSync(`${target}.partial`, 0o600);
  renameSync(`${target}.partial`, target);
  const restored = openDatabase(target);
  let summary: string;
  try {
    summary = describe(restored, countKeys(restored));
  } finally {
    restored.close();
  }
  return `restored ${source} into ${target} (${summary})`;
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
