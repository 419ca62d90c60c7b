import type { Middleware } from 'koa';

/** One finished request, as metrics see it. */
export interface RequestSample {
  /** The route template that answered (`/api/broadcast`, `/sign/:kind/:payload`), or `unmatched`. */
  route: string;
  method: string;
  status: number;
  seconds: number;
  /** The answer's `error` code, when it is an error body. */
  error?: string;
}

/**
 * Measures every request, after the error handler has written its answer. Routes are templates,
 * never raw paths, so a scan of random URLs cannot grow the label set.
 */
export function requestMetrics(record: (sample: RequestSample) => void): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const error = (ctx.body as { error?: unknown } | null)?.error;
      record({
        route: typeof matched === 'string' ? matched : 'unmatched',
        method: ctx.method,
        status: ctx.status,
        seconds: (performance.now() - started) / 1000,
        error: typeof error === 'string' ? error : undefined,
      });
    }
  };
}
