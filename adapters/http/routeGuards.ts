import type { Middleware } from 'koa';
import type { ClientRequestGuard } from './rateLimit/limitRequests';

/**
 * Middleware a route runs before its handler, after the body is parsed: rate limits and the
 * audit trail's watchers, built by the composition root. Absent: the route runs bare.
 */
export interface RouteGuards {
  /** POST /api/oauth2/challenge. */
  challenge?: Middleware[];
  /** POST /api/oauth2/authorize. */
  authorize?: Middleware[];
  /**
   * POST /api/oauth2/token, /revoke, /introspect and /device_authorization: where a client
   * authenticates. Not Koa middleware: the token endpoint's lane before Koa (tokenFastLane) runs
   * it too, so both count against one limiter (clientRequestMiddleware wraps it for Koa).
   */
  token?: ClientRequestGuard;
  /** POST /api/broadcast. */
  broadcast?: Middleware[];
  /** GET /device, POST /api/oauth2/device/approve and /device/deny. */
  device?: Middleware[];
}
