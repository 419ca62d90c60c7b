import type { Middleware } from 'koa';

/**
 * A POST with a body must be JSON or a form: anything else would be silently ignored by the body
 * parser and then misread as "field missing". Answers 415 instead.
 */
export function requireBodyType(): Middleware {
  return (ctx, next) => {
    const hasBody =
      Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
    if (ctx.method === 'POST' && hasBody && !ctx.is('json', 'urlencoded')) ctx.throw(415);
    return next();
  };
}
