import autocannon = require('autocannon');
import { sampleRss } from './processes';

/** One load: what to send, how hard, for how long; optional per-request setup and body check. */
export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationS: number;
  /** Stop after this many requests instead (the duration is then only a cap). */
  amount?: number;
  /** Called for each request: headers/body/path to send instead of the defaults. */
  next?: () => { path?: string; headers?: Record<string, string>; body?: string };
  /** Called for each answer; return false when the body says the request failed (counted as an error). */
  check?: (status: number, body: string) => boolean | void;
  /** The process to sample RSS of during the load. */
  watchPid?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** 2xx answers `check` refused (a JSON-RPC error, say). */
  badBodies: number;
  durationS: number;
  peakRssMb?: number;
  /** A few status codes and bodies of failed requests, to say what went wrong. */
  samples: string[];
}

/** Runs autocannon against `spec` (one short warm-up first when `warmupS` > 0). */
export async function runLoad(spec: LoadSpec, warmupS = 0): Promise<LoadResult> {
  if (warmupS > 0) await once({ ...spec, amount: undefined, durationS: warmupS, watchPid: undefined });
  return once(spec);
}

async function once(spec: LoadSpec): Promise<LoadResult> {
  let badBodies = 0;
  const samples: string[] = [];
  const note = (status: number, body: string) => {
    if (samples.length < 5) samples.push(`${status} ${body.slice(0, 300)}`);
  };
  const request: autocannon.Request = {
    method: spec.method ?? 'GET',
    path: spec.path,
    headers: spec.headers ?? {},
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    onResponse: (status, body) => {
      if (status < 200 || status >= 300) return note(status, body);
      if (spec.check && spec.check(status, body) === false) {
        badBodies += 1;
        note(status, body);
      }
    },
  };
  const next = spec.next;
  if (next) {
    request.setupRequest = (req) => {
      const change = next();
      return { ...req, ...change, headers: { ...req.headers, ...change.headers } };
    };
  }
  const rss = spec.watchPid ? sampleRss(spec.watchPid) : undefined;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationS,
    ...(spec.amount ? { amount: spec.amount } : {}),
    timeout: 30,
    requests: [request],
  });
  const peak = rss?.stop();
  return {
    rps: round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    badBodies,
    durationS: round(result.duration, 2),
    ...(peak !== undefined ? { peakRssMb: round(peak / 2 ** 20) } : {}),
    samples,
  };
}

export function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}
