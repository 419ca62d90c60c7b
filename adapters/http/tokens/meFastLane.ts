import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MeUseCase } from '../../../core/tokens/MeUseCase';
import { accountAnswerBody } from './accountAnswerJson';
import {
  answerBeforeKoa,
  laneBeforeKoa,
  type HandOn,
  type LaneDeps,
  type LaneRoute,
} from '../beforeKoa';
import { ME_PATH } from './meRoutes';
import { bearerToken, isDPoPScheme } from './tokenFrom';

const ME_ROUTE: LaneRoute = { method: 'GET', path: ME_PATH };

/**
 * GET /api/me, the request apps make most, answered before Koa (issue 28): Koa's middleware chain
 * (request log, metrics, errors, CORS, body parser, routers) cost more than the answer itself
 * (bench/README.md). The lane takes only the plain form — GET, the path exactly, no query string,
 * one Authorization header holding a raw or Bearer token, no DPoP header, no body — and answers it as the Koa route does, success or error: the
 * same status, headers in the same order, body bytes, log line, metrics sample and request context
 * (test/http/meFastLane.spec.ts compares the two). Anything else goes to `next` (Koa), which
 * handles every form the contract allows.
 */
export function meFastLane(deps: LaneDeps & { me: MeUseCase }, next: HandOn): RequestListener {
  return laneBeforeKoa(isPlainMe, (request, response) => answer(deps, request, response), next);
}

function isPlainMe(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || request.url !== ME_PATH) return false;
  const { headers } = request;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined)
    return false;
  // DPoP (RFC 9449): its proof is judged against the request as Koa sees it, so Koa answers it.
  if (headers.dpop !== undefined || isDPoPScheme(headers.authorization ?? '')) return false;
  // Two Authorization headers are a 400 (RFC 6750 §2, tokenFrom): Koa says so.
  let authorizations = 0;
  const raw = request.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i].length === 13 && raw[i].toLowerCase() === 'authorization') authorizations += 1;
  return authorizations === 1;
}

function answer(
  deps: LaneDeps & { me: MeUseCase },
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  return answerBeforeKoa(
    deps,
    request,
    response,
    ME_ROUTE,
    (_headers, requestId) =>
      deps.me.execute(bearerToken(request.headers.authorization ?? ''), requestId),
    accountAnswerBody,
  );
}
