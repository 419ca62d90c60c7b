import type { Middleware } from 'koa';
import { HttpErrors } from './httpErrors';

/**
 * An HTTP/1.1 request without a `Host` header is a 400 (RFC 9112 §3.2), answered here, inside the
 * pipeline, so it is logged, counted and worded like any other refusal: the listener turns Node's
 * own check off (bootstrap/listen.ts), which answered a bare 400 with no body. HTTP/1.0 needs none.
 */
export const requireHost: Middleware = (ctx, next) => {
  if (ctx.req.headers.host === undefined && ctx.req.httpVersion === '1.1')
    throw HttpErrors.hostMissing();
  return next();
};
