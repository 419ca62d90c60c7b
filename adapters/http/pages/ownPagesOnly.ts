import type { Context, Middleware } from 'koa';
import { DEVICE_PAGE_PATH } from '../../../core/signIn/deviceCode';
import { HttpErrors } from '../httpErrors';

/**
 * The paths that take a user's signature (or show what one proved), and the forms that change
 * state, for hivegate's own pages only (issue 37 §1, issue 36 §4): no CORS for them, and a browser request from any other origin is refused. A
 * page elsewhere cannot then walk a user through challenge → signature → tokens behind their back;
 * what a signature grants is bounded by its message besides (core/signIn/grantStatement.ts).
 */
export const OWN_PAGE_PATHS: ReadonlySet<string> = new Set([
  '/api/oauth2/challenge',
  '/api/oauth2/authorize',
  '/api/oauth2/limits',
  '/api/oauth2/sign-ins/challenge',
  '/api/oauth2/sign-ins',
  '/api/oauth2/device/approve',
  // The /device page's refusal form: a page elsewhere must not deny a user's device for them (CSRF).
  `${DEVICE_PAGE_PATH}/deny`,
]);

/**
 * True when `ctx` (or, for a CORS preflight, the request it announces) changes state at one of
 * OWN_PAGE_PATHS: every method there but GET, which reads with a token (GET /api/oauth2/limits).
 */
export function forOwnPages(ctx: Context): boolean {
  if (!OWN_PAGE_PATHS.has(ctx.path)) return false;
  const method = ctx.method === 'OPTIONS' ? ctx.get('Access-Control-Request-Method') : ctx.method;
  return method.toUpperCase() !== 'GET';
}

/**
 * Refuses a request to OWN_PAGE_PATHS that a browser sent from another origin. A browser that
 * sends fetch metadata says so itself: `Sec-Fetch-Site` `cross-site` or `same-site` is refused,
 * `same-origin` (or `none`, typed by the user) passes — whatever `Origin` says, since a form posted
 * under `Referrer-Policy: no-referrer` carries `Origin: null`. Without it, an `Origin` that is
 * neither `ownOrigin` (BASE_URL's) nor the origin the request came to is refused (`null`
 * included). Programs send neither header and pass: the signature they carry is what proves anything.
 */
export function ownPagesOnly(ownOrigin?: string): Middleware {
  // Not async: every other request passes through without a promise of its own.
  return (ctx, next) => {
    if (forOwnPages(ctx)) {
      const refused = notOwnPage(ctx, ownOrigin);
      if (refused) throw HttpErrors.notFromOwnPage(refused);
    }
    return next();
  };
}

/** Where a browser says `ctx` came from, when that is not this service's own page; else undefined. */
export function notOwnPage(ctx: Context, ownOrigin?: string): string | undefined {
  const origin = ctx.get('Origin');
  const site = ctx.get('Sec-Fetch-Site');
  if (site === 'cross-site' || site === 'same-site') return origin || `a ${site} page`;
  const vouched = site === 'same-origin' || site === 'none';
  const ours = origin === ownOrigin || origin === `${ctx.protocol}://${ctx.host}`;
  return !vouched && origin && !ours ? origin : undefined;
}
