import type { Context } from 'koa';

/**
 * The access token of a request: the Authorization header as it is or after `Bearer `, else
 * `access_token` in the query string, else in the body. Anything that is not one string is no token.
 */
export function tokenFrom(ctx: Context): string | undefined {
  const header = ctx.get('Authorization').trim();
  if (header) return header.replace(/^Bearer\s+/i, '');
  const fromQuery = ctx.query.access_token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const fromBody = (ctx.request.body as Record<string, unknown> | undefined)?.access_token;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}
