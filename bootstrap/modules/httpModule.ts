import { ContainerModule } from 'inversify';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { appsRoutes } from '../../adapters/http/routes/appsRoutes';
import { jwksRoutes } from '../../adapters/http/routes/jwksRoutes';
import { meRoutes } from '../../adapters/http/routes/meRoutes';
import { oauthRoutes } from '../../adapters/http/routes/oauthRoutes';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import { AppDirectory } from '../../core/usecases/AppDirectory';
import { AuthorizeUseCase } from '../../core/usecases/AuthorizeUseCase';
import { ChallengeUseCase } from '../../core/usecases/ChallengeUseCase';
import { MeUseCase } from '../../core/usecases/MeUseCase';
import { RevokeUseCase } from '../../core/usecases/RevokeUseCase';
import { TokenExchangeUseCase } from '../../core/usecases/TokenExchangeUseCase';
import { TOKENS } from '../tokens';

/** The Koa application over the core's use cases. */
export function httpModule(options: { trustProxy: boolean }): ContainerModule {
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
        ) =>
          createHttpApp({
            logger,
            trustProxy: options.trustProxy,
            routers: [
              meRoutes(me),
              oauthRoutes({ challenge, authorize, exchange, revoke }),
              appsRoutes(directory),
              jwksRoutes(signer),
            ],
          }),
        [TOKENS.Logger, TOKENS.TokenSigner, MeUseCase, ChallengeUseCase, AuthorizeUseCase, TokenExchangeUseCase, RevokeUseCase, AppDirectory],
      )
      .inSingletonScope();
  });
}
