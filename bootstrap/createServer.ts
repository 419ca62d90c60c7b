import type { Server } from 'node:http';
import { Container } from 'inversify';
import type Koa from 'koa';
import type { ChainClient } from '../core/ports/ChainClient';
import type { Clock } from '../core/ports/Clock';
import type { GrantStore } from '../core/ports/GrantStore';
import type { Logger } from '../core/ports/Logger';
import type { TokenSigner } from '../core/ports/TokenSigner';
import type { UsageStore } from '../core/ports/UsageStore';
import type { WebsiteProber } from '../core/ports/WebsiteProber';
import { AppDirectory } from '../core/usecases/AppDirectory';
import { UsageFlusher } from '../core/usecases/UsageFlusher';
import type { Config } from './config';
import { listen, stopListening, urlOf } from './listen';
import { chainModule } from './modules/chainModule';
import { coreModule } from './modules/coreModule';
import { httpModule } from './modules/httpModule';
import { platformModule } from './modules/platformModule';
import { proberModule } from './modules/proberModule';
import { signerModule } from './modules/signerModule';
import { storageModule } from './modules/storageModule';
import { TOKENS } from './tokens';

/** Adapters a caller (a test, an embedding service) may supply instead of the configured ones. */
export interface AdapterOverrides {
  chain?: ChainClient;
  signer?: TokenSigner;
  grants?: GrantStore;
  usage?: UsageStore;
  prober?: WebsiteProber;
  clock?: Clock;
  logger?: Logger;
}

export interface HivegateServer {
  app: Koa;
  /** Starts listening (and the background jobs); resolves with the URL. */
  listen(): Promise<string>;
  /** Graceful stop: no new requests, in-flight ones finish, usage is flushed, storage closed. */
  close(): Promise<void>;
}

/** How often spent challenges and codes are forgotten. */
const PURGE_MS = 10 * 60_000;

export interface ServerOptions {
  /** `npm run dev`: mount /demo/callback, playing the demo app's server with this client secret. */
  demoClientSecret?: string;
}

/** Builds the whole service from configuration: the composition root. */
export async function createServer(config: Config, overrides: AdapterOverrides = {}, options: ServerOptions = {}): Promise<HivegateServer> {
  const container = new Container({ defaultScope: 'Singleton' });
  await container.loadAsync(
    platformModule(config),
    storageModule(config),
    signerModule(config),
    chainModule(config),
    proberModule(config),
    coreModule({
      serviceAccount: config.serviceAccount,
      serviceName: new URL(config.baseUrl).host,
      codeSeconds: config.codeSeconds,
      refreshSeconds: config.refreshSeconds,
      directory: { windowDays: config.appsWindowDays, featured: config.appsFeatured, refreshSeconds: config.appsRefreshSeconds },
    }),
    httpModule({
      trustProxy: config.trustProxy,
      pages: { nodes: config.hiveNodes, chainId: config.chainId, addressPrefix: config.addressPrefix },
      demoClientSecret: options.demoClientSecret,
    }),
  );
  applyOverrides(container, overrides);

  const app = await container.getAsync<Koa>(TOKENS.HttpApp);
  const logger = container.get<Logger>(TOKENS.Logger);
  const usage = container.get(UsageFlusher);
  const directory = container.get(AppDirectory);
  const grants = container.get<GrantStore>(TOKENS.GrantStore);
  const clock = container.get<Clock>(TOKENS.Clock);
  let server: Server | undefined;
  const timers: NodeJS.Timeout[] = [];

  return {
    app,
    async listen() {
      server = await listen(app, config.port, config.host);
      usage.start();
      directory.start();
      // A database that is down (PostgreSQL) must not turn the purge into an unhandled rejection.
      const purge = () => grants.purgeExpired(clock.now()).catch((error: unknown) => logger.warn({ err: error }, 'purging expired grants failed'));
      timers.push(setInterval(() => void purge(), PURGE_MS).unref());
      const url = urlOf(server);
      logger.info({ url, baseUrl: config.baseUrl, nodes: config.hiveNodes.length }, 'hivegate listening');
      return url;
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      if (server) await stopListening(server);
      await directory.stop();
      await usage.stop().catch(() => undefined); // logged by the flusher; storage still closes below
      await container.unbindAllAsync();
    },
  };
}

function applyOverrides(container: Container, overrides: AdapterOverrides): void {
  const table: [symbol, unknown][] = [
    [TOKENS.ChainClient, overrides.chain],
    [TOKENS.TokenSigner, overrides.signer],
    [TOKENS.GrantStore, overrides.grants],
    [TOKENS.UsageStore, overrides.usage],
    [TOKENS.WebsiteProber, overrides.prober],
    [TOKENS.Clock, overrides.clock],
    [TOKENS.Logger, overrides.logger],
  ];
  for (const [token, adapter] of table) if (adapter) container.rebind(token).toConstantValue(adapter);
}
