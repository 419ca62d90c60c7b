import type Router from '@koa/router';
import { ContainerModule } from 'inversify';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { hivegateRouters } from '../../adapters/http/hivegateRouters';
import type { ChainSettings } from '../../adapters/http/pages/chainSettings';
import { requestMetrics } from '../../adapters/http/requestMetrics';
import { healthRoutes } from '../../adapters/http/routes/healthRoutes';
import type { AuditTrail } from '../../adapters/ops/AuditTrail';
import type { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import type { Hivegate } from '../composeCore';
import type { ChainClient } from '../../core/ports/ChainClient';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { Config } from '../config';
import { buildRateLimits, type LimiterFactory } from '../rateLimits';
import { readinessChecks } from '../readiness';
import { composeRouteGuards } from '../composeRouteGuards';
import { TOKENS } from '../tokens';

export interface HttpOptions {
  trustProxy: boolean;
  pages: ChainSettings;
  /** Routers mounted after the service's own (the dev entry's demo app callback). */
  extraRouters?: (core: Hivegate) => Router[];
  rateLimits: Config['rateLimits'];
  /** The account /readyz asks a Hive node for. */
  serviceAccount: string;
}

/** The Koa application over the composed core: health checks, measured requests, guarded routes. */
export function httpModule(options: HttpOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.HttpApp)
      .toResolvedValue(
        (
          core: Hivegate,
          logger: Logger,
          signer: TokenSigner,
          audit: AuditTrail,
          metrics: HivegateMetrics,
          chain: ChainClient,
          pingStorage: () => Promise<void>,
          limiters: LimiterFactory | undefined,
        ) =>
          createHttpApp({
            logger,
            trustProxy: options.trustProxy,
            observers: [requestMetrics((sample) => metrics.request(sample))],
            routers: [
              healthRoutes(
                readinessChecks({
                  pingStorage,
                  chain,
                  serviceAccount: options.serviceAccount,
                  directory: core.directory,
                }),
              ),
              ...hivegateRouters(core, {
                signer,
                pages: options.pages,
                logger,
                guards: composeRouteGuards(
                  buildRateLimits(options.rateLimits, logger, limiters),
                  signer,
                  (clientId, secret) => core.apps.secretIsRight(clientId, secret),
                  audit,
                  metrics,
                ),
              }),
              ...(options.extraRouters?.(core) ?? []),
            ],
          }),
        [
          TOKENS.Core,
          TOKENS.Logger,
          TOKENS.TokenSigner,
          TOKENS.Audit,
          TOKENS.Metrics,
          TOKENS.ChainClient,
          TOKENS.StoragePing,
          // Shared limits on PostgreSQL; unbound on SQLite: in memory, per process.
          { serviceIdentifier: TOKENS.Limiters, optional: true },
        ],
      )
      .inSingletonScope();
  });
}
