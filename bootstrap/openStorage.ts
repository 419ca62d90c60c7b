import { dayOf, windowStart } from '../core/apps/directory';
import type { Logger } from '../core/ports/Logger';
import { MissingModule } from '../adapters/storage/newSqliteDatabase';
import { openDatabase } from '../adapters/storage/openDatabase';
import { SealedSigningKeyStore } from '../adapters/storage/signIn/SealedSigningKeyStore';
import { checkSqliteSchema } from '../adapters/storage/schema/migrateSqlite';
import { sqliteStores } from '../adapters/storage/sqliteStores';
import type { Config } from './config';
import { guardPrivateStorage } from './privateStorage';
import type { Storage } from './storage';

export type { Storage } from './storage';

/** How often per-day usage older than the longest window is forgotten. */
const FORGET_USAGE_MS = 60 * 60_000;

type StorageConfig = Pick<
  Config,
  'databaseUrl' | 'databasePoolSize' | 'databaseFile' | 'appsWindowDays' | 'dataDir'
> &
  Partial<Pick<Config, 'keyEncryptionSecret'>> &
  Partial<Pick<Config, 'migrateOnStart'>>;

/**
 * PostgreSQL when DATABASE_URL is set, shared by every instance; SQLite under DATA_DIR otherwise.
 * Either way the schema is migrated first — or, with MIGRATE_ON_START off, only checked
 * (SchemaTooOld when it is behind) — and SchemaTooNew when a newer build's contract step excludes this one,
 * and usage older than the app directory's window is forgotten hourly so the table stays bounded.
 * First, DATA_DIR and the SQLite files are made private, or refused (guardPrivateStorage); the
 * generated private keys are sealed with KEY_ENCRYPTION_SECRET when it is set (SealedSigningKeyStore).
 */
export async function openStorage(config: StorageConfig, logger: Logger): Promise<Storage> {
  guardPrivateStorage(config, logger);
  const migrate = config.migrateOnStart !== false;
  const storage = config.databaseUrl
    ? await postgresModule().openPostgresStorage(
        config.databaseUrl,
        config.databasePoolSize,
        logger,
        migrate,
      )
    : openSqliteStorage(config.databaseFile, migrate);
  const forget = () => {
    const before = windowStart(dayOf(Date.now()), config.appsWindowDays);
    storage.usage
      .forgetBefore?.(before)
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'storage: forgetting old usage failed'),
      );
  };
  forget();
  const timer = setInterval(forget, FORGET_USAGE_MS).unref();
  return {
    ...storage,
    signingKeys: new SealedSigningKeyStore(storage.signingKeys, config.keyEncryptionSecret),
    async close() {
      clearInterval(timer);
      await storage.close();
    },
  };
}

function openSqliteStorage(file: string, migrate: boolean): Storage {
  const db = openDatabase(file);
  try {
    // Without migrating, a schema this build cannot serve is refused before any store touches it.
    if (!migrate) checkSqliteSchema(db);
    const stores = sqliteStores(db); // the grant store migrates (nothing left to do after the check)
    return {
      kind: 'sqlite',
      ...stores,
      async ping() {
        db.prepare('SELECT 1').get();
      },
      async close() {
        stores.signIns.stop();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** PostgreSQL's adapters, loaded only when DATABASE_URL asks for them: `pg` is an optional dependency. */
function postgresModule(): typeof import('./openPostgresStorage') {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads pg, an optional module, only when DATABASE_URL is set
    return require('./openPostgresStorage') as typeof import('./openPostgresStorage');
  } catch (error) {
    const absent =
      (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' &&
      (error as Error).message.includes("'pg'");
    if (!absent) throw error;
    throw new MissingModule(
      'PostgreSQL storage (DATABASE_URL) needs the optional module pg, which is not installed: run `npm install pg`',
    );
  }
}
