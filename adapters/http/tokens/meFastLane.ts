import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../../../core/ports/Logger';
import type { MeUseCase } from '../../../core/tokens/MeUseCase';
import { requestContext } from '../../ops/requestContext';
import { accountAnswerBody } from './accountAnswerJson';
import { API_ANSWER_CORS_HEADERS } from '../apiCors';
import { errorAnswer, errorBody } from '../errorHandler';
import { logRequest, requestIdFrom } from '../requestLog';
import type { RequestSample } from '../requestMetrics';
import { ME_ANSWER_TYPE, ME_PATH } from './meRoutes';
import { bearerToken, isDPoPScheme } from './tokenFrom';

/** What the lane needs: the use case, and where the request's log line and metrics sample go. */
interface LaneDeps {
  me: MeUseCase;
  logger: Logger;
  record: (sample: RequestSample) => void;
}

/**
 * GET /api/me, the request apps make most, answered before Koa (issue 28): Koa's middleware chain
 * (request log, metrics, errors, CORS, body parser, routers) cost more than the answer itself
 * (bench/README.md). The lane takes only the plain form — GET, the path exactly, no query string,
 * one Authorization header holding a raw or Bearer token, no DPoP header, no body — and answers it as the Koa route does, success or error: the
 * same status, headers in the same order, body bytes, log line, metrics sample and request context
 * (test/http/meFastLane.spec.ts compares the two). Anything else goes to `next` (Koa), which
 * handles every form the contract allows.
 */
export function meFastLane(
  deps: LaneDeps,
  next: (request: IncomingMessage, response: ServerResponse) => unknown,
): RequestListener {
  return (request, response) => {
    if (isPlainMe(request)) answer(deps, request, response).catch(lastResort(response));
    else void next(request, response);
  };
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

/**
 * `answer` turns every error of the use case into its answer; what is left — the log or the
 * metrics failing — must not become an unhandled rejection, which would stop the process: a bare
 * 500 in the catalogue's words if nothing was sent yet, else the connection is cut.
 */
function lastResort(response: ServerResponse): (error: unknown) => void {
  return (error) => {
    if (response.headersSent) return void response.destroy();
    const body = Buffer.from(JSON.stringify(errorBody(error).body), 'utf8');
    response.writeHead(500, { 'Content-Type': ME_ANSWER_TYPE, 'Content-Length': body.length });
    response.end(body);
  };
}

async function answer(
  deps: LaneDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const started = process.hrtime.bigint();
  const requestId = requestIdFrom(request.headers['x-request-id'] as string | undefined);
  const headers: Record<string, string | number> = {
    'X-Request-Id': requestId,
    ...API_ANSWER_CORS_HEADERS,
  };
  let status = 200;
  let body: Buffer;
  let error: string | undefined;
  try {
    const token = bearerToken(request.headers.authorization ?? '');
    body = accountAnswerBody(await requestContext.run(requestId, () => deps.me.execute(token)));
  } catch (failure) {
    const refused = errorAnswer(failure, deps.logger, 'api', {
      requestId,
      method: 'GET',
      path: ME_PATH,
    });
    status = refused.status;
    error = refused.body.error;
    if (refused.retryAfter !== undefined) headers['Retry-After'] = refused.retryAfter;
    Object.assign(headers, refused.headers);
    body = Buffer.from(JSON.stringify(refused.body), 'utf8');
  }
  headers['Content-Type'] = ME_ANSWER_TYPE;
  headers['Content-Length'] = body.length;
  deps.record({
    route: ME_PATH,
    method: 'GET',
    status,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    error,
  });
  logRequest(deps.logger, { requestId, method: 'GET', path: ME_PATH, status, started });
  response.writeHead(status, headers);
  response.end(body);
}
