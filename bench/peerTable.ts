/** What the table reads of a report's row (bench/report.ts, withRatios). */
export interface HeldRow {
  scenario: string;
  ceiling?: string;
  maxCpuShare?: number;
  cpuShare?: number;
  kernelShare?: number;
  verdicts?: string[];
  cpuOf?: string[];
  cpu?: Record<string, { msPerRequest: number; kernelMsPerRequest?: number }>;
}

/**
 * The table of rows held to a share of a peer's CPU (issue 43 §2: hivegate's token exchanges
 * against node-oidc-provider's; issue 55: /api/me and a broadcast against HiveSigner's): each
 * side's CPU ms per request by the kernel's count (all
 * threads, which the verdict reads) and by the main thread's profile, row ÷ peer by each, the
 * target and its verdict (`withRatios`: a row with errors meets none). No such row: no lines.
 */
export function peerTable(rows: readonly HeldRow[]): string[] {
  const byName = new Map(rows.map((row) => [row.scenario, row]));
  const held = rows.filter((row) => row.maxCpuShare !== undefined && row.ceiling);
  if (held.length === 0) return [];
  const ms = (row: HeldRow | undefined) => {
    const cpu = row?.cpu?.[row.cpuOf?.[0] ?? ''];
    return cpu ? `${cpu.kernelMsPerRequest ?? '—'} (${cpu.msPerRequest})` : '—';
  };
  const share = (value: number | undefined) => value?.toFixed(2) ?? '—';
  return [
    '',
    "Against the peers, by CPU per request of the serving process: the kernel's count of all its threads (the main thread's profile in brackets):",
    '',
    '| row | its CPU ms | peer | peer CPU ms | row ÷ peer: kernel (profile) | target |',
    '|---|---:|---|---:|---|---|',
    ...held.map((row) => {
      const peer = byName.get(row.ceiling!);
      return `| ${row.scenario} | ${ms(row)} | ${row.ceiling} | ${ms(peer)} | **${share(row.kernelShare)}** (${share(row.cpuShare)}) | ${(row.verdicts ?? []).join('; ')} |`;
    }),
  ];
}
