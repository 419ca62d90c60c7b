import type { ReadinessCheck } from '../adapters/http/routes/healthRoutes';
import type { SqliteDatabase } from '../adapters/storage/openDatabase';
import type { ChainClient } from '../core/ports/ChainClient';
import type { AppDirectory } from '../core/usecases/AppDirectory';

/** Storage's cheap check on SQLite: a trivial query on the shared handle. A PostgreSQL pool's is `pool.query('SELECT 1')`. */
export const sqlitePing = (database: SqliteDatabase) => async (): Promise<void> => {
  database.prepare('SELECT 1').get();
};

/**
 * What /readyz checks, each cheap: storage answers a trivial query (`pingStorage`: no port
 * changes, the composition root holds the handle),
 * a Hive node serves the service account (the chain client's short cache makes repeats free), and
 * the directory's state, which never makes the service unready (only /api/apps waits for it).
 */
export function readinessChecks(parts: {
  pingStorage: () => Promise<void>;
  chain: ChainClient;
  serviceAccount: string;
  directory: AppDirectory;
}): Record<string, ReadinessCheck> {
  return {
    storage: async () => {
      await parts.pingStorage();
      return { ok: true };
    },
    chain: async () => {
      const [account] = await parts.chain.getAccounts([parts.serviceAccount]);
      return { ok: account !== undefined };
    },
    directory: async () => {
      const state = parts.directory.state();
      return { ok: true, building: state.building, updated_at: state.updated_at, apps: state.apps.length };
    },
  };
}
