import type Router from '@koa/router';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { AppDirectory } from '../../core/apps/AppDirectory';
import type { BroadcastUseCase } from '../../core/broadcast/BroadcastUseCase';
import type { EndSessionUseCase } from '../../core/signIn/EndSessionUseCase';
import type { ConsentUseCase } from '../../core/signIn/ConsentUseCase';
import type { MeUseCase } from '../../core/signIn/MeUseCase';
import type { SignLinkUseCase } from '../../core/broadcast/SignLinkUseCase';
import type { TokenIssuer } from '../../core/signIn/TokenIssuer';
import type { TokenHandoffUseCase } from '../../core/signIn/TokenHandoffUseCase';
import type { UserInfoUseCase } from '../../core/signIn/UserInfoUseCase';
import type { DPoPProofs } from '../../core/signIn/DPoPProofs';
import type { ChainSettings } from './pages/chainSettings';
import type { RouteGuards } from './routeGuards';
import { appsRoutes } from './apps/appsRoutes';
import { assetsRoutes } from './pages/assetsRoutes';
import { broadcastRoutes } from './broadcast/broadcastRoutes';
import type { ReceiptUseCase } from '../../core/broadcast/ReceiptUseCase';
import { handoffRoutes } from './signIn/handoffRoutes';
import { homeRoutes } from './pages/homeRoutes';
import { localeRoutes } from './pages/localeRoutes';
import { jwksRoutes } from './tokens/jwksRoutes';
import { meRoutes } from './tokens/meRoutes';
import { signInRoutes, type SignInUseCases } from './signIn/signInRoutes';
import { signInPages } from './signIn/signInPages';
import { tokenRoutes, type TokenUseCases } from './tokens/tokenRoutes';
import { deviceRoutes } from './devices/deviceRoutes';
import { registerAppRoutes } from './apps/registerAppRoutes';
import { openIdRoutes } from './tokens/openIdRoutes';
import { signRoutes } from './broadcast/signRoutes';

/** The use cases the routes call (the composed core has them all). */
export interface ServiceUseCases extends SignInUseCases, TokenUseCases {
  me: MeUseCase;
  broadcast: BroadcastUseCase;
  receipts: ReceiptUseCase;
  consent: ConsentUseCase;
  endSession: EndSessionUseCase;
  directory: AppDirectory;
  userinfo: UserInfoUseCase;
  tokenIssuer: TokenIssuer;
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
    /** SERVICE_ACCOUNT: the register page offers to add it to the app's posting authority. */
    serviceAccount: string;
  },
): Router[] {
  return [
    meRoutes(core.me),
    broadcastRoutes(core.broadcast, options.guards, core.receipts),
    signInRoutes(core, { issuer: core.tokenIssuer.issuer, guards: options.guards }),
    tokenRoutes(core, { guards: options.guards }),
    deviceRoutes(core.device, {
      guards: options.guards,
      chain: options.pages,
      logger: options.logger,
    }),
    appsRoutes(core.directory),
    jwksRoutes(options.signer),
    openIdRoutes({ issuer: core.tokenIssuer.issuer, userinfo: core.userinfo, dpop: !!core.dpop }),
    handoffRoutes({
      tokenHandoff: core.tokenHandoff,
      issuer: core.tokenIssuer.issuer,
      logger: options.logger,
    }),
    signInPages({
      consent: core.consent,
      endSession: core.endSession,
      chain: options.pages,
      logger: options.logger,
      issuer: core.tokenIssuer.issuer,
    }),
    registerAppRoutes(options.pages, options.logger, options.serviceAccount),
    signRoutes({ signLink: core.signLink, chain: options.pages, logger: options.logger }),
    assetsRoutes(),
    homeRoutes(core.tokenIssuer.issuer),
    localeRoutes({ pseudoLocale: options.pseudoLocale }),
  ];
}
