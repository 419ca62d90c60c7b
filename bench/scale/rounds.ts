import { cpuNsOf } from '../processes';

/** One store's part in a row: a fixed amount of work, charged to the process that serves it. */
export interface Turn {
  /** The service under load, whose threads' CPU time the round is charged. */
  pid: number;
  /** One round: the same fixed number of requests every time (never a duration). */
  run: () => Promise<RoundDone>;
  /** Before each round, not counted: what must be done first (the blocks of earlier rounds followed). */
  before?: () => Promise<void>;
}

export interface RoundDone {
  requests: number;
  /** Requests that failed (connection errors, non-2xx, refused bodies): a gate measures none. */
  failed: number;
  peakRssMb?: number;
  samples: string[];
}

/** A store's rounds of one row. */
export interface Rounds {
  /** The service's CPU ms per request, round by round, warm-up rounds included (first). */
  msPerRequest: number[];
  requests: number;
  failed: number;
  /** The highest RSS sampled in any round, and each round's highest (rounds that sampled it). */
  peakRssMb?: number;
  roundPeaksRssMb: number[];
  samples: string[];
  /** Rounds whose service was still busy when the settle gave up (its CPU then counts anyway). */
  unsettled: number;
}

/**
 * Runs `rounds` rounds of each pair of turns (an empty store's and a seeded one's), pair after
 * pair. The two turns of a pair run at the same time, their services on the same core: this VM's
 * speed swings by a quarter within seconds (its host's other guests), and work done at the same
 * moment sees the same speed, where work done one after the other does not. Each turn's CPU is the
 * kernel's count of its service's threads (`cpuNsOf`) from when the service had settled (nothing
 * left of earlier rounds: blocks still being followed, a GC) until it has settled again after its
 * last answer, so the work a request leaves behind (a block to follow, the GC of its garbage) is
 * charged to that request.
 */
export async function sideBySide(
  pairs: readonly (readonly [Turn, Turn])[],
  rounds: number,
): Promise<[Rounds, Rounds][]> {
  const fresh = (): Rounds => ({
    msPerRequest: [],
    requests: 0,
    failed: 0,
    roundPeaksRssMb: [],
    samples: [],
    unsettled: 0,
  });
  const out = pairs.map((): [Rounds, Rounds] => [fresh(), fresh()]);
  for (let round = 0; round < rounds; round++) {
    for (const [p, pair] of pairs.entries()) {
      await Promise.all(pair.map(async (turn) => turn.before?.()));
      const before = await Promise.all(pair.map((turn) => settled(turn.pid)));
      // Which load starts first, and so opens its connections first, changes every round.
      const first = round % 2;
      const started = [pair[first].run(), pair[1 - first].run()];
      const [a, b] = await Promise.all(started);
      const done = first === 0 ? [a, b] : [b, a];
      const after = await Promise.all(pair.map((turn) => settled(turn.pid)));
      for (const i of [0, 1]) {
        const mine = out[p][i];
        if (!before[i].settled || !after[i].settled) mine.unsettled += 1;
        const ms = (after[i].cpuNs - before[i].cpuNs) / 1e6;
        mine.msPerRequest.push(ms / Math.max(done[i].requests, 1));
        mine.requests += done[i].requests;
        mine.failed += done[i].failed;
        const peak = done[i].peakRssMb;
        if (peak !== undefined) {
          mine.peakRssMb = Math.max(mine.peakRssMb ?? 0, peak);
          mine.roundPeaksRssMb.push(peak);
        }
        mine.samples = [...mine.samples, ...done[i].samples].slice(0, 5);
      }
    }
  }
  return out;
}

/** A settle's step, and the CPU under which a process counts as idle in it (4 % of a core). */
const STEP_MS = 25;
const IDLE_NS = 1e6;
const MAX_SETTLE_MS = 2000;

/**
 * Waits until `pid` used under 1 ms of CPU in 25 ms (a service idles at a fraction of that: its
 * timers), at most 2 s; answers its CPU count then, and whether it did settle.
 */
export async function settled(pid: number): Promise<{ cpuNs: number; settled: boolean }> {
  let last = cpuNsOf(pid) ?? NaN;
  for (let waited = 0; waited < MAX_SETTLE_MS; waited += STEP_MS) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    const now = cpuNsOf(pid) ?? NaN;
    const idle = now - last < IDLE_NS;
    last = now;
    if (idle) return { cpuNs: now, settled: true };
  }
  return { cpuNs: last, settled: false };
}
