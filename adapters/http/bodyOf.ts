import type { Context } from 'koa';

/** The parsed request body as a plain record (empty when there was none). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
