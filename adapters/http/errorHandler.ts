import { HttpErrors } from './httpErrors';
import type { Context, Middleware } from 'koa';
import {
  DomainError,
  IdempotencyKeyInFlight,
  RateLimited,
  ServerErrorRetryLater,
  ServerError,
  UnavailableBriefly,
  type ErrorCode,
} from '../../core/errors';
import type { Logger } from '../../core/ports/Logger';
import { loggedPath } from './loggedPath';
import { requestIdOf } from './requestLog';
import { ERROR_STATUS, RETRY_AFTER_SECONDS, statusOverride } from './errorStatus';
import { dpopRefusalHeaders } from './tokens/challenges';

export interface ErrorBody {
  error: string;
  error_description: string;
  response?: unknown;
}

export type Audience = keyof (typeof ERROR_STATUS)[ErrorCode];

/**
 * Any error → status and JSON body. Domain errors say what went wrong (their catalogue text);
 * the HTTP layer's own 4xx (body too large, wrong type, unparsable) get the catalogue's words;
 * anything else is a generic 500 whose message never reaches the client.
 */
export function errorBody(
  error: unknown,
  audience: Audience = 'api',
): { status: number; body: ErrorBody; domain?: DomainError } {
  const domain = error instanceof DomainError ? error : httpError(error);
  if (!domain) {
    const unexpected = HttpErrors.unexpected();
    return {
      status: 500,
      body: { error: unexpected.code, error_description: unexpected.description },
    };
  }
  const body: ErrorBody = { error: domain.code, error_description: domain.description };
  if (domain instanceof ServerError && domain.response !== undefined)
    body.response = domain.response;
  const row = ERROR_STATUS[domain.code];
  const status =
    domain === error
      ? (statusOverride(domain) ?? row?.[audience] ?? 500)
      : (error as { status: number }).status;
  return { status, body, domain };
}

/** Koa's and the body parser's client errors (413, 415, 400), worded from the catalogue. */
function httpError(error: unknown): DomainError | undefined {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (status === 413) return HttpErrors.bodyTooLarge();
  if (status === 415)
    return (error as { encoding?: unknown }).encoding === true
      ? HttpErrors.bodyEncoding()
      : HttpErrors.bodyType();
  if ((error as { undecoded?: unknown }).undecoded === true) return HttpErrors.bodyNotDecoded();
  if ((error as { type?: unknown }).type === 'entity.parse.failed')
    return HttpErrors.bodyMalformed();
  if ((error as { proto?: unknown }).proto === true) return HttpErrors.bodyPrototypeKey();
  return HttpErrors.requestNotValid();
}

/**
 * Answers an error on a Koa context: status, body (returned), `Retry-After` on 503, 429 and 409, a
 * DPoP refusal's headers (`WWW-Authenticate`, `DPoP-Nonce`: challenges.ts), and a log line for
 * every 5xx naming the request id (a domain 5xx with its description and the node's raw error — the
 * transaction id an operator needs; an unexpected one with its stack, which the client never sees).
 */
export function answerError(
  ctx: Context,
  error: unknown,
  logger: Logger,
  audience: Audience,
): ErrorBody {
  const { status, body, domain } = errorBody(error, audience);
  if (status >= 500) {
    const fields = {
      requestId: requestIdOf(ctx),
      method: ctx.method,
      path: loggedPath(ctx.path),
      status,
    };
    if (domain)
      logger.error(
        { ...fields, error: domain.code, description: domain.description, response: body.response },
        'request failed',
      );
    else logger.error({ ...fields, err: error }, 'unexpected error');
  }
  const retryAfter =
    domain instanceof RateLimited ||
    domain instanceof IdempotencyKeyInFlight ||
    domain instanceof ServerErrorRetryLater ||
    domain instanceof UnavailableBriefly
      ? String(domain.retryAfterSeconds)
      : status === 503
        ? String(RETRY_AFTER_SECONDS)
        : undefined;
  if (retryAfter !== undefined) ctx.set('Retry-After', retryAfter);
  ctx.set(dpopRefusalHeaders(domain));
  ctx.status = status;
  return body;
}

/**
 * First middleware of the API: every error becomes `{error, error_description}`, the routers'
 * 405 and 501 too (their allowedMethods() set the status and Allow after the fact, with no body).
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 405 || ctx.status === 501)
        ctx.body = errorBody(HttpErrors.methodNotAllowed(ctx.method, ctx.path)).body;
    } catch (error) {
      ctx.body = answerError(ctx, error, logger, 'api');
    }
  };
}
