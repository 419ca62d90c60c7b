import { HttpErrors } from './httpErrors';
import cors from '@koa/cors';
import type Router from '@koa/router';
import Koa, { type Context, type Middleware } from 'koa';

import type { Logger } from '../../core/ports/Logger';
import { compressPages } from './pages/compressPages';
import { errorBody, errorHandler } from './errorHandler';
import { renderErrorPage } from './pages/errorPage';
import { inPageLanguage, pageLocale, words } from './pages/i18n';
import { requestLog } from './requestLog';
import { traceRequests } from './traceRequests';
import type { Tracing } from '../ops/Tracing';
import { API_CORS } from './apiCors';
import { forOwnPages, ownPagesOnly } from './pages/ownPagesOnly';
import { requireBodyType } from './requireBodyType';
import { parseBodies } from './parseBodies';
import { setStaticPageHeaders } from './pages/staticPageHeaders';

/**
 * The Koa application, the one pipeline every request goes through. The order is written here
 * and nowhere else; each step runs only for the requests that need it (`when`, which passes the
 * others on without a promise of its own, as every step that only looks before the route does):
 *
 * | step | runs for | why there |
 * |---|---|---|
 * | traceRequests | every request, with traces on | first: its span holds everything below, the log line too |
 * | requestLog | every request | its id and log line cover everything below |
 * | observers (metrics) | every request | see each answer as written, errors included |
 * | compressPages, pageLocale | pages (not /api, /.well-known) | outside the error handler: error pages go compressed and in the page's language |
 * | errorHandler | every request | every error below becomes `{error, error_description}`, the routers' 405 and 501 too |
 * | CORS | the API (/api, /.well-known), but the endpoints of this service's own pages | any origin may call the API |
 * | ownPagesOnly | OWN_PAGE_PATHS | a browser elsewhere is refused before anything reads the body |
 * | DPoP-Nonce | the API, with a DPoP header | set before the route, so an error's answer keeps it |
 * | requireBodyType, parseBodies | POST | JSON and forms only (415), within BODY_LIMIT (413) |
 * | routers, then 404 | every request | each route mounts its own guards (limits, no-store, watchers: RouteGuards); a 404 is JSON for the API, an HTML page for any other GET |
 */
export function createHttpApp(options: {
  routers: readonly Router[];
  logger: Logger;
  trustProxy?: boolean;
  observers?: readonly Middleware[];
  /** BASE_URL's origin: where the service's own pages are (ownPagesOnly.ts). */
  ownOrigin?: string;
  /** The DPoP nonce clients' next proofs must carry, when the server wants one (RFC 9449 §8). */
  dpopNonce?: () => string | undefined;
  /** Pages may be asked for the pseudo-locale en-XA (tests and development only). */
  pseudoLocale?: boolean;
  /** Traces (issue 58): a span per request; absent, no step is added. */
  tracing?: Tracing;
}): Koa {
  const { routers, logger } = options;
  const app = new Koa();
  // Behind a reverse proxy, take the client address and protocol from X-Forwarded-* headers:
  // the last hop only, the one our proxy appended (earlier entries are whatever the client sent).
  app.proxy = options.trustProxy ?? false;
  app.maxIpsCount = 1;
  if (options.tracing) app.use(traceRequests(options.tracing));
  app.use(requestLog(logger));
  for (const observer of options.observers ?? []) app.use(observer);
  app.use(when(isPage, compressPages()));
  app.use(when(isPage, pageLocale({ pseudoLocale: options.pseudoLocale })));
  app.use(errorHandler(logger));
  app.use(when((ctx) => isApi(ctx) && !forOwnPages(ctx), cors(API_CORS)));
  app.use(ownPagesOnly(options.ownOrigin));
  const dpopNonce = options.dpopNonce;
  if (dpopNonce)
    app.use(
      when(
        (ctx) => isApi(ctx) && ctx.get('DPoP') !== '',
        (ctx, next) => {
          const nonce = dpopNonce();
          if (nonce) ctx.set('DPoP-Nonce', nonce);
          return next();
        },
      ),
    );
  const isPost = (ctx: Context) => ctx.method === 'POST';
  app.use(when(isPost, requireBodyType()));
  app.use(when(isPost, parseBodies()));
  for (const router of routers) app.use(router.routes()).use(router.allowedMethods());
  // Not thrown: the routers' allowedMethods() must still see the 404 to answer 405 instead.
  app.use(async (ctx) => {
    ctx.status = 404;
    if (isPagePath(ctx.method, ctx.path)) {
      setStaticPageHeaders(ctx);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = inPageLanguage(ctx, () =>
        renderErrorPage({
          title: words().t('error.title.pageNotFound'),
          description: HttpErrors.noSuchPage().description,
          code: 'not_found',
          home: true,
        }),
      );
      return;
    }
    ctx.body = errorBody(HttpErrors.noSuchEndpoint(ctx.method, ctx.path)).body;
  });
  return app;
}

/** The API and its discovery documents (key set, OpenID configuration): JSON for programs. */
function isApi(ctx: Context): boolean {
  return API_PATH.test(ctx.path);
}
const API_PATH = /^\/(api|\.well-known)(\/|$)/;

function isPage(ctx: Context): boolean {
  return !API_PATH.test(ctx.path);
}

/** `middleware` for the requests `applies` picks; the others go straight on. */
function when(applies: (ctx: Context) => boolean, middleware: Middleware): Middleware {
  return (ctx, next) => (applies(ctx) ? (middleware(ctx, next) as Promise<void>) : next());
}

/** API, key set and asset paths answer JSON; any other GET or HEAD is a page someone opened. */
function isPagePath(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !/^\/(api|\.well-known|assets)(\/|$)/.test(path)
  );
}
