import Router from '@koa/router';
import type { Logger } from '../../../core/ports/Logger';
import type { ChainSettings } from '../pages/chainSettings';
import { signingPages } from '../pages/signingPages';
import { renderRegisterAppPage } from './registerAppPage';
import { inPageLanguage } from '../pages/i18n';

/** GET /apps/register: an app's owner writes its profile to json_metadata with the active key (issue 37 §2). */
export function registerAppRoutes(
  chain: ChainSettings,
  logger: Logger,
  serviceAccount: string,
): Router {
  const router = new Router();
  router.get('/apps/register', ...signingPages(chain, logger), (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () => renderRegisterAppPage({ chain, serviceAccount }));
  });
  return router;
}
