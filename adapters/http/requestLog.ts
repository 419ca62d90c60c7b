import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../../core/ports/Logger';
import { loggedPath } from './loggedPath';

interface RequestState {
  requestId?: string;
}

/** The id requestLog gave the request (undefined before it ran). */
export function requestIdOf(ctx: Context): string | undefined {
  return (ctx.state as RequestState).requestId;
}

/**
 * Gives each request an id (echoed in `X-Request-Id`; routes hand it to the use cases they call,
 * `requestIdOf`) and logs one line when it ends. Logs the path only — never the query string,
 * headers or body, where tokens and secrets travel — and a sign link's path without its payload
 * (loggedPath).
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    // The client's X-Request-Id when it is a plain token (letters, digits, _ and -, ≤ 64), else a fresh UUID.
    const incoming = ctx.get('X-Request-Id');
    const requestId = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    (ctx.state as RequestState).requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
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
