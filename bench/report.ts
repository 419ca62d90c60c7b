import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import type { DirectoryBenchRow } from './directory';
import type { LoadResult } from './load';

/** One line of the table: a load and how it compares with its ceiling. */
export interface Row {
  scenario: string;
  /** Name of the row this one is compared with; a ceiling has none. */
  ceiling?: string;
  /** Lowest acceptable ratio to the ceiling, when the issue sets one. */
  target?: number;
  result?: LoadResult;
  /** Why there is no result. */
  skipped?: string;
  note?: string;
}

export interface Report {
  mode: 'quick' | 'full';
  startedAt: string;
  finishedAt: string;
  machine: ReturnType<typeof machine> & { loadavgAtEnd?: number[] };
  rows: (Row & { ratio?: number; met?: boolean })[];
  usageOverhead?: number;
  directory: DirectoryBenchRow[];
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

/** Ratio of each row to its ceiling, and whether it meets its target. */
export function withRatios(rows: Row[]): Report['rows'] {
  const byName = new Map(rows.map((row) => [row.scenario, row]));
  return rows.map((row) => {
    const base = row.ceiling ? byName.get(row.ceiling)?.result : undefined;
    if (!row.result || !base || base.rps === 0) return { ...row };
    const ratio = Number((row.result.rps / base.rps).toFixed(3));
    return { ...row, ratio, ...(row.target !== undefined ? { met: ratio >= row.target } : {}) };
  });
}

export function markdown(report: Report): string {
  const lines = [
    `hivegate bench (${report.mode}), ${report.startedAt}, ${report.machine.cores} × ${report.machine.cpu}, node ${report.machine.node}, load average at start ${report.machine.loadavg.join(' ')}`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | ratio to ceiling | target | peak RSS MB |',
    '|---|---:|---:|---:|---:|---|---|---:|',
  ];
  for (const row of report.rows) {
    const r = row.result;
    if (!r) {
      lines.push(`| ${row.scenario} | — | — | — | — | skipped: ${row.skipped ?? '?'} | ${row.target !== undefined ? `≥ ${row.target}` : ''} | — |`);
      continue;
    }
    const ratio = row.ratio !== undefined ? `${row.ratio.toFixed(2)} of ${row.ceiling}` : row.ceiling ? '—' : 'ceiling';
    const target = row.target === undefined ? '' : `≥ ${row.target} ${row.met ? 'met' : '**missed**'}`;
    lines.push(`| ${row.scenario} | ${r.rps} | ${r.p50} | ${r.p99} | ${errorsOf(r)} | ${ratio} | ${target} | ${r.peakRssMb ?? '—'} |`);
  }
  if (report.usageOverhead !== undefined) lines.push('', `Usage recording overhead on /api/me (1 − on/off): ${(report.usageOverhead * 100).toFixed(1)} %`);
  if (report.directory.length > 0) {
    lines.push('', '| directory build | ms (median) | ms per app | seeding ms |', '|---:|---:|---:|---:|');
    for (const d of report.directory) lines.push(`| ${d.apps} apps | ${d.ms} | ${d.msPerApp} | ${d.seedMs} |`);
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
