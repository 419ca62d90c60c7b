import Router from '@koa/router';
import { Unavailable } from '../../../core/errors';
import type { AppDirectory } from '../../../core/usecases/AppDirectory';
import { renderAppsPage } from '../pages/appsPage';

/** How long clients and proxies may keep the directory (the spec allows up to 5 minutes). */
const CACHE = 'public, max-age=300';
/** Seconds after which a client may retry while the directory is being built. */
const RETRY_AFTER = '30';
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /api/apps: the directory answer, or Unavailable (503 via the error handler) before the
 * first build with data. GET /apps: the same directory as a page. Both only read the snapshot
 * the AppDirectory keeps; nothing is built on the request path.
 */
export function appsRoutes(directory: AppDirectory): Router {
  const router = new Router();
  // A snapshot is immutable until the next build replaces it: serialise it once, not per request
  // (10k apps are about 2 MB of JSON).
  const serialised = new WeakMap<object, string>();
  const jsonOf = (answer: object): string => {
    let text = serialised.get(answer);
    if (text === undefined) serialised.set(answer, (text = JSON.stringify(answer)));
    return text;
  };

  router.get('/api/apps', (ctx) => {
    try {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = jsonOf(directory.current());
      ctx.set('Cache-Control', CACHE);
    } catch (error) {
      if (error instanceof Unavailable) {
        ctx.set('Retry-After', RETRY_AFTER);
        ctx.set('Cache-Control', 'no-store');
      }
      throw error;
    }
  });

  router.get('/apps', (ctx) => {
    const answer = directory.state();
    ctx.set('Content-Security-Policy', PAGE_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (answer.building) {
      ctx.status = 503;
      ctx.set('Retry-After', RETRY_AFTER);
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Cache-Control', CACHE);
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderAppsPage(answer);
  });

  return router;
}
