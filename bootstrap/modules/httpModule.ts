import type Router from '@koa/router';
import { ContainerModule } from 'inversify';
import type Koa from 'koa';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { hivegateRouters } from '../../adapters/http/hivegateRouters';
import type { ChainSettings } from '../../adapters/http/pages/chainSettings';
import { healthRoutes } from '../../adapters/http/healthRoutes';
import { bindComposed, type DependenciesOf, type Needed } from '../bindComposed';
import type { BindingName } from '../tokens';
import type { Hivegate } from '../composeCore';
import { composeRouteGuards } from '../composeRouteGuards';
import type { Config } from '../config';
import { buildRateLimits } from '../rateLimits';
import { readinessChecks } from '../readiness';

export interface HttpOptions {
  trustProxy: boolean;
  pages: ChainSettings;
  /** Routers mounted after the service's own (the dev entry's demo app callback). */
  extraRouters?: (core: Hivegate) => Router[];
  rateLimits: Config['rateLimits'];
  /** The account /readyz asks a Hive node for. */
  serviceAccount: string;
  /** Offer the pseudo-locale en-XA (PSEUDO_LOCALE=on: tests and development only). */
  pseudoLocale?: boolean;
}

/** What the HTTP app is composed of, by name: the one list the container resolves. */
const HTTP_APP_NEEDS = {
  needs: ['Core', 'Logger', 'TokenSigner', 'Metrics', 'ChainClient', 'StoragePing', 'RouteGuards'],
  maybe: ['Tracing'],
} as const satisfies Needed<BindingName, BindingName>;

type HttpDependencies = DependenciesOf<typeof HTTP_APP_NEEDS>;

/** The Koa application over the composed core: health checks, measured requests, guarded routes. */
export function composeHttpApp(deps: HttpDependencies, options: HttpOptions): Koa {
  const { Core: core, Logger: logger, TokenSigner: signer, Metrics: metrics } = deps;
  return createHttpApp({
    logger,
    trustProxy: options.trustProxy,
    pseudoLocale: options.pseudoLocale,
    ownOrigin: URL.canParse(core.tokenIssuer.issuer)
      ? new URL(core.tokenIssuer.issuer).origin
      : undefined,
    observers: [(sample) => metrics.request(sample)],
    tracing: deps.Tracing,
    ...(core.dpop && { dpopNonce: () => core.dpop?.currentNonce() }),
    // A request passes every router before its own: the API's (GET /api/me first) before the
    // health probes, which come a few times a minute.
    routers: [
      ...hivegateRouters(core, {
        signer,
        pages: options.pages,
        pseudoLocale: options.pseudoLocale,
        serviceAccount: options.serviceAccount,
        logger,
        guards: deps.RouteGuards,
      }),
      healthRoutes(
        readinessChecks({
          pingStorage: deps.StoragePing,
          chain: deps.ChainClient,
          serviceAccount: options.serviceAccount,
          directory: core.directory,
          follower: core.follower,
          keys: core.keys,
        }),
      ),
      ...(options.extraRouters?.(core) ?? []),
    ],
  });
}

export function httpModule(options: HttpOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(
      bind,
      'RouteGuards',
      { needs: ['Core', 'Logger', 'TokenSigner', 'Audit', 'Metrics'], maybe: ['Limiters'] },
      ({
        Core: core,
        Logger: logger,
        TokenSigner: signer,
        Audit: audit,
        Metrics: metrics,
        Limiters,
      }) =>
        composeRouteGuards(
          // Shared limits on PostgreSQL (Limiters bound); in memory, per process, otherwise.
          buildRateLimits(options.rateLimits, logger, Limiters),
          signer,
          (clientId, secret) => core.apps.secretIsRight(clientId, secret),
          audit,
          metrics,
        ),
    );
    bindComposed(bind, 'HttpApp', HTTP_APP_NEEDS, (deps) => composeHttpApp(deps, options));
  });
}
