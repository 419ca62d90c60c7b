import type { Context, Middleware } from 'koa';
import type { Tracing } from '../ops/Tracing';
import { loggedPath } from './loggedPath';

/**
 * Each request in a server span (issue 58), first in the pipeline so that everything below,
 * the request log's line included, is within it. What it holds, and the spec that checks it
 * (test/process/traces.spec.ts):
 * - a caller's W3C `traceparent` is continued: the span is a child of the caller's;
 * - named `<method> <route template>` (`POST /api/broadcast`), once the router matched one, with
 *   semantic-convention attributes: http.request.method, http.route, http.response.status_code,
 *   url.path — the path as the request log writes it (loggedPath: no sign link payload), never
 *   the query string or a header, where tokens travel.
 */
export function traceRequests(tracing: Tracing): Middleware {
  return (ctx, next) =>
    tracing.inRequestSpan(
      ctx.req.headers,
      ctx.method,
      { 'http.request.method': ctx.method, 'url.path': loggedPath(ctx.path) },
      async (span) => {
        try {
          await next();
        } finally {
          const route = routeOf(ctx);
          if (route) span.rename(`${ctx.method} ${route}`);
          span.set({
            'http.response.status_code': ctx.status,
            ...(route && { 'http.route': route }),
          });
        }
      },
    );
}

/** The route template @koa/router matched (`/api/broadcast/:id`), if any did. */
function routeOf(ctx: Context): string | undefined {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : undefined;
}
