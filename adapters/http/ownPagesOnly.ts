import type { Context, Middleware } from 'koa';
import { DEVICE_PAGE_PATH } from '../../core/domain/deviceCode';
import { HttpErrors } from './httpErrors';

/**
 * The paths that take a user's signature (or show what one proved), and the forms that change
 * state, for hivegate's own pages only (issue 37 §1, issue 36 §4): no CORS for them, and a browser request from any other origin is refused. A
 * page elsewhere cannot then walk a user through challenge → signature → tokens behind their back;
 * what a signature grants is bounded by its message besides (core/domain/grantStatement.ts).
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

/** True when `ctx` is for one of OWN_PAGE_PATHS. */
export const forOwnPages = (ctx: Context): boolean => OWN_PAGE_PATHS.has(ctx.path);

/**
 * Refuses a request to OWN_PAGE_PATHS that a browser sent from another origin: an `Origin` that is
 * neither `ownOrigin` (BASE_URL's) nor the origin the request came to (nor `null` beside
 * `Sec-Fetch-Site: same-origin`: our pages' forms), or a `Sec-Fetch-Site` of `cross-site` or
 * `same-site`. Programs send neither header and pass: the signature they carry
 * is what proves anything.
 */
export function ownPagesOnly(ownOrigin?: string): Middleware {
  return async (ctx, next) => {
    if (forOwnPages(ctx)) {
      const origin = ctx.get('Origin');
      const site = ctx.get('Sec-Fetch-Site');
      // A form posted from our own pages says `Origin: null` (their Referrer-Policy is
      // no-referrer, Fetch §3.1); the browser's own Sec-Fetch-Site says where it came from.
      const ours =
        origin === ownOrigin ||
        origin === `${ctx.protocol}://${ctx.host}` ||
        (origin === 'null' && site === 'same-origin');
      if ((origin && !ours) || site === 'cross-site' || site === 'same-site')
        throw HttpErrors.notFromOwnPage(origin || `a ${site} page`);
    }
    await next();
  };
}
