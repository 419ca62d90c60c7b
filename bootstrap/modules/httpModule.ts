import { ContainerModule } from 'inversify';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import type { ChainSettings } from '../../adapters/http/pages/chainSettings';
import { appsRoutes } from '../../adapters/http/routes/appsRoutes';
import { broadcastRoutes } from '../../adapters/http/routes/broadcastRoutes';
import { assetsRoutes } from '../../adapters/http/routes/assetsRoutes';
import { demoRoutes } from '../../adapters/http/routes/demoRoutes';
import { jwksRoutes } from '../../adapters/http/routes/jwksRoutes';
import { meRoutes } from '../../adapters/http/routes/meRoutes';
import { oauthRoutes } from '../../adapters/http/routes/oauthRoutes';
import { pagesRoutes } from '../../adapters/http/routes/pagesRoutes';
import { signRoutes } from '../../adapters/http/routes/signRoutes';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import { AppDirectory } from '../../core/usecases/AppDirectory';
import { AppLoader } from '../../core/usecases/AppLoader';
import { AuthorizeUseCase } from '../../core/usecases/AuthorizeUseCase';
import { BroadcastUseCase } from '../../core/usecases/BroadcastUseCase';
import { ChallengeUseCase } from '../../core/usecases/ChallengeUseCase';
import { MeUseCase } from '../../core/usecases/MeUseCase';
import { RevokeUseCase } from '../../core/usecases/RevokeUseCase';
import { TokenExchangeUseCase } from '../../core/usecases/TokenExchangeUseCase';
import { TOKENS } from '../tokens';

/** The Koa application over the core's use cases. */
export function httpModule(options: { trustProxy: boolean; pages: ChainSettings; demoClientSecret?: string }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.HttpApp)
      .toResolvedValue(
        (
          logger: Logger,
          signer: TokenSigner,
          me: MeUseCase,
          challenge: ChallengeUseCase,
          authorize: AuthorizeUseCase,
          exchange: TokenExchangeUseCase,
          revoke: RevokeUseCase,
          directory: AppDirectory,
          apps: AppLoader,
          broadcast: BroadcastUseCase,
        ) =>
          createHttpApp({
            logger,
            trustProxy: options.trustProxy,
            routers: [
              meRoutes(me),
              broadcastRoutes(broadcast),
              oauthRoutes({ challenge, authorize, exchange, revoke }),
              appsRoutes(directory),
              jwksRoutes(signer),
              pagesRoutes({ apps, chain: options.pages, logger }),
              signRoutes({ chain: options.pages, logger }),
              assetsRoutes(),
              ...(options.demoClientSecret ? [demoRoutes({ exchange, me }, options.demoClientSecret)] : []),
            ],
          }),
        [TOKENS.Logger, TOKENS.TokenSigner, MeUseCase, ChallengeUseCase, AuthorizeUseCase, TokenExchangeUseCase, RevokeUseCase, AppDirectory, AppLoader, BroadcastUseCase],
      )
      .inSingletonScope();
  });
}
