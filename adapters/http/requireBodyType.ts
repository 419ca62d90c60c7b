import type { Context } from 'koa';

/**
 * A POST with a body must be JSON or a form: anything else would be silently ignored by the body
 * parser and then misread as "field missing". Answers 415 instead; else which of the two it is
 * (type-is's words), undefined for a request without a body.
 */
export function requireBodyType(ctx: Context): 'json' | 'urlencoded' | undefined {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (ctx.method !== 'POST' || !hasBody) return undefined;
  const type = ctx.is('json', 'urlencoded');
  if (type !== 'json' && type !== 'urlencoded') ctx.throw(415);
  return type;
}
