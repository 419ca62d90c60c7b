import type { Context } from 'koa';

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

/** Told of every request once its answer is written (metrics): synchronous, and must not throw. */
export type RequestObserver = (sample: RequestSample) => void;

/**
 * What `ctx` answered, after the error handler wrote it. Routes are templates, never raw paths, so
 * a scan of random URLs cannot grow a metric's label set.
 */
export function sampleOf(ctx: Context, seconds: number): RequestSample {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  const error = (ctx.body as { error?: unknown } | null)?.error;
  return {
    route: typeof matched === 'string' ? matched : 'unmatched',
    method: ctx.method,
    status: ctx.status,
    seconds,
    error: typeof error === 'string' ? error : undefined,
  };
}
