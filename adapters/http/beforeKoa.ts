import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../../core/ports/Logger';
import { API_ANSWER_CORS_HEADERS } from './apiCors';
import { errorAnswer, errorBody } from './errorHandler';
import { bodyParserOf } from './readBody';
import { logRequest, requestIdFrom } from './requestLog';
import type { RequestSample } from './requestMetrics';

/** The type Koa gives a JSON answer, which every answer given before Koa is, errors included. */
export const JSON_ANSWER_TYPE = 'application/json; charset=utf-8';

/** Where a lane hands a request it does not take: the Koa app's callback. */
export type HandOn = (request: IncomingMessage, response: ServerResponse) => unknown;

/** A listener that answers the requests `takes` accepts before Koa (`answer`), and hands the rest on. */
export function laneBeforeKoa(
  takes: (request: IncomingMessage) => boolean,
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  next: HandOn,
): RequestListener {
  return (request, response) => {
    if (takes(request)) answer(request, response).catch(lastResort(response));
    else void next(request, response);
  };
}

/**
 * A POST a lane can take: at `path` exactly (no query string), with no DPoP proof (RFC 9449: a
 * proof is judged against the request as Koa sees it, so Koa answers it), and a body readBody
 * reads as Koa does (bodyParserOf).
 */
export function isPlainPost(request: IncomingMessage, path: string): boolean {
  return (
    request.method === 'POST' &&
    request.url === path &&
    request.headers.dpop === undefined &&
    bodyParserOf(request) !== undefined
  );
}

/** What a lane before Koa needs besides its use case: where a request's log line and metrics sample go. */
export interface LaneDeps {
  logger: Logger;
  record: (sample: RequestSample) => void;
}

/** What a lane answers: its route's method and path (its metrics label). */
export interface LaneRoute {
  method: string;
  path: string;
}

/**
 * Answers one request before Koa (issue 28, issue 43) as the Koa app answers it, success or error:
 * the request id (echoed, and handed to `work` for the use case), the API's CORS
 * headers, then what `work` adds as Koa's middleware would (no-store, an error's challenge); the error
 * handler's status, body and headers; the same log line and metrics sample. `work` answers what
 * `encode` makes the body's bytes of; it may add headers before it throws. test/http/meFastLane.spec.ts,
 * tokenFastLane.spec.ts and broadcastFastLane.spec.ts compare each lane's answers with Koa's, byte for byte.
 */
export async function answerBeforeKoa<Answer>(
  deps: LaneDeps,
  request: IncomingMessage,
  response: ServerResponse,
  route: LaneRoute,
  work: (headers: Record<string, string | number>, requestId: string) => Promise<Answer>,
  encode: (answer: Answer) => Buffer = jsonBytes,
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
    body = encode(await work(headers, requestId));
  } catch (failure) {
    const refused = errorAnswer(failure, deps.logger, 'api', {
      requestId,
      method: route.method,
      path: route.path,
    });
    status = refused.status;
    error = refused.body.error;
    if (refused.retryAfter !== undefined) headers['Retry-After'] = refused.retryAfter;
    Object.assign(headers, refused.headers);
    body = Buffer.from(JSON.stringify(refused.body), 'utf8');
  }
  headers['Content-Type'] = JSON_ANSWER_TYPE;
  headers['Content-Length'] = body.length;
  deps.record({
    route: route.path,
    method: route.method,
    status,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    error,
  });
  logRequest(deps.logger, { requestId, method: route.method, path: route.path, status, started });
  response.writeHead(status, headers);
  response.end(body);
}

/** A JSON answer's bytes, as Koa writes an object body. */
const jsonBytes = (answer: unknown): Buffer => Buffer.from(JSON.stringify(answer), 'utf8');

/**
 * `answerBeforeKoa` turns every error of the work into its answer; what is left — the log or the
 * metrics failing — must not become an unhandled rejection, which would stop the process: a bare
 * 500 in the catalogue's words if nothing was sent yet, else the connection is cut.
 */
function lastResort(response: ServerResponse): (error: unknown) => void {
  return (error) => {
    if (response.headersSent) return void response.destroy();
    const body = Buffer.from(JSON.stringify(errorBody(error).body), 'utf8');
    response.writeHead(500, { 'Content-Type': JSON_ANSWER_TYPE, 'Content-Length': body.length });
    response.end(body);
  };
}
