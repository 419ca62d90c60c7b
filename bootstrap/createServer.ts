import type { RequestListener, Server } from 'node:http';
import { Container } from 'inversify';
import type Koa from 'koa';
import type { Hivegate } from './composeCore';
import type { Config } from './config';
import type { AddressInfo } from 'node:net';
import { listen, stopListening, urlOf } from './listen';
import { startMetricsServer } from './metricsServer';
import { chainModule } from './modules/chainModule';
import { coreModule } from './modules/coreModule';
import { httpModule, type HttpOptions } from './modules/httpModule';
import { opsModule } from './modules/opsModule';
import { platformModule } from './modules/platformModule';
import { proberModule } from './modules/proberModule';
import { signerModule } from './modules/signerModule';
import { storageModule } from './modules/storageModule';
import { applyOverrides, type AdapterOverrides } from './ports';
import { resolveBinding } from './bindComposed';
import { keyRotationOptions } from './signingKey';
import { startTracing, stopTracing } from './tracing';
import { addressForBrowsers } from '../adapters/chain/nodeAddress';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';

export type { AdapterOverrides } from './ports';

export interface HivegateServer {
  app: Koa;
  /**
   * What the service's own listener calls per request: `app.callback()`, every route through one
   * Koa pipeline. An embedder serving hivegate from its own `http.Server` mounts this.
   */
  handle: RequestListener;
  /** The composed core the routes call (for tests and embedders that add routes). */
  core: Hivegate;
  /** Starts listening (and the background jobs); resolves with the URL. */
  listen(): Promise<string>;
  /** Where GET /metrics answers once listening, when METRICS_PORT is set. */
  readonly metricsUrl?: string;
  /** The address the listener is bound to, as it reports it (0.0.0.0: every interface); once listening. */
  readonly address?: AddressInfo;
  /** Graceful stop: no new requests, in-flight ones finish, usage is flushed, storage closed. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Routers mounted after the service's own (`npm run dev` mounts the demo app's callback). */
  extraRouters?: HttpOptions['extraRouters'];
}

/** Builds the whole service from configuration: the composition root. */
export async function createServer(
  config: Config,
  overrides: AdapterOverrides = {},
  options: ServerOptions = {},
): Promise<HivegateServer> {
  // Before anything is built: the SDK (when configured) is running before the first span.
  const tracing = startTracing(config.tracing);
  const container = new Container({ defaultScope: 'Singleton' });
  await container.loadAsync(
    platformModule(config, tracing),
    opsModule(config),
    storageModule(config),
    signerModule(config),
    chainModule(config),
    proberModule(config),
    coreModule({
      serviceAccount: config.serviceAccount,
      serviceName: new URL(config.baseUrl).host,
      issuer: config.baseUrl,
      chainId: config.chainId,
      tokens: { code: config.codeTtlSeconds, refresh: config.refreshTtlSeconds },
      dpop: { requireNonce: config.dpopNonce },
      activityKeepDays: config.activityKeepDays,
      activityFromChain: config.activityFromChain,
      idempotency: {
        keepMs: config.idempotencyKeyHours * 3600_000,
        leaseMs: config.idempotencyLeaseSeconds * 1000,
        // Waits out one lease and a resend's answer before a 409.
        waitMs: (config.idempotencyLeaseSeconds + 15) * 1000,
      },
      follower: config.chainFollower !== 'off' && config.chainFollower,
      directory: {
        windowDays: config.appsWindowDays,
        featured: config.appsFeatured,
        rebuildSeconds: config.appsRebuildSeconds,
      },
      appProfiles: { postingFallback: config.appProfilePostingFallback },
      // A signer the caller supplies keeps its own keys.
      ...(!overrides.signer && { keys: keyRotationOptions(config) }),
    }),
    httpModule({
      trustProxy: config.trustProxy,
      pages: {
        nodes: config.hiveNodes.map(addressForBrowsers),
        chainId: config.chainId,
        addressPrefix: config.addressPrefix,
        hiveAuthRelay: config.hiveAuthRelayUrl,
        passkeyRpId: new URL(config.baseUrl).hostname,
        explorerTxUrl: config.explorerTxUrl,
      },
      extraRouters: options.extraRouters,
      rateLimits: config.rateLimits,
      serviceAccount: config.serviceAccount,
      pseudoLocale: config.pseudoLocale,
    }),
  );
  applyOverrides(container, overrides);

  const core = await resolveBinding(container, 'Core');
  // The keys kept in storage are read (a first one made) before anything is signed or served; a
  // token naming a key another instance just added has them read again.
  if (core.keys) {
    const keys = core.keys;
    await keys.refresh();
    const signer = await resolveBinding(container, 'TokenSigner');
    if (signer instanceof JoseTokenSigner) signer.whenKeyUnknown(() => keys.refresh());
  }
  const app = await resolveBinding(container, 'HttpApp');
  const answer = app.callback();
  // Koa's callback answers its own failures; nothing is left for the caller to await.
  const handle: RequestListener = (request, response) => void answer(request, response);
  const logger = await resolveBinding(container, 'Logger');
  let server: Server | undefined;
  let metricsServer: Server | undefined;
  let metricsUrl: string | undefined;

  return {
    app,
    handle,
    core,
    get metricsUrl() {
      return metricsUrl;
    },
    get address() {
      return server?.address() as AddressInfo | undefined;
    },
    async listen() {
      if (config.metricsPort !== undefined) {
        const metrics = await resolveBinding(container, 'Metrics');
        ({ server: metricsServer, url: metricsUrl } = await startMetricsServer(
          metrics,
          config.metricsPort,
          config.metricsHost,
        ));
      }
      server = await listen(handle, config.port, config.host, config.keepAliveSeconds);
      core.start();
      const url = urlOf(server);
      logger.info(
        { url, baseUrl: config.baseUrl, nodes: config.hiveNodes.length, metricsUrl },
        'hivegate listening',
      );
      return url;
    },
    async close() {
      if (server) await stopListening(server);
      if (metricsServer) await stopListening(metricsServer);
      await core.stop().catch(() => undefined); // a failed last flush is logged by the flusher; storage still closes below
      await container.unbindAllAsync();
      // The last spans, the stop's own included; a collector that is gone does not fail the stop.
      if (tracing)
        await stopTracing().catch((error: unknown) =>
          logger.warn(
            { code: (error as NodeJS.ErrnoException).code },
            'traces: the last spans were not exported',
          ),
        );
    },
  };
}
