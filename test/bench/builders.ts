import type { LoadResult } from '../../bench/load';

/** A load's result at `rps` for 10 s, one round, no error; `extra` overrides any field. */
export function result(rps: number, extra: Partial<LoadResult> = {}): LoadResult {
  return {
    rps,
    p50: 1,
    p99: 2,
    requests: rps * 10,
    errors: 0,
    non2xx: 0,
    badBodies: 0,
    durationS: 10,
    windowsUs: [[0, 1]],
    roundRequests: [rps * 10],
    roundProcCpuMs: [{}],
    samples: [],
    ...extra,
  };
}

/** A child's CPU figures at `msPerRequest` over 100 requests. */
export const cpu = (msPerRequest: number) => ({ busyMs: msPerRequest * 100, msPerRequest });
