import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { parse as parseQuery } from 'qs';
import { answerBeforeKoa, lastResort, type LaneDeps, type LaneRoute } from '../beforeKoa';
import { BODY_LIMIT, bodyRefusal } from '../createHttpApp';
import { NO_STORE_HEADERS } from '../noStore';
import type { ClientRequestGuard } from '../rateLimit/limitRequests';
import { OPENID_PATHS } from './openIdConfiguration';
import {
  answerTokenRequest,
  tokenChallenge,
  type TokenEndpointUseCases,
  type TokenRequest,
} from './tokenEndpoint';

/** The `qs` that koa-bodyparser's form parser (co-body) reads forms with: the lane reads a form as Koa does. */
const qs = createRequire(createRequire(require.resolve('koa-bodyparser')).resolve('co-body'))(
  'qs',
) as { parse: typeof parseQuery };

/** The form types the lane reads, spaces removed and lower-cased: as browsers' fetch and most OAuth clients send them. */
const FORM_TYPES: ReadonlySet<string> = new Set([
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded;charset=utf-8',
]);

/** Koa's route sets no-store before its limit and handler run (tokenRoutes). */
const TOKEN_ROUTE: LaneRoute = {
  method: 'POST',
  path: OPENID_PATHS.token,
  headers: NO_STORE_HEADERS,
};

export interface TokenLaneDeps extends LaneDeps {
  useCases: TokenEndpointUseCases;
  /** The token endpoint's limit: the very guard Koa's routes run (RouteGuards.tokenClient), one count for both. */
  guard?: ClientRequestGuard;
  /** The client address as Koa reads it (TRUST_PROXY), asked for only when a wrong secret counts. */
  ip: (request: IncomingMessage, response: ServerResponse) => string;
}

/**
 * POST /api/oauth2/token in its common form answered before Koa (issue 43): Koa's middleware
 * chain cost a token exchange more than a tenth of its CPU. The lane takes a form body of known
 * length within the body limit, at the path exactly, with no DPoP header and no content encoding
 * — the standard request of RFC 6749 and the spec's body alike, as OAuth libraries send them —
 * reads it with the body parser's own `qs`, runs the route's limit and handler (answerTokenRequest),
 * and answers as the Koa route does, success or error (test/http/tokenFastLane.spec.ts compares
 * the two). Anything else — JSON, a query string, DPoP — goes to `next` (Koa).
 */
export function tokenFastLane(
  deps: TokenLaneDeps,
  next: (request: IncomingMessage, response: ServerResponse) => unknown,
): RequestListener {
  return (request, response) => {
    if (isPlainTokenRequest(request)) answer(deps, request, response).catch(lastResort(response));
    else void next(request, response);
  };
}

function isPlainTokenRequest(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || request.url !== OPENID_PATHS.token) return false;
  const { headers } = request;
  const type = headers['content-type']?.replace(/\s+/g, '').toLowerCase();
  const length = headers['content-length'];
  return (
    type !== undefined &&
    FORM_TYPES.has(type) &&
    length !== undefined &&
    /^\d{1,9}$/.test(length) &&
    Number(length) <= BODY_LIMIT &&
    headers['transfer-encoding'] === undefined &&
    headers['content-encoding'] === undefined &&
    // RFC 9449: a proof is judged against the request as Koa sees it, so Koa answers it.
    headers.dpop === undefined
  );
}

function answer(deps: TokenLaneDeps, request: IncomingMessage, response: ServerResponse) {
  return answerBeforeKoa(deps, request, response, TOKEN_ROUTE, async (headers) => {
    const body = await readForm(request);
    const authorization = request.headers.authorization ?? '';
    await deps.guard?.({ body, authorization, ip: () => deps.ip(request, response) });
    const tokenRequest: TokenRequest = { body, authorization, dpop: () => undefined };
    try {
      return await answerTokenRequest(deps.useCases, tokenRequest);
    } catch (error) {
      const challenge = tokenChallenge(tokenRequest, error);
      if (challenge) headers['WWW-Authenticate'] = challenge;
      throw error;
    }
  });
}

/** The form, read as koa-bodyparser reads it: UTF-8 without a leading BOM (raw-body's decoder), then qs. */
function readForm(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', (error) => reject(bodyRefusal(error)));
    request.on('close', () => {
      if (!ended) reject(bodyRefusal(new Error('request aborted')));
    });
    request.on('end', () => {
      ended = true;
      let text = Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      try {
        resolve(qs.parse(text, { allowDots: true }));
      } catch (error) {
        reject(bodyRefusal(error as Error));
      }
    });
  });
}
