import Router from '@koa/router';
import { renderHomePage } from './homePage';
import { staticPageHeaders } from './staticPageHeaders';
import { inPageLanguage } from './i18n';

/**
 * GET /: the home page, linking the OpenID Connect discovery document of `issuer` (BASE_URL).
 * It names the service's origin from `issuer`, never from `Host` or `X-Forwarded-Host`: the page
 * is cacheable, and a cache in front must not learn another origin from one request's header
 * (issue 54 §3; test/http/frontDoor.spec.ts).
 */
export function homeRoutes(issuer: string): Router {
  const router = new Router();
  router.get('/', staticPageHeaders(), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () =>
      renderHomePage({
        origin: issuer,
        discovery: `${issuer}/.well-known/openid-configuration`,
      }),
    );
  });
  return router;
}
