import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../../core/ports/Logger';
import { requestContext } from '../ops/requestContext';
import { loggedPath } from './loggedPath';

/**
 * Gives each request an id (echoed in `X-Request-Id`, and in requestContext for the work it runs)
 * and logs one line when it ends. Logs the path only — never the query string, headers or body,
 * where tokens and secrets travel — and a sign link's path without its payload (loggedPath).
 */
interface RequestState {
  requestId?: string;
}

/** The id requestLog gave the request (undefined before it ran). */
export function requestIdOf(ctx: Context): string | undefined {
  return (ctx.state as RequestState).requestId;
}

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    (ctx.state as RequestState).requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await requestContext.run(requestId, next); // so the audit trail can name the request
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: ctx.method,
          path: loggedPath(ctx.path),
          status: ctx.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
}
