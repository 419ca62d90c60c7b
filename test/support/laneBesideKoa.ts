import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import type { HandOn } from '../../adapters/http/beforeKoa';
import type { RequestSample } from '../../adapters/http/requestMetrics';
import { serve } from './rawHttp';

/**
 * A lane before Koa and the same service's Koa app alone, each behind a plain listener: the app is
 * the reference the lane must match. What the lane hands on to Koa and the metrics samples it
 * records are kept (`handedOn`, `samples`; `reset()` empties them).
 */
export async function laneBesideKoa(
  app: Koa,
  makeLane: (record: (sample: RequestSample) => void, next: HandOn) => RequestListener,
) {
  const koaHandle = app.callback();
  const handedOn: string[] = [];
  const samples: RequestSample[] = [];
  const koa = await serve((request, response) => void koaHandle(request, response));
  const lane = await serve(
    makeLane(
      (sample) => samples.push(sample),
      (request, response) => {
        handedOn.push(`${request.method} ${request.url}`);
        void koaHandle(request, response);
      },
    ),
  );
  return {
    koa: koa.url,
    lane: lane.url,
    handedOn,
    samples,
    reset(): void {
      handedOn.length = 0;
      samples.length = 0;
    },
    async close(): Promise<void> {
      for (const { server } of [koa, lane])
        await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
