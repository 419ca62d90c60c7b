import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../bootstrap/config';
import { createServer, type HivegateServer } from '../../bootstrap/createServer';
import { startDevnet, type Devnet, type DevnetOptions } from '../../devnet';
import { keyOf } from './builders';

export interface DevnetService {
  net: Devnet;
  service: HivegateServer;
  /** Where the service listens. */
  url: string;
  /** A JSON-RPC call straight to the dev chain (not through hivegate), answering its result. */
  rpc(method: string, params: unknown): Promise<any>;
  close(): Promise<void>;
}

/**
 * The service as `npm start` composes it (createServer: every route, SQLite in a temp dir, jose,
 * dhive) over a dev chain in instant mode (or `devnet.blockIntervalMs`) with its demo genesis
 * (or `devnet.genesis`); `env` adds configuration (a function: made from the started dev chain).
 */
export async function startDevnetService(
  env: Record<string, string> | ((net: Devnet) => Record<string, string>) = {},
  devnet: Pick<
    DevnetOptions,
    'blockIntervalMs' | 'irreversibleLag' | 'postIntervals' | 'genesis'
  > = {},
): Promise<DevnetService> {
  const net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false, ...devnet });
  const dataDir = mkdtempSync(join(tmpdir(), 'hivegate-devnet-service-'));
  let service: HivegateServer | undefined;
  const close = async () => {
    await service?.close();
    await net.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    service = await createServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        HIVE_NODES: net.url,
        HIVE_CHAIN_ID: net.chainId,
        HIVE_ADDRESS_PREFIX: net.addressPrefix,
        SERVICE_ACCOUNT: 'hivegate',
        SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
        LOG_LEVEL: 'silent',
        ...(typeof env === 'function' ? env(net) : env),
      }),
    );
    const url = await service.listen();
    return {
      net,
      service,
      url,
      async rpc(method, params) {
        const response = await fetch(net.url, {
          method: 'POST',
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        return ((await response.json()) as { result: unknown }).result;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
