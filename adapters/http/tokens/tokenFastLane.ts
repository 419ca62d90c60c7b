import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  answerBeforeKoa,
  isPlainPost,
  laneBeforeKoa,
  type HandOn,
  type LaneDeps,
  type LaneRoute,
} from '../beforeKoa';
import { bodyParserOf, readBody } from '../readBody';
import { asRecord } from '../bodyOf';
import { NO_STORE_HEADERS } from '../noStore';
import type { ClientRequestGuard } from '../rateLimit/limitRequests';
import { OPENID_PATHS } from './openIdConfiguration';
import { answerTokenRequest, type TokenEndpointUseCases, type TokenRequest } from './tokenEndpoint';

const TOKEN_ROUTE: LaneRoute = { method: 'POST', path: OPENID_PATHS.token };

export interface TokenLaneDeps extends LaneDeps {
  useCases: TokenEndpointUseCases;
  /** The token endpoint's limit: the very guard Koa's routes run (RouteGuards.token), one count for both. */
  guard?: ClientRequestGuard;
  /** The client address as Koa reads it (TRUST_PROXY), asked for only when a wrong secret counts. */
  ip: (request: IncomingMessage, response: ServerResponse) => string;
}

/**
 * POST /api/oauth2/token in its common forms answered before Koa (issue 43): Koa's middleware
 * chain cost a token exchange more than a tenth of its CPU. The lane takes a form or JSON body of
 * known length within the body limit, at the path exactly, with no DPoP header and no content
 * encoding — the standard request of RFC 6749 and the spec's body alike, as OAuth libraries and
 * HiveSigner's SDK send them — reads it with the body parser's own steps, runs the route's limit
 * and handler (answerTokenRequest), and answers as the Koa route does, success or error
 * (test/http/tokenFastLane.spec.ts compares the two). Anything else — another type, a query
 * string, DPoP — goes to `next` (Koa).
 */
export function tokenFastLane(deps: TokenLaneDeps, next: HandOn): RequestListener {
  return laneBeforeKoa(
    (request) => isPlainPost(request, OPENID_PATHS.token),
    (request, response) => answer(deps, request, response),
    next,
  );
}

function answer(deps: TokenLaneDeps, request: IncomingMessage, response: ServerResponse) {
  return answerBeforeKoa(deps, request, response, TOKEN_ROUTE, async (headers, requestId) => {
    const body = asRecord(await readBody(request, bodyParserOf(request)!));
    // Koa's route sets these once the body parsed, before its limit and handler (tokenRoutes).
    Object.assign(headers, NO_STORE_HEADERS);
    const authorization = request.headers.authorization ?? '';
    await deps.guard?.({ body, authorization, ip: () => deps.ip(request, response), requestId });
    const tokenRequest: TokenRequest = { body, authorization, dpop: () => undefined, requestId };
    return answerTokenRequest(deps.useCases, tokenRequest, (header) => {
      headers['WWW-Authenticate'] = header;
    });
  });
}
