import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { CacheBenchRow } from './caches';
import type { DirectoryBenchRow } from './directory';
import type { LoadResult } from './load';
import { peerTable } from './peerTable';
import type { ProfileSummary } from './profileSummary';

/** One line of the table: a load and how it compares with its ceiling. */
export interface Row {
  scenario: string;
  /** Name of the row this one is compared with; a ceiling has none. */
  ceiling?: string;
  /** A second ceiling shown beside the first, for scale only (no target). */
  alsoVs?: string;
  /** `--baseline`: this row is the previous release's run of the named row of today's service. */
  baselineOf?: string;
  /** Lowest acceptable ratio to the ceiling, by req/s and by CPU alike, when the issue sets one. */
  target?: number;
  /**
   * Lowest acceptable ratio to the ceiling by CPU per request alone, the steadier figure (issue
   * 28: /api/me ≥ 0.6; a broadcast's service at most 1.2 × the chain's CPU per vote, 1 / 1.2).
   */
  cpuTarget?: number;
  /** Highest acceptable CPU ms per request of the serving process (the first of cpuOf). */
  maxCpuMs?: number;
  /**
   * Highest acceptable excess of the serving process's CPU per request over the ceiling's
   * (0.1 = within 10 %: issue 13's PostgreSQL-backed /api/me against the SQLite-backed one).
   */
  maxCpuExcess?: number;
  /**
   * Highest acceptable CPU per request of the row's serving process as a share of the ceiling's
   * (issue 43: hivegate's token exchanges at most 0.67 of node-oidc-provider's over SQLite, 0.9 in
   * memory), by the kernel's count of all the process's threads: the peer signs through WebCrypto,
   * whose jobs run on libuv's thread pool, out of the main thread's profile.
   */
  maxCpuShare?: number;
  /** Highest acceptable growth of the serving process's CPU per request from the first round to the last (0.15 = 15 %). */
  maxGrowth?: number;
  /** Highest acceptable peak RSS of the watched process, MB. */
  maxRssMb?: number;
  result: LoadResult;
  note?: string;
  /** The children whose CPU per request this row reports; the first is the one serving the load. */
  cpuOf?: string[];
  /** Busy main-thread ms of each child over the load, from its CPU profile (see cpuRatio), in all and round by round. */
  cpu?: Record<
    string,
    {
      busyMs: number;
      msPerRequest: number;
      roundsMsPerRequest?: number[];
      kernelMsPerRequest?: number;
      roundsKernelMsPerRequest?: number[];
    }
  >;
  /** With --profile: where each child spent those ms. */
  profiles?: Record<string, ProfileSummary>;
}

export interface Report {
  mode: 'quick' | 'full';
  startedAt: string;
  finishedAt: string;
  machine: ReturnType<typeof machine> & { loadavgAtEnd?: number[] };
  rows: (Row & {
    ratio?: number;
    cpuRatio?: number;
    cpuExcess?: number;
    /** The serving process's CPU per request over the ceiling's (below 1: cheaper), by the profile and by the kernel's count. */
    cpuShare?: number;
    kernelShare?: number;
    also?: { ratio: number; cpuRatio?: number };
    growth?: number;
    met?: boolean;
    verdicts?: string[];
  })[];
  /** 1 − on/off of GET /api/me with and without the usage store: by req/s, and by CPU per request. */
  usageOverhead?: number;
  usageOverheadCpu?: number;
  /** Checks of the whole run (usage overhead, idle memory, run time): each says its figure, its limit, met or not. */
  checks?: Check[];
  /** Rows that could not run on this machine (no PostgreSQL), each with the reason: printed, never dropped. */
  skipped?: Skipped[];
  directory: DirectoryBenchRow[];
  caches: CacheBenchRow[];
  profiles: string[];
  failures: string[];
  /** `--baseline <ref>`: the release compared with, and today ÷ baseline for each row both ran. */
  baseline?: { ref: string; commit: string; rows: BaselineRatio[] };
}

/** Today's row over the same row of the previous release: above 1 by req/s is faster, below 1 by CPU is cheaper. */
export interface BaselineRatio {
  scenario: string;
  rps: number;
  cpuMsPerRequest?: number;
}

export interface Skipped {
  scenario: string;
  reason: string;
}

