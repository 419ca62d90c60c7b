import { execFileSync } from 'node:child_process';

/**
 * Which core does what during the scale gate's loads (issue 61): the service under load on one,
 * the bench process (autocannon, the users' signatures), the dev chain and PostgreSQL on another,
 * so the load generator and the service stop taking turns on one core and each keeps its caches.
 * `taskset` (util-linux) does the pinning; without it, or on a machine with one CPU, nothing is
 * pinned and the run says so. The gate's CPU figure is the kernel's count of the service's own
 * threads, which pinning does not change, only steadies.
 */
export interface Cores {
  /** The core the services under load run on, or undefined when nothing is pinned. */
  service?: number;
  /** The core the bench process and everything it starts run on. */
  load?: number;
  /** Why nothing is pinned, when it is not. */
  why?: string;
}

/** The CPUs `pid` may run on (`taskset -c -p`), or undefined without taskset. */
export function cpusOf(pid: number): number[] | undefined {
  try {
    const said = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' });
    return expandCpuList(said.slice(said.lastIndexOf(':') + 1).trim());
  } catch {
    return undefined;
  }
}

/** `0-2,5` → [0, 1, 2, 5]: the list format taskset and /sys print. */
export function expandCpuList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/**
 * Pins every thread of `pid` to `cpu`; false when taskset is missing or refused. Read back, since
 * `taskset -a` exits 0 for a process that does not exist.
 */
export function pinTo(pid: number, cpu: number): boolean {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', String(cpu), String(pid)], { stdio: 'ignore' });
  } catch {
    return false;
  }
  const now = cpusOf(pid);
  return now?.length === 1 && now[0] === cpu;
}

/**
 * Pins this process to the last CPU it may use — what it starts afterwards inherits that — and
 * keeps the first for the services, which the caller pins with `pinTo(pid, cores.service)`.
 */
export function pinBench(): Cores {
  const cpus = cpusOf(process.pid);
  if (!cpus) return { why: 'no taskset on this machine' };
  if (cpus.length < 2) return { why: `one CPU to run on (${cpus.join(',')})` };
  const load = cpus[cpus.length - 1];
  if (!pinTo(process.pid, load)) return { why: 'taskset refused to pin the bench' };
  return { service: cpus[0], load };
}
