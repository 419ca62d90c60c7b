import Router from '@koa/router';
import { parseIdempotencyKey } from '../../../core/domain/idempotencyKey';
import type { BroadcastUseCase } from '../../../core/usecases/BroadcastUseCase';
import { bodyOf } from '../bodyOf';
import type { RouteGuards } from '../routeGuards';
import { parseBroadcastBody } from '../parse/operations';
import { tokenFrom } from '../tokenFrom';

/**
 * POST /api/broadcast: the body's operations, signed and broadcast as one transaction.
 * The body is parsed first (shape only, nothing secret: a malformed body is a 400 whoever
 * sends it); the use case then judges the token, the scope, the actors and the grants.
 * An Idempotency-Key header (issue 26) makes a retry answer the first answer; see docs/api.md.
 */
export function broadcastRoutes(broadcast: BroadcastUseCase, guards: RouteGuards = {}): Router {
  const router = new Router();
  router.post('/api/broadcast', ...(guards.broadcast ?? []), async (ctx) => {
    const operations = parseBroadcastBody(bodyOf(ctx));
    const idempotencyKey = parseIdempotencyKey(ctx.req.headers['idempotency-key']);
    ctx.body = await broadcast.execute(tokenFrom(ctx), operations, { idempotencyKey });
  });
  return router;
}
