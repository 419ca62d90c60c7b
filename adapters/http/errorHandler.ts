import type { Middleware } from 'koa';
import type { Logger } from '../../core/ports/Logger';
import { DomainError, ServerError } from '../../core/errors';

/** The one place domain error codes become HTTP statuses. */
const STATUS_OF: Record<string, number> = {
  invalid_grant: 401,
  invalid_scope: 401,
  unauthorized_client: 401,
  invalid_request: 400,
  server_error: 500,
  unavailable: 503,
};

export interface ErrorBody {
  error: string;
  error_description: string;
  response?: unknown;
}

/** Maps any error to a JSON body. Only domain errors and client-side HTTP errors say what went wrong. */
export function errorBody(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof DomainError) {
    const body: ErrorBody = { error: error.code, error_description: error.description };
    if (error instanceof ServerError && error.response !== undefined) body.response = error.response;
    return { status: STATUS_OF[error.code] ?? 500, body };
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { error: 'invalid_request', error_description: clientMessage(status, error) } };
  }
  return { status: 500, body: { error: 'server_error', error_description: 'An unexpected error occurred' } };
}

function clientMessage(status: number, error: unknown): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'The request body must be application/json or application/x-www-form-urlencoded';
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON or form data';
  const message = (error as { expose?: boolean; message?: string }).expose ? (error as Error).message : undefined;
  return message || 'The request is not valid';
}

/** First middleware: every error becomes `{error, error_description}`; unexpected ones are logged, never shown. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = errorBody(error);
      if (status >= 500 && !(error instanceof DomainError)) {
        logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'unexpected error');
      }
      ctx.status = status;
      ctx.body = body;
    }
  };
}
