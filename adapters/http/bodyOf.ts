import type { Context } from 'koa';

/**
 * The parsed request body as the routes read it: an object as it is; none, or anything else (an
 * array, a number), as empty.
 */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body: unknown = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
