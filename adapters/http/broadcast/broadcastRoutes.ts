import { HttpErrors } from '../httpErrors';
import Router from '@koa/router';
import { parseIdempotencyKey } from '../../../core/broadcast/idempotencyKey';
import { WAIT_STATES, type WaitState } from '../../../core/broadcast/receipts';

import type { BroadcastUseCase } from '../../../core/broadcast/BroadcastUseCase';
import type { ReceiptUseCase } from '../../../core/broadcast/ReceiptUseCase';
import { bodyOf } from '../bodyOf';
import type { RouteGuards } from '../routeGuards';
import { parseBroadcastBody } from './parseOperations';
import { tokenFrom } from '../tokens/tokenFrom';
import { requestIdOf } from '../requestLog';

/** Where operations are broadcast (the spec's path). */
export const BROADCAST_PATH = '/api/broadcast';

/**
 * POST /api/broadcast: the body's operations, signed and broadcast as one transaction.
 * The body is parsed first (shape only, nothing secret: a malformed body is a 400 whoever
 * sends it); the use case then judges the token, the scope, the actors and the grants.
 * An Idempotency-Key header (issue 26) makes a retry answer the first answer; `?wait=` answers
 * once the transaction is included or irreversible; GET /api/broadcast/{id} is its receipt.
 */
export function broadcastRoutes(
  broadcast: BroadcastUseCase,
  guards: RouteGuards = {},
  receipts?: ReceiptUseCase,
): Router {
  const router = new Router();
  if (receipts) {
    router.get('/api/broadcast/:id', async (ctx) => {
      const id = ctx.params.id;
      if (!/^[0-9a-f]{40}$/.test(id)) throw HttpErrors.transactionIdNotValid();
      ctx.body = await receipts.execute(tokenFrom(ctx), id, requestIdOf(ctx));
    });
  }
  // The guards (limit, grant-removal watcher) run around the body's operations and the use case.
  router.post(BROADCAST_PATH, ...(guards.broadcast ?? []), async (ctx) => {
    const operations = parseBroadcastBody(bodyOf(ctx));
    // Every Idempotency-Key header: `headers` would join repeated ones with ", ".
    const keys = ctx.req.headersDistinct['idempotency-key'];
    const idempotencyKey = parseIdempotencyKey(keys?.length === 1 ? keys[0] : keys);
    ctx.body = await broadcast.execute(tokenFrom(ctx), operations, {
      idempotencyKey,
      wait: parseWait(ctx.query.wait),
      requestId: requestIdOf(ctx),
    });
  });
  return router;
}

/** `?wait=included|irreversible`; absent: the spec's answer as soon as a node accepted it. */
function parseWait(value: string | string[] | undefined): WaitState | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (WAIT_STATES as readonly string[]).includes(value))
    return value as WaitState;
  throw HttpErrors.waitNotValid();
}
