import type { Middleware } from 'koa';

/**
 * Headers for pages with no script and no form (home, app directory, not-found): our stylesheet
 * only, images from https (app avatars), no framing, no sniffing, no Referer to the sites they link.
 */
export const STATIC_PAGE_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function setStaticPageHeaders(ctx: { set(name: string, value: string): void }): void {
  ctx.set('Content-Security-Policy', STATIC_PAGE_CSP);
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
}

export function staticPageHeaders(): Middleware {
  return async (ctx, next) => {
    setStaticPageHeaders(ctx);
    await next();
  };
}
