import type { ReadinessCheck } from '../adapters/http/healthRoutes';
import type { ChainClient } from '../core/ports/ChainClient';
import type { AppDirectory } from '../core/apps/AppDirectory';
import type { BlockFollower } from '../core/chainFollowing/BlockFollower';
import { KEY_USES } from '../core/tokens/signingKeys';
import type { SigningKeyRotation } from '../core/signIn/SigningKeyRotation';

/** Blocks behind the head (a minute) past which /readyz says the follower is behind. */
const FOLLOWER_BEHIND_BLOCKS = 20;

/**
 * What /readyz checks, each cheap: storage answers a trivial query (`pingStorage`, from the
 * composition root's Storage: SELECT 1 on SQLite or PostgreSQL),
 * a Hive node serves the service account (the chain client's short cache makes repeats free), and
 * the directory's state, which never makes the service unready (only /api/apps waits for it), and
 * the block follower's, which does not either: requests are served as well while it catches up.
 */
export function readinessChecks(parts: {
  pingStorage: () => Promise<void>;
  chain: ChainClient;
  serviceAccount: string;
  directory: AppDirectory;
  follower: BlockFollower;
  /** The keys kept in storage; absent when every kind is configured. */
  keys?: SigningKeyRotation;
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
    // Fails, with the reason, when the service account's posting authority lists none of the
    // keys of SERVICE_POSTING_KEY: every broadcast would be refused (issue 41 §2).
    ...(parts.chain.servicePostingKey && {
      service_key: async () => {
        const { configured, signing } = await parts.chain.servicePostingKey!();
        return signing === undefined
          ? {
              ok: false,
              reason: `no key of SERVICE_POSTING_KEY (${configured} configured) is in the posting authority of @${parts.serviceAccount}`,
            }
          : { ok: true, configured, signing };
      },
    }),
    directory: async () => {
      const state = parts.directory.state();
      return {
        ok: true,
        building: state.building,
        updated_at: state.updated_at,
        apps: state.apps.length,
      };
    },
    // Reported only: the age of each key that signs (a configured key's is not known here).
    signing_keys: async () => {
      const stored = parts.keys?.signingKeys() ?? [];
      return {
        ok: true,
        ...Object.fromEntries(
          KEY_USES.map((use) => {
            const key = stored.find((k) => k.use === use);
            return [
              use,
              key ? { kid: key.kid, age_seconds: key.ageSeconds } : { configured: true },
            ];
          }),
        ),
      };
    },
    follower: async () => {
      const { leading, lastBlock, headBlock, lag, error } = parts.follower.state();
      return {
        ok: true,
        leading,
        ...(leading
          ? {
              last_block: lastBlock,
              head_block: headBlock,
              lag,
              behind: (lag ?? 0) > FOLLOWER_BEHIND_BLOCKS,
            }
          : {}),
        ...(error ? { error } : {}),
      };
    },
  };
}
