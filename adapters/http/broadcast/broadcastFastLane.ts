import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { BroadcastUseCase } from '../../../core/broadcast/BroadcastUseCase';
import {
  answerBeforeKoa,
  isPlainPost,
  laneBeforeKoa,
  type HandOn,
  type LaneDeps,
  type LaneRoute,
} from '../beforeKoa';
import { asRecord } from '../bodyOf';
import { bodyParserOf, readBody } from '../readBody';
import type { BroadcastGuard } from '../routeGuards';
import { isDPoPScheme, presentedToken } from '../tokens/tokenFrom';
import { answerBroadcast, BROADCAST_PATH } from './broadcastRoutes';

const BROADCAST_ROUTE: LaneRoute = { method: 'POST', path: BROADCAST_PATH };

export interface BroadcastLaneDeps extends LaneDeps {
  broadcast: BroadcastUseCase;
  /** The broadcast's limit and grant-removal watcher: the very guard Koa's route runs (RouteGuards.broadcast). */
  guard?: BroadcastGuard;
}

/**
 * POST /api/broadcast answered before Koa (issue 43): Koa's middleware chain cost a relayed vote
 * about a tenth of the service's CPU. The lane takes a JSON or form body of known length within
 * the body limit, at the path exactly (`?wait=` goes to Koa), with no DPoP header nor a DPoP
 * Authorization and no content encoding; it reads the body with the body parser's own steps and
 * runs the route's own handling (answerBroadcast: guards, Idempotency-Key, use case), answering as
 * the Koa route does, success or error (test/http/broadcastFastLane.spec.ts compares the two).
 * Anything else goes to `next` (Koa).
 */
export function broadcastFastLane(deps: BroadcastLaneDeps, next: HandOn): RequestListener {
  return laneBeforeKoa(
    isPlainBroadcast,
    (request, response) => answer(deps, request, response),
    next,
  );
}

/** A plain POST (isPlainPost) whose token is not presented under DPoP either: Koa judges DPoP. */
function isPlainBroadcast(request: IncomingMessage): boolean {
  return isPlainPost(request, BROADCAST_PATH) && !isDPoPScheme(request.headers.authorization ?? '');
}

function answer(deps: BroadcastLaneDeps, request: IncomingMessage, response: ServerResponse) {
  return answerBeforeKoa(deps, request, response, BROADCAST_ROUTE, async (_headers, requestId) => {
    const body = asRecord(await readBody(request, bodyParserOf(request)!));
    const { authorization = [], 'idempotency-key': idempotencyKeys } = request.headersDistinct;
    return answerBroadcast(deps.broadcast, deps.guard, {
      body,
      idempotencyKeys,
      wait: undefined, // the path exactly: no query string
      token: () =>
        presentedToken({
          authorizations: authorization,
          fromQuery: undefined,
          fromBody: body.access_token,
          dpop: () => undefined, // a request with a DPoP header is Koa's
          target: BROADCAST_ROUTE,
        }),
      requestId,
    });
  });
}
