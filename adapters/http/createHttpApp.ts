import { HttpErrors } from './httpErrors';
import cors from '@koa/cors';
import Router from '@koa/router';
import Koa, { type Context, type Middleware } from 'koa';
import compose from 'koa-compose';

import type { Logger } from '../../core/ports/Logger';
import { compressPages } from './pages/compressPages';
import { errorBody, errorHandler } from './errorHandler';
import { renderErrorPage } from './pages/errorPage';
import { inPageLanguage, pageLocale, words } from './pages/i18n';
import { requestLog } from './requestLog';
import type { RequestObserver } from './requestSample';
import { traceRequests } from './traceRequests';
import type { Tracing } from '../ops/Tracing';
import { API_CORS } from './apiCors';
import { forOwnPages, ownPagesOnly } from './pages/ownPagesOnly';
import { parseBodies } from './parseBodies';
import { requireHost } from './requireHost';
import { setStaticPageHeaders } from './pages/staticPageHeaders';

/**
 * The Koa application, the one pipeline every request goes through. The order is written here
 * and nowhere else. After the request log and metrics it forks once, by path, into the API's
 * steps and the pages' (each composed once, at start), so a request runs only the steps its
 * kind needs; steps that apply to some requests of a kind only (`when`) pass the others on
 * without a promise of their own:
 *
 * | step | runs for | why there |
 * |---|---|---|
 * | traceRequests | every request, with traces on | first: its span holds everything below, the log line too |
 * | requestLog, and its observers (metrics) | every request | its id, log line and samples cover everything below: each answer as written, errors included |
 * | compressPages, pageLocale | pages (not /api, /.well-known) | outside the error handler: error pages go compressed and in the page's language |
 * | errorHandler | every request | every error below becomes `{error, error_description}`, the routers' 405 and 501 too |
 * | CORS | the API (/api, /.well-known), but the endpoints of this service's own pages | any origin may call the API |
 * | DPoP-Nonce | the API, with a DPoP header | set before the route, so an error's answer keeps it |
 * | requireHost | HTTP/1.1 without `Host` | a 400 in words (RFC 9112 §3.2), logged like any refusal |
 * | ownPagesOnly | OWN_PAGE_PATHS | a browser elsewhere is refused before anything reads the body |
 * | parseBodies | POST | JSON and forms only (415), within BODY_LIMIT (413) |
 * | routers, their one allowedMethods, then 404 | every request | each route mounts its own guards (limits, no-store, watchers: RouteGuards); a 404 is JSON for the API, an HTML page for any other GET |
 *
 * The fork measured 0.94 of GET /api/me's CPU against one chain where page steps skip API
 * requests one by one (alternating loads of the two builds, 6 × 6,000 requests).
 */
export function createHttpApp(options: {
  routers: readonly Router[];
  logger: Logger;
  trustProxy?: boolean;
  /** Told of each request once answered (metrics), by requestLog. */
  observers?: readonly RequestObserver[];
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
  app.use(requestLog(logger, options.observers));
  const isPost = (ctx: Context) => ctx.method === 'POST';
  // What both branches end with: Host, own pages' check, bodies, the routes, then a 404.
  const routes: Middleware[] = [
    requireHost,
    ownPagesOnly(options.ownOrigin),
    when(isPost, parseBodies()),
    ...routers.map((router) => router.routes() as Middleware),
    // One 405/501 step for every router: each router's own would see the same `ctx.matched` (the
    // routers add to it in turn), and all but the innermost pass on, a promise each per request.
    new Router().allowedMethods() as Middleware,
    notFound,
  ];
  const dpopNonce = options.dpopNonce;
  const api = compose([
    errorHandler(logger),
    when((ctx) => !forOwnPages(ctx), cors(API_CORS)),
    ...(dpopNonce
      ? [
          when(
            (ctx) => ctx.get('DPoP') !== '',
            (ctx, next) => {
              const nonce = dpopNonce();
              if (nonce) ctx.set('DPoP-Nonce', nonce);
              return next();
            },
          ),
        ]
      : []),
    ...routes,
  ]);
  const pages = compose([
    compressPages(),
    pageLocale({ pseudoLocale: options.pseudoLocale }),
    errorHandler(logger),
    ...routes,
  ]);
  app.use((ctx, next) => (isApi(ctx) ? api(ctx, next) : pages(ctx, next)));
  return app;
}

/** The last step: 404, JSON for the API, an HTML page for any other GET (a person typed it). */
const notFound: Middleware = (ctx) => {
  // Not thrown: the routers' allowedMethods() must still see the 404 to answer 405 instead.
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
};

/** The API and its discovery documents (key set, OpenID configuration): JSON for programs. */
function isApi(ctx: Context): boolean {
  return API_PATH.test(ctx.path);
}
const API_PATH = /^\/(api|\.well-known)(\/|$)/;

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
