import { ContainerModule } from 'inversify';
import type { Logger } from '../../core/ports/Logger';
import type { Config } from '../config';
import { openStorage, type Storage } from '../openStorage';
import { TOKENS } from '../tokens';

/**
 * Grants and usage: PostgreSQL when DATABASE_URL is set, SQLite under DATA_DIR otherwise (see
 * openStorage). On PostgreSQL, also the DirectoryShare, so one instance builds the app directory.
 */
export function storageModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Storage>(TOKENS.Database)
      .toResolvedValue((logger: Logger) => openStorage(config, logger), [TOKENS.Logger])
      .inSingletonScope()
      .onDeactivation((storage: Storage) => storage.close());
    // Resolves storage only when /readyz asks, so a caller that swapped the stores opens nothing.
    bind(TOKENS.StoragePing).toDynamicValue(
      (context) => async () => (await context.getAsync<Storage>(TOKENS.Database)).ping(),
    );
    bind(TOKENS.GrantStore)
      .toResolvedValue((storage: Storage) => storage.grants, [TOKENS.Database])
      .inSingletonScope();
    bind(TOKENS.IdempotencyStore)
      .toResolvedValue((storage: Storage) => storage.idempotency, [TOKENS.Database])
      .inSingletonScope();
    bind(TOKENS.BroadcastLog)
      .toResolvedValue((storage: Storage) => storage.broadcastLog, [TOKENS.Database])
      .inSingletonScope();
    bind(TOKENS.UsageStore)
      .toResolvedValue((storage: Storage) => storage.usage, [TOKENS.Database])
      .inSingletonScope();
    if (config.databaseUrl) {
      bind(TOKENS.DirectoryShare)
        .toResolvedValue((storage: Storage) => storage.directoryShare!, [TOKENS.Database])
        .inSingletonScope();
      bind(TOKENS.Limiters)
        .toResolvedValue((storage: Storage) => storage.limiters!, [TOKENS.Database])
        .inSingletonScope();
    }
  });
}