export interface Check {
  what: string;
  value: number;
  limit: string;
  met: boolean;
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
 * A ratio target is met when both ratios meet it. Every target of a row (ratio, CPU per request,
 * growth over the rounds, RSS) gets a verdict; a row with any error, or that completed nothing,
 * meets none: its figures measured the failures.
 */
export function withRatios(rows: Row[]): Report['rows'] {
  const byName = new Map(rows.map((row) => [row.scenario, row]));
  return rows.map((row) => {
    const out: Report['rows'][number] = { ...row };
    const base = row.ceiling ? byName.get(row.ceiling) : undefined;
    const first = base && ratiosTo(row, base);
    if (first) Object.assign(out, first);
    const other = row.alsoVs ? byName.get(row.alsoVs) : undefined;
    const also = other && ratiosTo(row, other);
    if (also) out.also = also;
    const growth = growthOf(row);
    if (growth !== undefined) out.growth = growth;
    const excess = base && cpuExcessOver(row, base);
    if (excess !== undefined) out.cpuExcess = excess;
    const share = base && shareOf(row, base, 'msPerRequest');
    if (share !== undefined) out.cpuShare = share;
    const kernelShare = base && shareOf(row, base, 'kernelMsPerRequest');
    if (kernelShare !== undefined) out.kernelShare = kernelShare;
    const serving = servingMs(row);
    const verdicts: { label: string; met: boolean }[] = [];
    if (row.target !== undefined)
      verdicts.push({
        label: `≥ ${row.target}`,
        met: (out.ratio ?? 0) >= row.target && (out.cpuRatio ?? 0) >= row.target,
      });
    if (row.cpuTarget !== undefined)
      verdicts.push({
        label: `CPU ≥ ${row.cpuTarget}`,
        met: (out.cpuRatio ?? 0) >= row.cpuTarget,
      });
    if (row.maxCpuMs !== undefined)
      verdicts.push({
        label: `≤ ${row.maxCpuMs} ms CPU`,
        met: serving !== undefined && serving <= row.maxCpuMs,
      });
    if (row.maxCpuExcess !== undefined) {
      verdicts.push({
        label: `CPU/req ≤ +${row.maxCpuExcess * 100} % of ${row.ceiling}'s`,
        met: excess !== undefined && excess <= row.maxCpuExcess,
      });
    }
    if (row.maxCpuShare !== undefined)
      verdicts.push({
        label: `kernel CPU/req ≤ ${row.maxCpuShare} × ${row.ceiling}'s`,
        met: kernelShare !== undefined && kernelShare <= row.maxCpuShare,
      });
    if (row.maxGrowth !== undefined)
      verdicts.push({
        label: `last round ≤ +${row.maxGrowth * 100} % of first`,
        met: growth !== undefined && growth <= row.maxGrowth,
      });
    if (row.maxRssMb !== undefined)
      verdicts.push({
        label: `RSS ≤ ${row.maxRssMb} MB`,
        met: row.result.peakRssMb !== undefined && row.result.peakRssMb <= row.maxRssMb,
      });
    if (verdicts.length === 0) return out;
    const failed = errorsOf(row.result) > 0 || row.result.requests === 0;
    out.met = !failed && verdicts.every((v) => v.met);
    out.verdicts = verdicts.map((v) => `${v.label} ${!failed && v.met ? 'met' : '**missed**'}`);
    if (failed) out.verdicts.push('(errors: no target counts)');
    return out;
  });
}

function ratiosTo(row: Row, base: Row): { ratio: number; cpuRatio?: number } | undefined {
  if (base.result.rps === 0) return undefined;
  const ratio = Number((row.result.rps / base.result.rps).toFixed(3));
  const own = bottleneckMs(row);
  const theirs = bottleneckMs(base);
  return own && theirs ? { ratio, cpuRatio: Number((theirs / own).toFixed(3)) } : { ratio };
}

/**
 * How much more CPU per request the row's serving process spends than the ceiling's (0.08 = 8 %
 * more; negative when less), from the profiles; undefined without both figures.
 */
export function cpuExcessOver(row: Row, base: Row): number | undefined {
  const own = servingMs(row);
  const theirs = servingMs(base);
  if (own === undefined || theirs === undefined || !(theirs > 0)) return undefined;
  return Number((own / theirs - 1).toFixed(3));
}

/**
 * The row's serving process's CPU per request over the ceiling's (0.8 = 20 % cheaper), by the
 * profile (`msPerRequest`) or the kernel's count; undefined without both figures.
 */
export function shareOf(
  row: Row,
  base: Row,
  by: 'msPerRequest' | 'kernelMsPerRequest',
): number | undefined {
  const own = row.cpu?.[row.cpuOf?.[0] ?? '']?.[by];
  const theirs = base.cpu?.[base.cpuOf?.[0] ?? '']?.[by];
  if (own === undefined || theirs === undefined || !(theirs > 0)) return undefined;
  return Number((own / theirs).toFixed(3));
}

/** CPU ms per request of the process serving the row (the first of cpuOf). */
function servingMs(row: Row): number | undefined {
  const name = row.cpuOf?.[0];
  return name ? row.cpu?.[name]?.msPerRequest : undefined;
}

/** How much the serving process's CPU per request grew from the first round to the last (0.1 = 10 %). */
export function growthOf(row: Row): number | undefined {
  const name = row.cpuOf?.[0];
  const rounds = name ? row.cpu?.[name]?.roundsMsPerRequest : undefined;
  if (!rounds || rounds.length < 2 || !(rounds[0] > 0)) return undefined;
  return Number((rounds[rounds.length - 1] / rounds[0] - 1).toFixed(3));
}

/** Kernel CPU ms per request (/proc, all threads) of `name`, in all and round by round. */
export function kernelPerRequest(
  result: LoadResult,
  name: string,
): { kernelMsPerRequest: number; roundsKernelMsPerRequest: number[] } | undefined {
  const rounds = result.roundProcCpuMs.map((r) => r[name]);
  if (rounds.length === 0 || rounds.some((ms) => ms === undefined)) return undefined;
  const total = rounds.reduce((a, b) => a + b, 0);
  return {
    kernelMsPerRequest: Number((total / Math.max(result.requests, 1)).toFixed(3)),
    roundsKernelMsPerRequest: perRound(rounds, result.roundRequests),
  };
}

/** CPU ms per request of each round, from the busy ms of each window and the requests completed in it. */
export function perRound(
  busyMsByWindow: readonly number[],
  roundRequests: readonly number[],
): number[] {
  return busyMsByWindow.map((ms, i) =>
    Number((ms / Math.max(roundRequests[i] ?? 0, 1)).toFixed(3)),
  );
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
    const pair = (r: { ratio: number; cpuRatio?: number }, of: string) =>
      `${r.ratio.toFixed(2)} · ${r.cpuRatio?.toFixed(2) ?? '—'} of ${of}`;
    const ratio =
      (row.ratio !== undefined
        ? pair({ ratio: row.ratio, cpuRatio: row.cpuRatio }, row.ceiling!)
        : row.ceiling
          ? '—'
          : row.baselineOf
            ? `baseline of ${row.baselineOf}`
            : 'ceiling') + (row.also ? `; ${pair(row.also, row.alsoVs!)}` : '');
    const cpu = Object.entries(row.cpu ?? {})
      .map(([name, c]) => `${c.msPerRequest} ${name}`)
      .join(', ');
    const target = (row.verdicts ?? []).join('; ');
    const excess =
      (row.cpuExcess === undefined || row.maxCpuExcess === undefined
        ? ''
        : `; CPU/req ${row.cpuExcess >= 0 ? '+' : ''}${(row.cpuExcess * 100).toFixed(1)} % of ${row.ceiling}'s`) +
      (row.maxCpuShare === undefined
        ? ''
        : `; CPU/req ${row.kernelShare?.toFixed(2) ?? '—'} × ${row.ceiling}'s (kernel), ${row.cpuShare?.toFixed(2) ?? '—'} (profile)`);
    lines.push(
      `| ${row.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${errorsOf(r)} | ${cpu || '—'} | ${ratio}${excess} | ${target} | ${r.peakRssMb ?? '—'} |`,
    );
  }
  for (const skip of report.skipped ?? [])
    lines.push(`| ${skip.scenario} | skipped: ${skip.reason} | | | | | | **not measured** | |`);
  const rounds = report.rows.flatMap((row) =>
    Object.entries(row.cpu ?? {})
      .filter(([, c]) => (c.roundsMsPerRequest?.length ?? 0) > 0)
      .map(
        ([name, c], i) =>
          `| ${row.scenario} | ${name} | ${c.roundsMsPerRequest!.join(' → ')} | ${i === 0 && row.growth !== undefined ? `${row.growth >= 0 ? '+' : ''}${(row.growth * 100).toFixed(1)} %` : ''} | ${c.kernelMsPerRequest ?? '—'} (${c.roundsKernelMsPerRequest?.join(' → ') ?? '—'}) |`,
      ),
  );
  if (rounds.length > 0) {
    lines.push(
      '',
      '| scenario | process | CPU ms/req (profile), round by round | last vs first | kernel CPU ms/req, all threads (by round) |',
      '|---|---|---|---:|---|',
      ...rounds,
    );
  }
  lines.push(...peerTable(report.rows));
  if (report.usageOverhead !== undefined) {
    const cpu =
      report.usageOverheadCpu === undefined
        ? ''
        : `, by CPU per request (1 − off/on) ${(report.usageOverheadCpu * 100).toFixed(1)} %`;
    lines.push(
      '',
      `Usage recording overhead on /api/me: by req/s (1 − on/off) ${(report.usageOverhead * 100).toFixed(1)} %${cpu}`,
    );
  }
  if (report.baseline) {
    lines.push(
      '',
      `Today ÷ baseline ${report.baseline.ref} (${report.baseline.commit.slice(0, 10)}), side by side in this run:`,
      '',
      '| scenario | req/s (today ÷ baseline, > 1 faster) | CPU ms/req (today ÷ baseline, < 1 cheaper) |',
      '|---|---:|---:|',
      ...report.baseline.rows.map(
        (r) => `| ${r.scenario} | ${r.rps.toFixed(2)} | ${r.cpuMsPerRequest?.toFixed(2) ?? '—'} |`,
      ),
    );
  }
  for (const skip of report.skipped ?? [])
    lines.push('', `!! SKIPPED ${skip.scenario}: ${skip.reason}`);
  for (const check of report.checks ?? [])
    lines.push(
      `- ${check.what}: ${check.value} (${check.limit}) ${check.met ? 'met' : '**missed**'}`,
    );
  if (report.directory.length > 0) {
    lines.push(
      '',
      '| directory build | ms (median) | ms per app | busy CPU ms | busy ms per app | seeding ms |',
      '|---:|---:|---:|---:|---:|---:|',
    );
    for (const d of report.directory)
      lines.push(
        `| ${d.apps} apps | ${d.ms} | ${d.msPerApp} | ${d.busyMs} | ${d.busyMsPerApp} | ${d.seedMs} |`,
      );
  }
  if (report.caches.length > 0) {
    lines.push(
      '',
      '| cache | miss: CPU µs | hit: CPU µs | miss: wall µs | hit: wall µs |',
      '|---|---:|---:|---:|---:|',
    );
    for (const c of report.caches)
      lines.push(`| ${c.cache} | ${c.missUs} | ${c.hitUs} | ${c.missWallUs} | ${c.hitWallUs} |`);
  }
  for (const note of report.rows.filter((row) => row.note))
    lines.push('', `- ${note.scenario}: ${note.note}`);
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

/**
 * Today ÷ baseline for each row the baseline ran: req/s (wall, side by side) and CPU ms per request
 * of the serving process (the first of cpuOf). Rows with errors on either side are left out: their
 * figures measured failures.
 */
export function baselineRatios(rows: readonly Row[]): BaselineRatio[] {
  const byName = new Map(rows.map((row) => [row.scenario, row]));
  return rows.flatMap((base) => {
    const today = base.baselineOf ? byName.get(base.baselineOf) : undefined;
    if (!today || errorsOf(today.result) + errorsOf(base.result) > 0) return [];
    const servingCpu = (row: Row) => row.cpu?.[row.cpuOf?.[0] ?? '']?.msPerRequest;
    const [cpuToday, cpuBase] = [servingCpu(today), servingCpu(base)];
    return [
      {
        scenario: today.scenario,
        rps: Number((today.result.rps / Math.max(base.result.rps, 1e-9)).toFixed(2)),
        ...(cpuToday && cpuBase
          ? { cpuMsPerRequest: Number((cpuToday / cpuBase).toFixed(2)) }
          : {}),
      },
    ];
  });
}
