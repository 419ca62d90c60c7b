import { HttpErrors } from './httpErrors';
import cors from '@koa/cors';
import type Router from '@koa/router';
import Koa, { type Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';

import type { Logger } from '../../core/ports/Logger';
import { compressPages } from './pages/compressPages';
import { errorBody, errorHandler } from './errorHandler';
import { renderErrorPage } from './pages/errorPage';
import { inPageLanguage, pageLocale, words } from './pages/i18n';
import { requestLog } from './requestLog';
import { API_CORS } from './apiCors';
import { forOwnPages, ownPagesOnly } from './pages/ownPagesOnly';
import { requireBodyType } from './requireBodyType';
import { BODY_LIMIT, bodyRefusal } from './readBody';
import { setStaticPageHeaders } from './pages/staticPageHeaders';

/**
 * The Koa application: request log, JSON errors, CORS for every origin on the API, JSON and form
 * bodies, then the routers in order, then a 404 (or 405 when the path exists for other methods):
 * JSON for the API, an HTML page in the common layout for any other GET (a person typed or followed it).
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
}): Koa {
  const { routers, logger } = options;
  const app = new Koa();
  // Behind a reverse proxy, take the client address and protocol from X-Forwarded-* headers:
  // the last hop only, the one our proxy appended (earlier entries are whatever the client sent).
  app.proxy = options.trustProxy ?? false;
  app.maxIpsCount = 1;
  app.use(requestLog(logger));
  // Observers (metrics) see every request as answered, errors included.
  for (const observer of options.observers ?? []) app.use(observer);
  app.use(compressPages()); // outside the error handler: error pages go compressed too
  app.use(pageLocale({ pseudoLocale: options.pseudoLocale })); // error pages speak it too
  app.use(errorHandler(logger));
  // Every origin may call the API, except the endpoints for this service's own pages.
  app.use(cors({ ...API_CORS, origin: (ctx) => (forOwnPages(ctx) ? '' : API_CORS.origin) }));
  app.use(ownPagesOnly(options.ownOrigin));
  // RFC 9449 §8.2: a request that proved a key learns the nonce its next proof must carry, on
  // every answer (set first, so an error's answer keeps it).
  const dpopNonce = options.dpopNonce;
  if (dpopNonce)
    app.use(async (ctx, next) => {
      const nonce = ctx.get('DPoP') ? dpopNonce() : undefined;
      if (nonce) ctx.set('DPoP-Nonce', nonce);
      await next();
    });
  // The routers' allowedMethods() turn a 404 into 405/501 with an Allow header after the fact: say so in the body.
  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 405 || ctx.status === 501)
      ctx.body = errorBody(HttpErrors.methodNotAllowed(ctx.method, ctx.path)).body;
  });
  app.use(requireBodyType());
  app.use(
    bodyParser({
      enableTypes: ['json', 'form'],
      jsonLimit: `${BODY_LIMIT}b`, // bytes, as raw-body reads a limit
      formLimit: `${BODY_LIMIT}b`,
      strict: true,
      // Let the error handler answer: a malformed body is the client's 400, not our 500.
      onerror: (error: Error & { status?: number }) => {
        throw bodyRefusal(error);
      },
    }),
  );
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

/** API, key set and asset paths answer JSON; any other GET or HEAD is a page someone opened. */
function isPagePath(method: string, path: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && !/^\/(api|\.well-known|assets)(\/|$)/.test(path)
  );
}
