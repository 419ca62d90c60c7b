import type { Context } from 'koa';

/** The parsed request body as a plain record (empty when there was none). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  return asRecord(ctx.request.body);
}

/** A parsed body as the routes read it: an object as it is; anything else (an array, a number) as empty. */
export function asRecord(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
