import type { Middleware } from 'koa';
import type { PresentedToken } from '../../core/tokens/dpop';
import type { InRequest } from '../../core/shared/inRequest';
import type { ClientRequestGuard } from './rateLimit/limitRequests';

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
   * authenticates. A function of what it reads (ClientRequest), one limiter for the four routes;
   * clientRequestMiddleware mounts it on each.
   */
  token?: ClientRequestGuard;
  /**
   * POST /api/broadcast: its per-user limit and the grant-removal watcher around its handler
   * (broadcastRoutes), which reads the token only when asked.
   */
  broadcast?: BroadcastGuard;
  /** GET /device, POST /api/oauth2/device/approve and /device/deny. */
  device?: Middleware[];
}

/** What the broadcast's guards read of a request: its access token as presented (tokenFrom), read when asked. */
export interface BroadcastRequest extends InRequest {
  token: () => PresentedToken | undefined;
}

/** Guards run around a broadcast's handler (`handle`). */
export type BroadcastGuard = <Answer>(
  request: BroadcastRequest,
  handle: () => Promise<Answer>,
) => Promise<Answer>;
