import type Router from '@koa/router';
import { ContainerModule } from 'inversify';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { hivegateRouters } from '../../adapters/http/hivegateRouters';
import type { ChainSettings } from '../../adapters/http/pages/chainSettings';
import type { Hivegate } from '../composeCore';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import { TOKENS } from '../tokens';

export interface HttpOptions {
  trustProxy: boolean;
  pages: ChainSettings;
  /** Routers mounted after the service's own (the dev entry's demo app callback). */
  extraRouters?: (core: Hivegate) => Router[];
}

/** The Koa application over the composed core. */
export function httpModule(options: HttpOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.HttpApp)
      .toResolvedValue(
        (core: Hivegate, logger: Logger, signer: TokenSigner) =>
          createHttpApp({
            logger,
            trustProxy: options.trustProxy,
            routers: [...hivegateRouters(core, { signer, pages: options.pages, logger }), ...(options.extraRouters?.(core) ?? [])],
          }),
        [TOKENS.Core, TOKENS.Logger, TOKENS.TokenSigner],
      )
      .inSingletonScope();
  });
}
