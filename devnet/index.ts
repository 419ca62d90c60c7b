import type { AddressInfo } from 'node:net';
import { BlockProducer } from './blockProducer';
import {
  DEFAULT_ADDRESS_PREFIX,
  DEFAULT_BLOCK_INTERVAL_MS,
  DEVNET_CHAIN_ID,
} from './chainParameters';
import { demoGenesis } from './demoGenesis';
import { DevChain } from './DevChain';
import { FaultSwitches } from './faults';
import { MainnetLoad } from './mainnetLoad';
import type { FaultSettings } from './faults';
import type { Genesis } from './genesis';
import { createRpcServer } from './rpcServer';

export { DevChain } from './DevChain';
export { DEVNET_CHAIN_ID, DEFAULT_ADDRESS_PREFIX } from './chainParameters';
export { DEVNET_WITNESS_KEY } from './blockSigning';
export {
  DEMO_APP,
  DEMO_APP_SECRET,
  DEMO_SPA,
  DEMO_PASSWORDS,
  SERVICE_ACCOUNT,
  appAccount,
  demoAccounts,
  demoGenesis,
  loginKeys,
  userAccount,
} from './demoGenesis';
export type { DemoAccount } from './demoGenesis';
export { GenesisError, readGenesisFile } from './genesis';
export type { Genesis, GenesisAccount } from './genesis';
export type { FaultMode, FaultSettings } from './faults';

export interface DevnetOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to the built-in demo genesis. */
  genesis?: Genesis;
  /** 3000 by default; 0 = instant mode, one block per transaction. */
  blockIntervalMs?: number;
  /**
   * Blocks the last irreversible block trails the head. Default: DEFAULT_IRREVERSIBLE_LAG with a
   * block interval, 0 (instant finality) in instant mode, where no block follows the last
   * transaction to make it irreversible.
   */
  irreversibleLag?: number;
  /**
   * Seconds between an author's root posts and between their comments: mainnet's 300 and 3 by
   * default (hived's testnet builds make them configurable too); `false` enforces none, for
   * tests and benchmarks that post again at once (`--post-intervals off`).
   */
  postIntervals?: { rootSeconds?: number; replySeconds?: number } | false;
  chainId?: string;
  addressPrefix?: string;
  /**
   * The load mode (devnet/mainnetLoad.ts): mainnet-shaped transactions added to each block
   * condenser_api.get_block answers, this many a block; 0 (the default) none. `Devnet.load` changes it.
   */
  mainnetLoad?: number;
  /** Serve `POST /admin/faults` to flip fault switches over HTTP. */
  adminRoutes?: boolean;
  /** Where unexpected errors (bugs, not refusals) are reported; stderr by default. */
  onInternalError?: (error: unknown, method: string) => void;
}

export interface Devnet {
  /** `http://host:port`, the JSON-RPC endpoint. */
  url: string;
  chainId: string;
  addressPrefix: string;
  blockIntervalMs: number;
  /** The chain itself, for inspection. */
  chain: DevChain;
  /** The load mode: set `transactionsPerBlock` to fill blocks as mainnet's busiest hours do. */
  load: MainnetLoad;
  faults: {
    set(changes: Partial<FaultSettings>): void;
    reset(): void;
    readonly current: Readonly<FaultSettings>;
  };
  close(): Promise<void>;
}

/** Starts a dev chain with its JSON-RPC server; the same code serves tests, the CLI and the README's run command. */
/**
 * Mainnet today: since HF26's one-block irreversibility, witnesses' fast confirmations make a
 * block irreversible one block after it (head − 1) while the schedule is healthy; without them
 * it falls back to two thirds of the 21 witnesses, about 15 blocks (45 s). The dev chain takes
 * the healthy case, so `included` is seen for one block before `irreversible`; `--irreversible-lag`
 * models the slow one.
 */
export const DEFAULT_IRREVERSIBLE_LAG = 1;

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const chainId = options.chainId ?? DEVNET_CHAIN_ID;
  if (!/^[0-9a-f]{64}$/i.test(chainId)) throw new RangeError('chainId must be 64 hex digits');
  const addressPrefix = options.addressPrefix ?? DEFAULT_ADDRESS_PREFIX;
  const blockIntervalMs = options.blockIntervalMs ?? DEFAULT_BLOCK_INTERVAL_MS;
  if (!Number.isInteger(blockIntervalMs) || blockIntervalMs < 0)
    throw new RangeError('blockIntervalMs must be an integer ≥ 0');
  const irreversibleLag =
    options.irreversibleLag ?? (blockIntervalMs === 0 ? 0 : DEFAULT_IRREVERSIBLE_LAG);
  if (!Number.isInteger(irreversibleLag) || irreversibleLag < 0)
    throw new RangeError('irreversibleLag must be an integer ≥ 0');
  const chain = new DevChain({
    genesis: options.genesis ?? demoGenesis(),
    chainId,
    addressPrefix,
    irreversibleLag,
    postIntervals: options.postIntervals,
  });
  const producer = new BlockProducer(chain, blockIntervalMs);
  const faults = new FaultSwitches();
  const load = new MainnetLoad();
  load.transactionsPerBlock = options.mainnetLoad ?? 0;
  const reportInternal =
    options.onInternalError ??
    ((error: unknown, method: string) =>
      console.error(`devnet: internal error in ${method}:`, error));
  const server = createRpcServer({
    context: { chain, producer, load },
    faults,
    adminRoutes: options.adminRoutes,
    reportInternal,
    beforeRequest: () => producer.beforeRequest(),
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  producer.start();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    chainId,
    addressPrefix,
    blockIntervalMs,
    chain,
    load,
    faults,
    close: async () => {
      producer.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
