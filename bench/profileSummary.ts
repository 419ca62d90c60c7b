import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The sampling interval the bench's children are started with (`--cpu-prof-interval`), µs. */
export const SAMPLE_INTERVAL_US = 1000;

export interface ProfileSummary {
  /** Samples taken inside the windows. */
  samples: number;
  /**
   * Milliseconds the process's main thread was busy inside the windows: its non-idle samples
   * times the interval. The VM's freezes stop the sampler too, so unlike wall time (and unlike
   * the kernel's CPU accounting, which charges a freeze to whatever was running) this counts
   * only work done.
   */
  busyMs: number;
  /** The same, window by window (one per round of the load), in the order the windows were given. */
  busyMsByWindow: number[];
  /** Share of samples by where the running code lives: our folders, a package, node internals, idle, GC. */
  byPlace: string[];
  /** Share of samples by function (self time). */
  byFunction: string[];
}

/**
 * Where a `.cpuprofile` (V8's format, as `node --cpu-prof` writes it) spent its samples, counting
 * only samples inside `windows` (µs of the monotonic clock, as LoadResult.windowUs): the loads,
 * not the process start. Samples are counted, not their time deltas: when the VM freezes, the
 * sample after the freeze carries the frozen seconds, which belong to no function.
 */
export function summarizeProfile(
  file: string | readonly string[],
  windows: readonly (readonly [number, number])[] = [],
  count = 15,
): ProfileSummary {
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const windowOf = (t: number) =>
    windows.length === 0 ? 0 : windows.findIndex(([start, end]) => t >= start && t <= end);
  const busyByWindow = new Array<number>(Math.max(windows.length, 1)).fill(0);
  let samples = 0;
  let idle = 0;
  // Several files: the processes of one deployment (a WORKERS primary and its workers), added up.
  for (const one of typeof file === 'string' ? [file] : file) {
    const profile = JSON.parse(readFileSync(one, 'utf8')) as CpuProfile;
    const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      const node = byNode.get(id);
      const window = windowOf(t);
      if (!node || window < 0) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const path = url ? relative(process.cwd(), url.replace(/^file:\/\//, '')) : '';
      const fn =
        `${functionName || '(anonymous)'}  ${path ? `${path}:${lineNumber + 1}` : ''}`.trim();
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
      const place = placeOf(path, functionName);
      byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
      samples += 1;
      if (functionName === '(idle)') idle += 1;
      else busyByWindow[window] += 1;
    });
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, n]) => `${((100 * n) / Math.max(samples, 1)).toFixed(1).padStart(5)} %  ${key}`);
  const ms = (n: number) => (n * SAMPLE_INTERVAL_US) / 1000;
  return {
    samples,
    busyMs: ms(samples - idle),
    busyMsByWindow: busyByWindow.map(ms),
    byPlace: top(byPlace),
    byFunction: top(byFunction),
  };
}

/** `adapters/http`, `node_modules/zod`, `node:internal` (native and Node's own JS), `(idle)`, … */
function placeOf(path: string, functionName: string): string {
  if (!path) return functionName.startsWith('(') ? functionName : '(native)';
  path = path.replace(/^dist\//, ''); // the compiled service: dist/adapters/… is adapters/…
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return `node_modules/${pkg[1]}`;
  if (path.startsWith('node:')) return 'node: (Node.js itself)';
  const parts = path.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

if (require.main === module) {
  for (const file of process.argv.slice(2)) {
    const summary = summarizeProfile(file, [], 25);
    console.log(
      `\n${file} (${summary.samples} samples)\n${summary.byPlace.map((l) => `  ${l}`).join('\n')}\n\n${summary.byFunction.map((l) => `  ${l}`).join('\n')}`,
    );
  }
}
