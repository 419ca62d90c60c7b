import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SAMPLE_INTERVAL_US } from './profileSummary';

/** A bench child process: one of `bench/serve/*.ts`, run by node itself so its pid is the server's. */
export interface Child {
  name: string;
  pid: number;
  /** What the child announced: its url and any other fields. */
  info: { url: string } & Record<string, unknown>;
  /** The last few KiB the child wrote on stderr, and its exit code if it has exited. */
  diagnostics(): string;
  /** Graceful stop (SIGTERM), so a `--cpu-prof` child writes its profile; SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** Node's own flags (V8's), before anything else on the command line. */
  nodeFlags?: string[];
  /** Write a CPU profile (`--cpu-prof`) into this directory when the child stops. */
  profileDir?: string;
  profileName?: string;
  startTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `bench/serve/<script>.ts` (through tsx) and resolves once it printed its ready line. */
export async function spawnChild(
  name: string,
  script: string,
  options: SpawnOptions = {},
): Promise<Child> {
  const args = [
    ...(options.nodeFlags ?? []),
    '--require',
    'tsx/cjs',
    ...profileArgs(options),
    join(__dirname, 'serve', `${script}.ts`),
  ];
  return startChild(name, args, options, announced);
}

/**
 * Starts compiled JavaScript with plain node (no tsx), as `npm start` runs the service:
 * `entry` relative to the repository (`dist/bootstrap/main.js`). It listens on `port` (PORT), and
 * is ready once GET /healthz answers 200 there and every process it forked (WORKERS) has settled.
 */
export async function spawnCompiled(
  name: string,
  entry: string,
  options: SpawnOptions & { port: number },
): Promise<Child> {
  const url = `http://127.0.0.1:${options.port}`;
  return startChild(
    name,
    [...(options.nodeFlags ?? []), ...profileArgs(options), entry],
    { ...options, env: { ...options.env, PORT: String(options.port) } },
    async (child) => {
      await untilHealthy(url, child);
      return { url };
    },
  );
}

/** Node's flags for a CPU profile; without a profile name each process (a WORKERS worker too) writes its own file, named by pid. */
function profileArgs(options: SpawnOptions): string[] {
  if (!options.profileDir) return [];
  const name = options.profileName ? [`--cpu-prof-name=${options.profileName}.cpuprofile`] : [];
  return [
    '--cpu-prof',
    `--cpu-prof-interval=${SAMPLE_INTERVAL_US}`,
    `--cpu-prof-dir=${options.profileDir}`,
    ...name,
  ];
}

type Readiness = (child: ChildProcess) => Promise<Child['info']>;

/** The child printed `{"ready":true,"url":…}` on stdout (bench/serve/announce.ts). */
const announced: Readiness = (child) =>
  new Promise((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { ready?: boolean; url?: string };
        if (parsed.ready && parsed.url) resolve(parsed as Child['info']);
      } catch {
        // not our line: ignore
      }
    });
  });

/** Polls GET /healthz; then waits until the process and its descendants stop starting up (each under 20 ms of CPU in 250 ms). */
async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (;;) {
    if (child.exitCode !== null) return;
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  for (let settled = false; !settled;) {
    const pids = [child.pid!, ...descendantsOf(child.pid!)];
    const before = pids.map((pid) => cpuMsOf(pid) ?? 0);
    await sleep(250);
    settled = pids.every((pid, i) => (cpuMsOf(pid) ?? 0) - before[i] < 20);
  }
}

async function startChild(
  name: string,
  args: string[],
  options: SpawnOptions,
  ready: Readiness,
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: join(__dirname, '..'),
    env: { ...process.env, LOG_LEVEL: 'silent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.stdout.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));

  const died = exited.then((): never => {
    throw new Error(
      `${name} exited with code ${child.exitCode ?? child.signalCode} before it was ready\n${stderr}`,
    );
  });
  died.catch(() => {}); // once ready, an exit is stop()'s business
  const timeoutMs = options.startTimeoutMs ?? 300_000;
  let timer: NodeJS.Timeout | undefined;
  const info = await Promise.race([
    ready(child),
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${name}: not ready after ${timeoutMs} ms\n${stderr}`)),
        timeoutMs,
      );
    }),
    died,
  ]).finally(() => clearTimeout(timer));

  return {
    name,
    pid: child.pid!,
    info,
    diagnostics: () =>
      `${name} (pid ${child.pid}, exit ${child.exitCode ?? child.signalCode ?? 'still running'}): ${stderr.trim() || 'no stderr'}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident set size of `pid` in bytes, from /proc (Linux); undefined when it cannot be read. */
export function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; `stop()` returns the peak in bytes. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number | undefined } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    const now = rssOf(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const last = rssOf(pid);
      if (last !== undefined && (peak === undefined || last > peak)) peak = last;
      return peak;
    },
  };
}

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s on every x86 and arm kernel. */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU time `pid` has used so far (user + system), in ms, from /proc (Linux); undefined when it
 * cannot be read. The kernel's count, beside the profiler's: it includes threads other than the
 * main one (libuv's pool, GC helpers) and excludes time spent waiting for a CPU inside a syscall.
 */
export function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return undefined;
  }
}

/**
 * CPU time every thread of `pid` has used so far, in ns: the scheduler's own count
 * (`/proc/<pid>/task/<tid>/schedstat`'s first field), as fine as the scheduler's clock — steps of
 * a few ms on this VM, where /proc/<pid>/stat counts ticks of 10 ms, off by up to 5 % each side
 * of a round of 200 ms of work. Falls back to `cpuMsOf` where the kernel keeps no
 * schedstat; undefined when the process does not exist. A thread that exits takes its count with it
 * (a round it exits in reads low): the scale gate's medians set such a round aside.
 */
export function cpuNsOf(pid: number): number | undefined {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  let total = 0;
  for (const tid of threads) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // this thread exited since the listing, or there is no schedstat: the ticks below
      const ms = cpuMsOf(pid);
      return ms === undefined ? undefined : ms * 1e6;
    }
  }
  return total;
}

/** Every process's parent, from /proc (Linux; empty elsewhere): read once for several look-ups. */
export function parentsNow(): Map<number, number> {
  const parentOf = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return parentOf;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone since the listing
    }
  }
  return parentOf;
}

/** Every process descending from `pid` (WORKERS' workers). */
export function descendantsOf(pid: number, parentOf = parentsNow()): number[] {
  const out: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(pid);
  return out;
}

/** CPU time of `pid` and every process descending from it (a WORKERS primary and its workers), ms. */
export function cpuMsOfTree(pid: number, parentOf = parentsNow()): number | undefined {
  const own = cpuMsOf(pid);
  if (own === undefined) return undefined;
  return descendantsOf(pid, parentOf).reduce((total, child) => total + (cpuMsOf(child) ?? 0), own);
}

/** The bench children whose kernel CPU time every load records, by name. */
export const cpuWatched = new Map<string, number>();
