import { ContainerModule } from 'inversify';
import { openDatabase, type SqliteDatabase } from '../../adapters/storage/openDatabase';
import { SqliteGrantStore } from '../../adapters/storage/SqliteGrantStore';
import { SqliteUsageStore } from '../../adapters/storage/SqliteUsageStore';
import type { Config } from '../config';
import { sqlitePing } from '../readiness';
import { TOKENS } from '../tokens';

/** SQLite under DATA_DIR for grants and usage. */
export function storageModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<SqliteDatabase>(TOKENS.Database)
      .toResolvedValue(() => openDatabase(config.databaseFile))
      .inSingletonScope()
      .onDeactivation((db: SqliteDatabase) => {
        db.close();
      });
    // Resolves the database only when /readyz asks, so a caller that swapped the stores opens no file.
    bind(TOKENS.StoragePing).toDynamicValue((context) => async () => sqlitePing(await context.getAsync<SqliteDatabase>(TOKENS.Database))());
    bind(TOKENS.GrantStore)
      .toResolvedValue((db: SqliteDatabase) => new SqliteGrantStore(db), [TOKENS.Database])
      .inSingletonScope();
    bind(TOKENS.UsageStore)
      .toResolvedValue((db: SqliteDatabase) => new SqliteUsageStore(db), [TOKENS.Database])
      .inSingletonScope();
  });
}
