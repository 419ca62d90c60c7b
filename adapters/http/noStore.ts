import type { Middleware } from 'koa';

/** Answers carrying tokens or proofs must never be stored by a cache (RFC 6749 §5.1). */
export const noStore: Middleware = async (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Pragma', 'no-cache');
  await next();
};
