import type Router from '@koa/router';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { AppDirectory } from '../../core/usecases/AppDirectory';
import type { BroadcastUseCase } from '../../core/usecases/BroadcastUseCase';
import type { EndSessionUseCase } from '../../core/usecases/EndSessionUseCase';
import type { ConsentUseCase } from '../../core/usecases/ConsentUseCase';
import type { MeUseCase } from '../../core/usecases/MeUseCase';
import type { SignLinkUseCase } from '../../core/usecases/SignLinkUseCase';
import type { TokenService } from '../../core/usecases/TokenService';
import type { TokenHandoffUseCase } from '../../core/usecases/TokenHandoffUseCase';
import type { UserInfoUseCase } from '../../core/usecases/UserInfoUseCase';
import type { DPoPProofs } from '../../core/usecases/DPoPProofs';
import type { ChainSettings } from './pages/chainSettings';
import type { RouteGuards } from './routeGuards';
import { appsRoutes } from './routes/appsRoutes';
import { assetsRoutes } from './routes/assetsRoutes';
import { broadcastRoutes } from './routes/broadcastRoutes';
import type { ReceiptUseCase } from '../../core/usecases/ReceiptUseCase';
import { handoffRoutes } from './routes/handoffRoutes';
import { homeRoutes } from './routes/homeRoutes';
import { localeRoutes } from './routes/localeRoutes';
import { jwksRoutes } from './routes/jwksRoutes';
import { meRoutes } from './routes/meRoutes';
import { oauthRoutes, type OauthUseCases } from './routes/oauthRoutes';
import { openIdRoutes } from './routes/openIdRoutes';
import { pagesRoutes } from './routes/pagesRoutes';
import { signRoutes } from './routes/signRoutes';

/** The use cases the routes call (the composed core has them all). */
export interface ServiceUseCases extends OauthUseCases {
  me: MeUseCase;
  broadcast: BroadcastUseCase;
  receipts: ReceiptUseCase;
  consent: ConsentUseCase;
  endSession: EndSessionUseCase;
  directory: AppDirectory;
  userinfo: UserInfoUseCase;
  tokens: TokenService;
  signLink: SignLinkUseCase;
  tokenHandoff: TokenHandoffUseCase;
  /** DPoP proofs (RFC 9449), when the service checks them. */
  dpop?: DPoPProofs;
}

/** Every route of the service, API and pages, over the composed core. */
export function hivegateRouters(
  core: ServiceUseCases,
  options: {
    signer: TokenSigner;
    pages: ChainSettings;
    logger: Logger;
    guards?: RouteGuards;
    /** The language switcher may set the pseudo-locale (tests and development only). */
    pseudoLocale?: boolean;
  },
): Router[] {
  return [
    meRoutes(core.me),
    broadcastRoutes(core.broadcast, options.guards, core.receipts),
    oauthRoutes(core, { issuer: core.tokens.issuer, guards: options.guards }),
    appsRoutes(core.directory),
    jwksRoutes(options.signer),
    openIdRoutes({ issuer: core.tokens.issuer, userinfo: core.userinfo, dpop: !!core.dpop }),
    handoffRoutes({
      tokenHandoff: core.tokenHandoff,
      issuer: core.tokens.issuer,
      logger: options.logger,
    }),
    pagesRoutes({
      consent: core.consent,
      device: core.device,
      deviceGuards: options.guards?.device,
      endSession: core.endSession,
      chain: options.pages,
      logger: options.logger,
      issuer: core.tokens.issuer,
    }),
    signRoutes({ signLink: core.signLink, chain: options.pages, logger: options.logger }),
    assetsRoutes(),
    homeRoutes(core.tokens.issuer),
    localeRoutes({ pseudoLocale: options.pseudoLocale }),
  ];
}
