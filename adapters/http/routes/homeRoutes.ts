import Router from '@koa/router';
import { renderHomePage } from '../pages/homePage';
import { staticPageHeaders } from '../staticPageHeaders';

/** GET /: the home page. */
export function homeRoutes(): Router {
  const router = new Router();
  router.get('/', staticPageHeaders(), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderHomePage({ origin: `${ctx.protocol}://${ctx.host}` });
  });
  return router;
}
