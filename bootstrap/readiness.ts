import type { ReadinessCheck } from '../adapters/http/routes/healthRoutes';
import type { ChainClient } from '../core/ports/ChainClient';
import type { AppDirectory } from '../core/usecases/AppDirectory';

/**
 * What /readyz checks, each cheap: storage answers a trivial query (`pingStorage`, from the
 * composition root's Storage: SELECT 1 on SQLite or PostgreSQL),
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
      return {
        ok: true,
        building: state.building,
        updated_at: state.updated_at,
        apps: state.apps.length,
      };
    },
  };
}
