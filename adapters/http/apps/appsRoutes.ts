import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { Unavailable } from '../../../core/errors';
import type { AppDirectory } from '../../../core/apps/AppDirectory';
import { RETRY_AFTER_SECONDS } from '../errorStatus';
import { renderAppsPage } from './appsPage';
import { setStaticPageHeaders } from '../pages/staticPageHeaders';
import { inPageLanguage } from '../pages/i18n';

/** How long clients and proxies may keep the directory (the spec allows up to 5 minutes). */
const CACHE = 'public, max-age=300';

/**
 * GET /api/apps: the directory answer, or Unavailable (503 via the error handler) before the
 * first build with data. GET /apps: the same directory as a page. Both only read the snapshot
 * the AppDirectory keeps; nothing is built on the request path.
 */
export function appsRoutes(directory: AppDirectory): Router {
  const router = new Router();
  // A snapshot is immutable until the next build replaces it: serialise and encode it once, not
  // per request (10k apps are about 1.7 MB of JSON; a string body is re-measured and re-encoded
  // on every answer, a Buffer is written as it is). Its ETag lets clients revalidate for free.
  const encoded = new WeakMap<object, { body: Buffer; etag: string }>();
  const encode = (answer: object) => {
    let entry = encoded.get(answer);
    if (!entry) {
      const body = Buffer.from(JSON.stringify(answer), 'utf8');
      entry = {
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      };
      encoded.set(answer, entry);
    }
    return entry;
  };

  router.get('/api/apps', (ctx) => {
    let answer: { body: Buffer; etag: string };
    try {
      answer = encode(directory.current());
    } catch (error) {
      if (error instanceof Unavailable) ctx.set('Cache-Control', 'no-store'); // Retry-After: the error handler's
      throw error;
    }
    ctx.set('Cache-Control', CACHE);
    ctx.set('ETag', answer.etag);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = answer.body;
  });

  router.get('/apps', (ctx) => {
    const answer = directory.state();
    // Its links go to app websites: they learn nothing of where the visitor came from (no Referer).
    setStaticPageHeaders(ctx);
    if (answer.building) {
      ctx.status = 503;
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Cache-Control', CACHE);
    }
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () => renderAppsPage(answer));
  });

  return router;
}
