import type { Middleware } from 'koa';

/** Answers carrying tokens or proofs must never be stored by a cache (RFC 6749 §5.1). */
export const NO_STORE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  Pragma: 'no-cache',
};

export const noStore: Middleware = async (ctx, next) => {
  ctx.set(NO_STORE_HEADERS);
  await next();
};
