import autocannon from 'autocannon';
import { cpuMsOfTree, cpuWatched, parentsNow, sampleRss } from './processes';

/** One load: what to send, how hard, for how long; optional per-request setup and body check. */
export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationS: number;
  /** Stop after this many requests instead (autocannon then ignores the duration; the window ends at the last answer). */
  amount?: number;
  /**
   * Requests sent before measuring, so V8 has compiled the hot paths and the caches are warm:
   * counted in requests, not seconds, because on a VM that freezes a timed warm-up may serve
   * almost none. The warm-up's duration is only a cap.
   */
  warmupRequests?: number;
  /** Called for each request: headers/body/path to send instead of the defaults. */
  next?: () => { path?: string; headers?: Record<string, string>; body?: string };
  /** Called for each answer; return false when the body says the request failed (counted as an error). */
  check?: (status: number, body: string) => boolean | void;
  /** The process to sample RSS of during the load. */
  watchPid?: number;
  /** Run before each round of runSideBySide, outside its measured window. */
  beforeRound?: () => Promise<void>;
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
  /** When the measured load ran, in µs of the monotonic clock (`--cpu-prof` samples use the same clock): one window per round. */
  windowsUs: [number, number][];
  /** Requests completed in each window of `windowsUs`. */
  roundRequests: number[];
  /** Kernel CPU ms (user + system, /proc) of each watched child (`cpuWatched`) in each window. */
  roundProcCpuMs: Record<string, number>[];
  peakRssMb?: number;
  /** A few status codes and bodies of failed requests, to say what went wrong. */
  samples: string[];
}

/** Runs autocannon against `spec`, after its warm-up (`warmupRequests`, at most `warmupS`). */
export async function runLoad(spec: LoadSpec, warmupS = 0): Promise<LoadResult> {
  await warmUp(spec, warmupS);
  return once(spec);
}

async function warmUp(spec: LoadSpec, maxS: number): Promise<void> {
  if (maxS > 0 && spec.warmupRequests)
    await once({ ...spec, amount: spec.warmupRequests, durationS: maxS, watchPid: undefined });
}

/**
 * Loads that are compared run side by side: `rounds` rounds, each giving every spec its turn
 * for durationS / rounds (after each one's warm-up, at most `warmupS` long). On a shared VM that
 * freezes for seconds at random, a ceiling measured in one block and its row in the next would
 * each catch different freezes; alternating spreads them over both. Counts add up; p50 is the median of the rounds'
 * p50s, p99 the worst round's; peak RSS the highest.
 */
export async function runSideBySide(
  specs: readonly LoadSpec[],
  rounds: number,
  warmupS = 0,
): Promise<LoadResult[]> {
  for (const spec of specs) await warmUp(spec, warmupS);
  const parts: LoadResult[][] = specs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, spec] of specs.entries()) {
      const amount = spec.amount === undefined ? undefined : Math.ceil(spec.amount / rounds);
      await spec.beforeRound?.();
      parts[i].push(await once({ ...spec, amount, durationS: spec.durationS / rounds }));
    }
  }
  return parts.map(merge);
}

/** One result of several rounds of the same load. */
export function merge(parts: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => parts.reduce((total, r) => total + pick(r), 0);
  const p50s = parts.map((r) => r.p50).sort((a, b) => a - b);
  const peaks = parts.flatMap((r) => (r.peakRssMb === undefined ? [] : [r.peakRssMb]));
  const requests = sum((r) => r.requests);
  const durationS = sum((r) => r.durationS);
  return {
    rps: round(requests / durationS),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...parts.map((r) => r.p99)),
    requests,
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    badBodies: sum((r) => r.badBodies),
    durationS: round(durationS, 2),
    windowsUs: parts.flatMap((r) => r.windowsUs),
    roundRequests: parts.flatMap((r) => r.roundRequests),
    roundProcCpuMs: parts.flatMap((r) => r.roundProcCpuMs),
    ...(peaks.length > 0 ? { peakRssMb: Math.max(...peaks) } : {}),
    samples: parts.flatMap((r) => r.samples).slice(0, 5),
  };
}

async function once(spec: LoadSpec): Promise<LoadResult> {
  let badBodies = 0;
  let lastAnswerUs = 0;
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
      if (spec.amount) lastAnswerUs = monotonicUs();
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
  const cpuBefore = procCpu();
  const startUs = monotonicUs();
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationS,
    // By count: autocannon checks for the end on each sample tick, 1 s by default; a tick of 10 ms
    // ends it within 10 ms of the last answer, so the kernel's count of the window has no idle tail.
    ...(spec.amount ? { amount: spec.amount, sampleInt: 10 } : {}),
    timeout: 30,
    requests: [request],
  });
  // A load by count ends with its last answer, whatever autocannon's tick added after it.
  const endUs = spec.amount && lastAnswerUs > startUs ? lastAnswerUs : monotonicUs();
  const cpuAfter = procCpu();
  const peak = rss?.stop();
  const durationS = spec.amount ? (endUs - startUs) / 1e6 : result.duration;
  return {
    rps: round(result.requests.total / durationS),
    windowsUs: [[startUs, endUs]],
    roundRequests: [result.requests.total],
    roundProcCpuMs: [
      Object.fromEntries(
        Object.entries(cpuAfter).flatMap(([name, ms]) =>
          name in cpuBefore ? [[name, ms - cpuBefore[name]]] : [],
        ),
      ),
    ],
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    badBodies,
    durationS: round(durationS, 2),
    ...(peak !== undefined ? { peakRssMb: round(peak / 2 ** 20) } : {}),
    samples,
  };
}

/** Kernel CPU ms so far of each watched child (`cpuWatched`), its descendants included. */
export function procCpu(): Record<string, number> {
  const out: Record<string, number> = {};
  const parents = parentsNow();
  for (const [name, pid] of cpuWatched) {
    const ms = cpuMsOfTree(pid, parents);
    if (ms !== undefined) out[name] = ms;
  }
  return out;
}

/** The monotonic clock in µs, the one `--cpu-prof` samples use (windowsUs). */
export function monotonicUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

export function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}
