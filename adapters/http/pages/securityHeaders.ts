import type { Middleware } from 'koa';

/**
 * Headers for the pages where people sign (sign-in, consent, authorized apps, sign links). Enforces:
 * - no framing (`frame-ancestors 'none'`, X-Frame-Options) — a framed sign page is clickjacking;
 * - scripts only from our own /assets/ (no inline script, no eval), styles likewise;
 * - network access only to ourselves and the configured Hive nodes, where the page reads accounts
 *   and broadcasts what the user signed, and to the HiveAuth relay when one is given;
 * - no MIME sniffing, and no Referer: the page URL carries state and sign-link payloads.
 */
export function securityHeaders(options: {
  hiveNodes: readonly string[];
  hiveAuthRelay?: string;
}): Middleware {
  const nodeOrigins = [
    ...new Set(
      [...options.hiveNodes, ...(options.hiveAuthRelay ? [options.hiveAuthRelay] : [])].map(
        (node) => new URL(node).origin,
      ),
    ),
  ];
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    `connect-src 'self' ${nodeOrigins.join(' ')}`.trim(),
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
