import type Router from '@koa/router';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { AppDirectory } from '../../core/usecases/AppDirectory';
import type { BroadcastUseCase } from '../../core/usecases/BroadcastUseCase';
import type { ConsentUseCase } from '../../core/usecases/ConsentUseCase';
import type { MeUseCase } from '../../core/usecases/MeUseCase';
import type { SignLinkUseCase } from '../../core/usecases/SignLinkUseCase';
import type { ChainSettings } from './pages/chainSettings';
import { appsRoutes } from './routes/appsRoutes';
import { assetsRoutes } from './routes/assetsRoutes';
import { broadcastRoutes } from './routes/broadcastRoutes';
import { homeRoutes } from './routes/homeRoutes';
import { jwksRoutes } from './routes/jwksRoutes';
import { meRoutes } from './routes/meRoutes';
import { oauthRoutes, type OauthUseCases } from './routes/oauthRoutes';
import { pagesRoutes } from './routes/pagesRoutes';
import { signRoutes } from './routes/signRoutes';

/** The use cases the routes call (the composed core has them all). */
export interface ServiceUseCases extends OauthUseCases {
  me: MeUseCase;
  broadcast: BroadcastUseCase;
  consent: ConsentUseCase;
  directory: AppDirectory;
  signLink: SignLinkUseCase;
}

/** Every route of the service, API and pages, over the composed core. */
export function hivegateRouters(core: ServiceUseCases, options: { signer: TokenSigner; pages: ChainSettings; logger: Logger }): Router[] {
  return [
    meRoutes(core.me),
    broadcastRoutes(core.broadcast),
    oauthRoutes(core),
    appsRoutes(core.directory),
    jwksRoutes(options.signer),
    pagesRoutes({ consent: core.consent, chain: options.pages, logger: options.logger }),
    signRoutes({ signLink: core.signLink, chain: options.pages, logger: options.logger }),
    assetsRoutes(),
    homeRoutes(),
  ];
}
