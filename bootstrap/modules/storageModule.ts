import { ContainerModule } from 'inversify';
import { bindComposed } from '../bindComposed';
import type { Config } from '../config';
import { openStorage, type Storage } from '../openStorage';
import { adoptKeyFiles, storedKeyUses } from '../signingKey';
import { bindingToken } from '../tokens';
import { STORE_NAMES, STORE_PORTS } from '../../core/ports/Stores';

/**
 * Each store, from the storage DATABASE_URL selects: PostgreSQL when set, SQLite under DATA_DIR
 * otherwise (see openStorage). Each store (`STORE_NAMES`) is its own binding, so a caller that supplies its own grant
 * store, usage store or both opens the database only for what it did not supply. On PostgreSQL,
 * also the DirectoryShare (one instance builds the app directory) and shared rate limiters.
 */
export function storageModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(bind, 'Database', { needs: ['Logger'] }, ({ Logger }) =>
      openStorage(config, Logger),
    ).onDeactivation((storage: Storage) => storage.close());
    // Resolves storage only when /readyz asks, so a caller that swapped the stores opens nothing.
    bind(bindingToken('StoragePing')).toDynamicValue(
      (context) => async () => (await context.getAsync<Storage>(bindingToken('Database'))).ping(),
    );
    const from = { needs: ['Database'] } as const;
    for (const name of STORE_NAMES) {
      if (name !== 'signingKeys')
        bindComposed(bind, STORE_PORTS[name], from, ({ Database }) => Database[name] as never);
    }
    // Keys an earlier release generated into DATA_DIR become the first keys kept in storage.
    bindComposed(bind, 'SigningKeyStore', from, async ({ Database }) => {
      await adoptKeyFiles(config.dataDir, storedKeyUses(config), Database.signingKeys);
      return Database.signingKeys;
    });
    if (config.databaseUrl) {
      bindComposed(bind, 'DirectoryShare', from, ({ Database }) => Database.directoryShare!);
      bindComposed(bind, 'Limiters', from, ({ Database }) => Database.limiters!);
    }
  });
}
