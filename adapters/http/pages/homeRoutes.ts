import Router from '@koa/router';
import { renderHomePage } from './homePage';
import { staticPageHeaders } from './staticPageHeaders';
import { inPageLanguage } from './i18n';

/** GET /: the home page, linking the OpenID Connect discovery document of `issuer`. */
export function homeRoutes(issuer: string): Router {
  const router = new Router();
  router.get('/', staticPageHeaders(), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () =>
      renderHomePage({
        origin: `${ctx.protocol}://${ctx.host}`,
        discovery: `${issuer}/.well-known/openid-configuration`,
      }),
    );
  });
  return router;
}
