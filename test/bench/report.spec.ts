import { expect } from 'chai';
import type { LoadResult } from '../../bench/load';
import { cpu, result } from './builders';
import {
  bottleneckMs,
  cpuExcessOver,
  failuresOf,
  kernelPerRequest,
  markdown,
  perRound,
  shareOf,
  withRatios,
  type Report,
  type Row,
} from '../../bench/report';

describe('bench report', () => {
  it('compares a row with its ceiling by req/s and by CPU per request of the busiest process', () => {
    const rows: Row[] = [
      { scenario: 'chain', result: result(100), cpuOf: ['devnet'], cpu: { devnet: cpu(1) } },
      {
        scenario: 'broadcast',
        ceiling: 'chain',
        target: 0.7,
        result: result(80),
        cpuOf: ['service', 'devnet'],
        cpu: { service: cpu(2), devnet: cpu(1) },
      },
    ];
    const [ceiling, row] = withRatios(rows);
    expect(ceiling.ratio).to.equal(undefined);
    expect(row.ratio).to.equal(0.8);
    expect(row.cpuRatio).to.equal(0.5); // bounded by the service's 2 ms, not the chain's 1 ms
    expect(row.met).to.equal(false); // both ratios must reach the target
    expect(bottleneckMs(rows[1])).to.equal(2);
  });

  it('meets a target only when both ratios reach it', () => {
    const rows: Row[] = [
      { scenario: 'koa', result: result(1000), cpu: { koa: cpu(0.1) } },
      {
        scenario: 'me',
        ceiling: 'koa',
        target: 0.7,
        result: result(750),
        cpu: { service: cpu(0.125) },
      },
    ];
    expect(withRatios(rows)[1]).to.include({ ratio: 0.75, cpuRatio: 0.8, met: true });
  });

  it('meets a CPU target by the CPU ratio alone, whatever the req/s ratio, and says so beside the other verdicts', () => {
    const rows: Row[] = [
      { scenario: 'koa', result: result(1000), cpu: { koa: cpu(0.034) } },
      {
        scenario: 'me',
        ceiling: 'koa',
        target: 0.7,
        cpuTarget: 0.6,
        result: result(500),
        cpu: { service: cpu(0.055) },
      },
      {
        scenario: 'slower',
        ceiling: 'koa',
        cpuTarget: 0.6,
        result: result(900),
        cpu: { service: cpu(0.06) },
      },
    ];
    const [, me, slower] = withRatios(rows);
    expect(me.cpuRatio).to.equal(0.618);
    expect(me.verdicts).to.deep.equal(['≥ 0.7 **missed**', 'CPU ≥ 0.6 met']);
    expect(slower.verdicts).to.deep.equal(['CPU ≥ 0.6 **missed**']); // 0.567, however fast by req/s
    expect(slower.met).to.equal(false);
  });

  it('reports every failed load loudly, and a load that completed nothing as a failure', () => {
    const rows: Row[] = [
      { scenario: 'fine', result: result(10) },
      {
        scenario: 'refused',
        result: result(10, { non2xx: 3, samples: ['401 {"error":"invalid_grant"}'] }),
      },
      { scenario: 'stuck', result: result(0, { requests: 0 }) },
    ];
    const failures = failuresOf(rows);
    expect(failures).to.have.length(2);
    expect(failures[0]).to.match(
      /^refused: 0 connection errors\/timeouts, 3 non-2xx, 0 failed bodies; e\.g\. 401/,
    );
    expect(failures[1]).to.equal('stuck: no request completed within the load');
  });

  it('prints one table line per row, with CPU per request and both ratios', () => {
    const rows = withRatios([
      { scenario: 'koa', result: result(1000), cpu: { 'bare-koa': cpu(0.1) } },
      {
        scenario: 'me',
        ceiling: 'koa',
        target: 0.7,
        result: result(500),
        cpu: { service: cpu(0.4) },
      },
    ]);
    const report: Report = {
      mode: 'quick',
      startedAt: 'now',
      finishedAt: 'later',
      machine: {
        cpu: 'test cpu',
        cores: 2,
        memoryGb: 1,
        freeMemoryGb: 1,
        node: 'v20',
        platform: 'linux x64',
        loadavg: [1, 1, 1],
      },
      rows,
      directory: [
        { apps: 1000, ms: 20, msPerApp: 0.02, busyMs: 10, busyMsPerApp: 0.01, seedMs: 5 },
      ],
      caches: [{ cache: 'tokens', missUs: 70, hitUs: 2, missWallUs: 90, hitWallUs: 3 }],
      profiles: [],
      failures: [],
    };
    const text = markdown(report);
    expect(text).to.contain(
      '| me | 500 | 1 | 2 | 0 | 0.4 service | 0.50 · 0.25 of koa | ≥ 0.7 **missed** |',
    );
    expect(text).to.contain('| koa | 1000 | 1 | 2 | 0 | 0.1 bare-koa | ceiling |');
    expect(text).to.contain('| 1000 apps | 20 | 0.02 | 10 | 0.01 | 5 |');
    expect(text).to.contain('| tokens | 70 | 2 | 90 | 3 |');
  });

  it('never says "met" for a row that had errors, whatever its ratios', () => {
    const rows = withRatios([
      { scenario: 'chain', result: result(100), cpu: { devnet: cpu(1) } },
      // The 400s of a spent vote plan are fast: the ratios would pass.
      {
        scenario: 'broadcast',
        ceiling: 'chain',
        target: 0.7,
        result: result(500, { non2xx: 127_220 }),
        cpuOf: ['service'],
        cpu: { service: cpu(0.5) },
      },
    ]);
    expect(rows[1].ratio).to.equal(5);
    expect(rows[1].met).to.equal(false);
    const text = markdown({ ...emptyReport(), rows });
    expect(text).to.contain('| broadcast | 500 | 1 | 2 | 127220 |');
    expect(text).to.contain('≥ 0.7 **missed**; (errors: no target counts)');
    expect(text).not.to.match(/broadcast.*\bmet\b/);
  });

  it('prints the CPU per request round by round, and checks its growth from the first round to the last', () => {
    const flat = {
      busyMs: 40,
      msPerRequest: 0.4,
      roundsMsPerRequest: perRound([40, 41, 40, 42], [100, 100, 100, 100]),
    };
    const growing = {
      busyMs: 40,
      msPerRequest: 0.4,
      roundsMsPerRequest: perRound([31, 45, 48], [50, 50, 50]),
    };
    const rows = withRatios([
      {
        scenario: 'flat',
        maxGrowth: 0.15,
        result: result(10),
        cpuOf: ['service'],
        cpu: { service: flat },
      },
      {
        scenario: 'growing',
        maxGrowth: 0.15,
        result: result(10),
        cpuOf: ['service', 'devnet'],
        cpu: { service: growing, devnet: flat },
      },
    ]);
    expect(flat.roundsMsPerRequest).to.deep.equal([0.4, 0.41, 0.4, 0.42]);
    expect(rows[0]).to.include({ growth: 0.05, met: true });
    expect(rows[1]).to.include({ growth: 0.548, met: false }); // 0.62 → 0.96: the broadcast of issue 16
    const text = markdown({ ...emptyReport(), rows });
    expect(text).to.contain('| flat | service | 0.4 → 0.41 → 0.4 → 0.42 | +5.0 % | — (—) |');
    expect(text).to.contain('| growing | service | 0.62 → 0.9 → 0.96 | +54.8 % |');
    expect(text).to.contain('| growing | devnet | 0.4 → 0.41 → 0.4 → 0.42 |  |');
    expect(text).to.contain('last round ≤ +15 % of first **missed**');
  });

  it('gives the kernel CPU per request of a child, in all and round by round', () => {
    const r = result(10, {
      requests: 300,
      roundRequests: [100, 200],
      roundProcCpuMs: [{ service: 50, devnet: 10 }, { service: 80 }],
    });
    expect(kernelPerRequest(r, 'service')).to.deep.equal({
      kernelMsPerRequest: 0.433,
      roundsKernelMsPerRequest: [0.5, 0.4],
    });
    expect(kernelPerRequest(r, 'devnet')).to.equal(undefined); // not read in every round
  });

  it('checks an absolute CPU budget per request and a peak RSS', () => {
    const rows = withRatios([
      {
        scenario: 'refresh',
        maxCpuMs: 0.25,
        maxRssMb: 150,
        result: result(10, { peakRssMb: 120 }),
        cpuOf: ['service'],
        cpu: { service: cpu(0.2) },
      },
      {
        scenario: 'slow',
        maxCpuMs: 0.25,
        maxRssMb: 150,
        result: result(10, { peakRssMb: 151 }),
        cpuOf: ['service'],
        cpu: { service: cpu(0.3) },
      },
    ]);
    expect(rows[0].met).to.equal(true);
    expect(rows[0].verdicts).to.deep.equal(['≤ 0.25 ms CPU met', 'RSS ≤ 150 MB met']);
    expect(rows[1].verdicts).to.deep.equal(['≤ 0.25 ms CPU **missed**', 'RSS ≤ 150 MB **missed**']);
  });

  it('gives the scaling ratio of two workers over one, by req/s and by CPU per request', () => {
    const rows = withRatios([
      {
        scenario: 'me, 1 worker',
        result: result(4000),
        cpuOf: ['service'],
        cpu: { service: cpu(0.15) },
      },
      {
        scenario: 'me, 2 workers',
        ceiling: 'me, 1 worker',
        result: result(4800),
        cpuOf: ['workers'],
        cpu: { workers: cpu(0.2) },
      },
    ]);
    expect(rows[1]).to.include({ ratio: 1.2, cpuRatio: 0.75 }); // 1.2× the requests, each costing a third more CPU
    expect(rows[1].verdicts).to.equal(undefined); // reported, no target
    expect(markdown({ ...emptyReport(), rows })).to.contain(
      '| me, 2 workers | 4800 | 1 | 2 | 0 | 0.2 workers | 1.20 · 0.75 of me, 1 worker |  |',
    );
  });

  it('checks PostgreSQL-backed /api/me within 10 % of SQLite-backed by CPU per request, either side of the line', () => {
    const sqlite: Row = {
      scenario: 'me',
      result: result(4000),
      cpuOf: ['service'],
      cpu: { service: cpu(0.2) },
    };
    const on = (ms: number, extra: Partial<LoadResult> = {}): Row => ({
      scenario: 'me, PostgreSQL',
      ceiling: 'me',
      maxCpuExcess: 0.1,
      result: result(3900, extra),
      cpuOf: ['service-pg'],
      cpu: { 'service-pg': cpu(ms) },
    });
    const within = withRatios([sqlite, on(0.22)])[1];
    expect(within).to.include({ cpuExcess: 0.1, met: true });
    expect(within.verdicts).to.deep.equal(["CPU/req ≤ +10 % of me's met"]);
    expect(markdown({ ...emptyReport(), rows: [within] })).to.contain(
      "0.97 · 0.91 of me; CPU/req +10.0 % of me's | CPU/req ≤ +10 % of me's met |",
    );
    expect(withRatios([sqlite, on(0.221)])[1]).to.include({ cpuExcess: 0.105, met: false });
    expect(withRatios([sqlite, on(0.18)])[1]).to.include({ cpuExcess: -0.1, met: true }); // cheaper is within too
    expect(withRatios([sqlite, on(0.2, { errors: 2 })])[1].met).to.equal(false);
    // No profile for the PostgreSQL process: no figure, and no "met".
    const unmeasured = withRatios([sqlite, { ...on(0.2), cpu: undefined }])[1];
    expect(unmeasured.cpuExcess).to.equal(undefined);
    expect(unmeasured.met).to.equal(false);
    expect(cpuExcessOver(on(0.3), sqlite)).to.equal(0.5);
  });

  it("holds a row to a share of its peer's CPU per request by the kernel's count, and gives the profile's beside it", () => {
    const peer: Row = {
      scenario: 'peer',
      result: result(800),
      cpuOf: ['oidc-peer'],
      cpu: { 'oidc-peer': { ...cpu(0.8), kernelMsPerRequest: 1 } },
    };
    const ours = (kernelMs: number, extra: Partial<LoadResult> = {}): Row => ({
      scenario: 'ours',
      ceiling: 'peer',
      maxCpuShare: 0.67,
      result: result(1000, extra),
      cpuOf: ['service'],
      cpu: { service: { ...cpu(0.6), kernelMsPerRequest: kernelMs } },
    });
    const met = withRatios([peer, ours(0.67)])[1];
    expect(met).to.include({ cpuShare: 0.75, kernelShare: 0.67, met: true });
    expect(met.verdicts).to.deep.equal(["kernel CPU/req ≤ 0.67 × peer's met"]);
    expect(markdown({ ...emptyReport(), rows: [met] })).to.contain(
      "1.25 · 1.33 of peer; CPU/req 0.67 × peer's (kernel), 0.75 (profile) | kernel CPU/req ≤ 0.67 × peer's met |",
    );
    expect(withRatios([peer, ours(0.671)])[1]).to.include({ kernelShare: 0.671, met: false });
    expect(withRatios([peer, ours(0.5, { non2xx: 3 })])[1].verdicts).to.deep.equal([
      "kernel CPU/req ≤ 0.67 × peer's **missed**",
      '(errors: no target counts)',
    ]);
    expect(shareOf(ours(0.9), peer, 'kernelMsPerRequest')).to.equal(0.9);
    expect(shareOf(ours(0.9), peer, 'msPerRequest')).to.equal(0.75);
    // No kernel count for the peer: no figure, and no "met".
    const unmeasured = { ...peer, cpu: { 'oidc-peer': cpu(0.8) } };
    expect(shareOf(ours(0.5), unmeasured, 'kernelMsPerRequest')).to.equal(undefined);
    expect(withRatios([unmeasured, ours(0.5)])[1].met).to.equal(false);
  });

  it('prints skipped rows with their reason, in the table and as a loud line', () => {
    const text = markdown({
      ...emptyReport(),
      skipped: [
        { scenario: 'GET /api/me, PostgreSQL', reason: 'no PostgreSQL binaries on this machine' },
      ],
    });
    expect(text).to.contain(
      '| GET /api/me, PostgreSQL | skipped: no PostgreSQL binaries on this machine | | | | | | **not measured** | |',
    );
    expect(text).to.contain(
      '!! SKIPPED GET /api/me, PostgreSQL: no PostgreSQL binaries on this machine',
    );
  });
});

function emptyReport(): Report {
  return {
    mode: 'quick',
    startedAt: 'now',
    finishedAt: 'later',
    machine: {
      cpu: 'test cpu',
      cores: 2,
      memoryGb: 1,
      freeMemoryGb: 1,
      node: 'v20',
      platform: 'linux x64',
      loadavg: [1, 1, 1],
    },
    rows: [],
    directory: [],
    caches: [],
    profiles: [],
    failures: [],
  };
}
