import { expect } from 'chai';
import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import type { HandOn, LaneRoute } from '../../adapters/http/beforeKoa';
import type { RequestSample } from '../../adapters/http/requestMetrics';
import type { MemoryLogger } from './MemoryLogger';
import { send, serve } from './rawHttp';

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

/**
 * What a lane answers when its guard throws (a limiter's store down): a bare 500 that names
 * nothing of the failure, logged as "unexpected error" with the request id. `makeLane` builds the
 * lane over a guard rejecting with `failure`; `request` carries X-Request-Id `guard-down`.
 */
export async function expectGuardFailureAnswered(
  makeLane: (failing: () => Promise<never>) => RequestListener,
  request: Parameters<typeof send>[1],
  logger: MemoryLogger,
  path: string,
): Promise<void> {
  const failing = await serve(
    makeLane(() => Promise.reject(new Error('limiter store unreachable at 10.0.0.5'))),
  );
  try {
    logger.lines.length = 0;
    const answer = await send(failing.url, request);
    expect(answer.status).to.equal(500);
    expect(JSON.parse(answer.body)).to.have.property('error', 'server_error');
    expect(answer.body).to.not.contain('10.0.0.5');
    const logged = logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.find((line) => line.message === 'unexpected error')).to.include({
      requestId: 'guard-down',
      path,
      status: 500,
    });
  } finally {
    await new Promise((resolve) => failing.server.close(resolve));
  }
}

/** The log's lines, parsed. */
export const loggedLines = (logger: MemoryLogger) =>
  logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** The log's request lines, `ms` replaced by its type: what a lane and Koa must write alike. */
export const requestLines = (logger: MemoryLogger) =>
  loggedLines(logger)
    .filter((line) => line.message === 'request')
    .map(({ ms, ...rest }) => ({ ...rest, ms: typeof ms }));

/** The request line an answer of `route` leaves, as requestLines shows it. */
export const requestLine = (route: LaneRoute, requestId: string, status: number) => ({
  level: 'info',
  requestId,
  method: route.method,
  path: route.path,
  status,
  message: 'request',
  ms: 'number',
});
