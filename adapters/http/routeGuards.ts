import type { Middleware } from 'koa';

/**
 * What a route runs before or around its handler, after the body is parsed: rate limits and the
 * audit trail's watchers, built by the composition root. Absent: the route runs bare.
 */
export interface RouteGuards {
  /** POST /api/oauth2/challenge. */
  challenge?: Middleware[];
  /** POST /api/oauth2/authorize. */
  authorize?: Middleware[];
  /**
   * POST /api/oauth2/token, /revoke, /introspect and /device_authorization: where a client
   * authenticates, one limiter for the four routes.
   */
  token?: Middleware[];
  /** POST /api/broadcast: its per-user limit and the grant-removal watcher around its handler. */
  broadcast?: Middleware[];
  /** GET /device, POST /api/oauth2/device/approve and /device/deny. */
  device?: Middleware[];
}
