import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { CacheBenchRow } from './caches';
import type { DirectoryBenchRow } from './directory';
import type { LoadResult } from './load';
import type { ProfileSummary } from './profileSummary';

/** One line of the table: a load and how it compares with its ceiling. */
export interface Row {
  scenario: string;
  /** Name of the row this one is compared with; a ceiling has none. */
  ceiling?: string;
  /** Lowest acceptable ratio to the ceiling, when the issue sets one. */
  target?: number;
  result: LoadResult;
  note?: string;
  /** The children whose CPU per request this row reports; the first is the one serving the load. */
  cpuOf?: string[];
  /** Busy main-thread ms of each child over the load, from its CPU profile (see cpuRatio). */
  cpu?: Record<string, { busyMs: number; msPerRequest: number }>;
  /** With --profile: where each child spent those ms. */
  profiles?: Record<string, ProfileSummary>;
}

export interface Report {
  mode: 'quick' | 'full';
  startedAt: string;
  finishedAt: string;
  machine: ReturnType<typeof machine> & { loadavgAtEnd?: number[] };
  rows: (Row & { ratio?: number; cpuRatio?: number; met?: boolean })[];
  usageOverhead?: number;
  directory: DirectoryBenchRow[];
  caches: CacheBenchRow[];
  profiles: string[];
  failures: string[];
}

export function machine() {
  const list = cpus();
  return {
    cpu: list[0]?.model ?? 'unknown',
    cores: list.length,
    memoryGb: Number((totalmem() / 2 ** 30).toFixed(1)),
    freeMemoryGb: Number((freemem() / 2 ** 30).toFixed(1)),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadavg: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

export function errorsOf(result: LoadResult): number {
  return result.errors + result.non2xx + result.badBodies;
}

/** What went wrong in the loads, one line per failed row: any error, or no request completed at all. */
export function failuresOf(rows: readonly Row[]): string[] {
  return rows
    .filter(({ result }) => errorsOf(result) > 0 || result.requests === 0)
    .map(({ scenario, result }) =>
      result.requests === 0
        ? `${scenario}: no request completed within the load`
        : `${scenario}: ${result.errors} connection errors/timeouts, ${result.non2xx} non-2xx, ${result.badBodies} failed bodies; e.g. ${result.samples.join(' | ')}`,
    );
}

/**
 * Two ratios of each row to its ceiling:
 * - `ratio`: requests per second, side by side, as measured (wall clock);
 * - `cpuRatio`: the ceiling's busy ms per request over the row's, taking for each the busiest of
 *   its processes (for a broadcast: the service or the dev chain, whichever works longer per
 *   transaction). It is the rate ratio each would reach if every process had a core of its own
 *   and nothing froze: on this VM, which freezes for seconds at random, the one that holds still.
 * A target is met when both ratios meet it.
 */
export function withRatios(rows: Row[]): Report['rows'] {
  const byName = new Map(rows.map((row) => [row.scenario, row]));
  return rows.map((row) => {
    const base = row.ceiling ? byName.get(row.ceiling) : undefined;
    if (!base || base.result.rps === 0) return { ...row };
    const ratio = Number((row.result.rps / base.result.rps).toFixed(3));
    const own = bottleneckMs(row);
    const theirs = bottleneckMs(base);
    const cpuRatio = own && theirs ? Number((theirs / own).toFixed(3)) : undefined;
    const met = row.target === undefined ? undefined : ratio >= row.target && (cpuRatio ?? 0) >= row.target;
    return { ...row, ratio, ...(cpuRatio !== undefined ? { cpuRatio } : {}), ...(met !== undefined ? { met } : {}) };
  });
}

/** Busy ms per request of the row's busiest process. */
export function bottleneckMs(row: Row): number | undefined {
  const values = Object.values(row.cpu ?? {}).map((c) => c.msPerRequest);
  return values.length > 0 && values.every((v) => v > 0) ? Math.max(...values) : undefined;
}

export function markdown(report: Report): string {
  const lines = [
    `hivegate bench (${report.mode}), ${report.startedAt}, ${report.machine.cores} × ${report.machine.cpu}, node ${report.machine.node}, load average at start ${report.machine.loadavg.join(' ')}`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | CPU ms/req | ratio to ceiling: req/s · CPU | target | peak RSS MB |',
    '|---|---:|---:|---:|---:|---|---|---|---:|',
  ];
  for (const row of report.rows) {
    const r = row.result;
    const ratio =
      row.ratio !== undefined ? `${row.ratio.toFixed(2)} · ${row.cpuRatio?.toFixed(2) ?? '—'} of ${row.ceiling}` : row.ceiling ? '—' : 'ceiling';
    const cpu = Object.entries(row.cpu ?? {})
      .map(([name, c]) => `${c.msPerRequest} ${name}`)
      .join(', ');
    const target = row.target === undefined ? '' : `≥ ${row.target} ${row.met ? 'met' : '**missed**'}`;
    lines.push(`| ${row.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${errorsOf(r)} | ${cpu || '—'} | ${ratio} | ${target} | ${r.peakRssMb ?? '—'} |`);
  }
  if (report.usageOverhead !== undefined) lines.push('', `Usage recording overhead on /api/me (1 − on/off): ${(report.usageOverhead * 100).toFixed(1)} %`);
  if (report.directory.length > 0) {
    lines.push('', '| directory build | ms (median) | ms per app | busy CPU ms | busy ms per app | seeding ms |', '|---:|---:|---:|---:|---:|---:|');
    for (const d of report.directory) lines.push(`| ${d.apps} apps | ${d.ms} | ${d.msPerApp} | ${d.busyMs} | ${d.busyMsPerApp} | ${d.seedMs} |`);
  }
  if (report.caches.length > 0) {
    lines.push('', '| cache | miss: CPU µs | hit: CPU µs | miss: wall µs | hit: wall µs |', '|---|---:|---:|---:|---:|');
    for (const c of report.caches) lines.push(`| ${c.cache} | ${c.missUs} | ${c.hitUs} | ${c.missWallUs} | ${c.hitWallUs} |`);
  }
  for (const note of report.rows.filter((row) => row.note)) lines.push('', `- ${note.scenario}: ${note.note}`);
  return lines.join('\n');
}

/** Writes `bench/results/<timestamp>.json` and returns its path. */
export function writeReport(report: Report): string {
  const dir = join(__dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
