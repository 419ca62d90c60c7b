import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
  /** Write a CPU profile (`--cpu-prof`) into this directory when the child stops. */
  profileDir?: string;
  profileName?: string;
  startTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `bench/serve/<script>.ts` and resolves once it printed its ready line. */
export async function spawnChild(name: string, script: string, options: SpawnOptions = {}): Promise<Child> {
  const args = ['--require', 'tsx/cjs'];
  if (options.profileDir) {
    args.push('--cpu-prof', `--cpu-prof-interval=${SAMPLE_INTERVAL_US}`, `--cpu-prof-dir=${options.profileDir}`, `--cpu-prof-name=${options.profileName ?? name}.cpuprofile`);
  }
  args.push(join(__dirname, 'serve', `${script}.ts`));
  const child = spawn(process.execPath, args, {
    cwd: join(__dirname, '..'),
    env: { ...process.env, LOG_LEVEL: 'silent', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));

  const info = await new Promise<Child['info']>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not ready after ${options.startTimeoutMs ?? 300_000} ms\n${stderr}`)), options.startTimeoutMs ?? 300_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { ready?: boolean; url?: string };
        if (parsed.ready && parsed.url) {
          clearTimeout(timer);
          resolve(parsed as Child['info']);
        }
      } catch {
        // not our line: ignore
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready\n${stderr}`));
    });
  });

  return {
    name,
    pid: child.pid!,
    info,
    diagnostics: () => `${name} (pid ${child.pid}, exit ${child.exitCode ?? child.signalCode ?? 'still running'}): ${stderr.trim() || 'no stderr'}`,
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

/** The bench children whose kernel CPU time every load records, by name. */
export const cpuWatched = new Map<string, number>();
