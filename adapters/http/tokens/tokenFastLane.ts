import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { parse as parseQuery } from 'qs';
import {
  answerBeforeKoa,
  laneBeforeKoa,
  type HandOn,
  type LaneDeps,
  type LaneRoute,
} from '../beforeKoa';
import { BODY_LIMIT, bodyRefusal } from '../createHttpApp';
import { asRecord } from '../bodyOf';
import { NO_STORE_HEADERS } from '../noStore';
import type { ClientRequestGuard } from '../rateLimit/limitRequests';
import { OPENID_PATHS } from './openIdConfiguration';
import { answerTokenRequest, type TokenEndpointUseCases, type TokenRequest } from './tokenEndpoint';

/** Modules as koa-bodyparser's parser (co-body) loads them: the lane reads a body as Koa does. */
const fromCoBody = createRequire(
  createRequire(require.resolve('koa-bodyparser')).resolve('co-body'),
);
const qs = fromCoBody('qs') as { parse: typeof parseQuery };
const bourne = fromCoBody('@hapi/bourne') as {
  parse: (text: string, options: { protoAction: 'error' }) => unknown;
};

/** co-body's strict JSON (koa-bodyparser's `strict: true`): an object or an array, after RFC 7159 whitespace. */
const STRICT_JSON = /^[\x20\x09\x0a\x0d]*(\[|\{)/;

/**
 * How the lane parses each body type it takes (spaces removed, lower-cased): forms as OAuth
 * libraries send them, and JSON as HiveSigner's SDK and the spec's examples do. co-body's own
 * steps: qs with dots allowed; strict JSON with `__proto__` refused.
 */
const PARSERS: ReadonlyMap<string, (text: string) => unknown> = new Map(
  Object.entries({
    'application/x-www-form-urlencoded': parseForm,
    'application/x-www-form-urlencoded;charset=utf-8': parseForm,
    'application/json': parseJson,
    'application/json;charset=utf-8': parseJson,
  }),
);

function parseForm(text: string): unknown {
  return qs.parse(text, { allowDots: true });
}

function parseJson(text: string): unknown {
  if (text === '') return {};
  if (!STRICT_JSON.test(text))
    throw new SyntaxError('invalid JSON, only supports object and array');
  return bourne.parse(text, { protoAction: 'error' });
}

const TOKEN_ROUTE: LaneRoute = { method: 'POST', path: OPENID_PATHS.token };

export interface TokenLaneDeps extends LaneDeps {
  useCases: TokenEndpointUseCases;
  /** The token endpoint's limit: the very guard Koa's routes run (RouteGuards.tokenClient), one count for both. */
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
    isPlainTokenRequest,
    (request, response) => answer(deps, request, response),
    next,
  );
}

function isPlainTokenRequest(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || request.url !== OPENID_PATHS.token) return false;
  const { headers } = request;
  const length = headers['content-length'];
  return (
    parserOf(request) !== undefined &&
    length !== undefined &&
    /^\d{1,9}$/.test(length) &&
    Number(length) <= BODY_LIMIT &&
    headers['transfer-encoding'] === undefined &&
    headers['content-encoding'] === undefined &&
    // RFC 9449: a proof is judged against the request as Koa sees it, so Koa answers it.
    headers.dpop === undefined
  );
}

function parserOf(request: IncomingMessage): ((text: string) => unknown) | undefined {
  const type = request.headers['content-type'];
  return type === undefined ? undefined : PARSERS.get(type.replace(/\s+/g, '').toLowerCase());
}

function answer(deps: TokenLaneDeps, request: IncomingMessage, response: ServerResponse) {
  return answerBeforeKoa(deps, request, response, TOKEN_ROUTE, async (headers) => {
    const body = asRecord(await readBody(request, parserOf(request)!));
    // Koa's route sets these once the body parsed, before its limit and handler (tokenRoutes).
    Object.assign(headers, NO_STORE_HEADERS);
    const authorization = request.headers.authorization ?? '';
    await deps.guard?.({ body, authorization, ip: () => deps.ip(request, response) });
    const tokenRequest: TokenRequest = { body, authorization, dpop: () => undefined };
    return answerTokenRequest(deps.useCases, tokenRequest, (header) => {
      headers['WWW-Authenticate'] = header;
    });
  });
}

/** The body, read as koa-bodyparser reads it: UTF-8 without a leading BOM (raw-body's decoder), then parsed. */
function readBody(request: IncomingMessage, parse: (text: string) => unknown): Promise<unknown> {
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
        resolve(parse(text));
      } catch (error) {
        reject(bodyRefusal(error as Error));
      }
    });
  });
}
