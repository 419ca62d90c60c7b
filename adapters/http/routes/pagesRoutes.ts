import Router from '@koa/router';
import { InvalidRequest } from '../../../core/errors';
import type { Logger } from '../../../core/ports/Logger';
import type { AppLoader } from '../../../core/usecases/AppLoader';
import { pageErrors } from '../pageErrors';
import { parseAuthorizeQuery } from '../parse/authorizeQuery';
import { renderAuthorizedAppsPage } from '../pages/authorizedAppsPage';
import type { ChainSettings } from '../pages/chainSettings';
import { renderConsentPage } from '../pages/consentPage';
import { securityHeaders } from '../securityHeaders';

export interface PagesOptions {
  apps: AppLoader;
  chain: ChainSettings;
  logger: Logger;
}

/**
 * GET /oauth2/authorize (sign-in and consent) and GET /authorized-apps. The consent form is
 * rendered only for a registered app and one of its registered redirect_uris; anything else is
 * a 400 error page with no form and no redirect.
 */
export function pagesRoutes({ apps, chain, logger }: PagesOptions): Router {
  const router = new Router();
  const page = [securityHeaders({ hiveNodes: chain.nodes, hiveAuthRelay: chain.hiveAuthRelay }), pageErrors(logger)];

  router.get('/oauth2/authorize', ...page, async (ctx) => {
    const request = parseAuthorizeQuery(ctx.query);
    const app = await apps.app(request.clientId);
    if (!app.redirectUris.includes(request.redirectUri)) {
      throw new InvalidRequest(`The redirect_uri is not registered for the app @${app.username}, so this sign-in cannot continue.`);
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderConsentPage({ app, request, chain });
  });

  router.get('/authorized-apps', ...page, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderAuthorizedAppsPage({ chain });
  });

  return router;
}
