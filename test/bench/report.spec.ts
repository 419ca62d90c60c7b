import { expect } from 'chai';
import type { LoadResult } from '../../bench/load';
import { bottleneckMs, failuresOf, markdown, withRatios, type Report, type Row } from '../../bench/report';

function result(rps: number, extra: Partial<LoadResult> = {}): LoadResult {
  return { rps, p50: 1, p99: 2, requests: rps * 10, errors: 0, non2xx: 0, badBodies: 0, durationS: 10, windowsUs: [[0, 1]], samples: [], ...extra };
}

const cpu = (msPerRequest: number) => ({ busyMs: msPerRequest * 100, msPerRequest });

describe('bench report', () => {
  it('compares a row with its ceiling by req/s and by CPU per request of the busiest process', () => {
    const rows: Row[] = [
      { scenario: 'chain', result: result(100), cpuOf: ['devnet'], cpu: { devnet: cpu(1) } },
      { scenario: 'broadcast', ceiling: 'chain', target: 0.7, result: result(80), cpuOf: ['service', 'devnet'], cpu: { service: cpu(2), devnet: cpu(1) } },
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
      { scenario: 'me', ceiling: 'koa', target: 0.7, result: result(750), cpu: { service: cpu(0.125) } },
    ];
    expect(withRatios(rows)[1]).to.include({ ratio: 0.75, cpuRatio: 0.8, met: true });
  });

  it('reports every failed load loudly, and a load that completed nothing as a failure', () => {
    const rows: Row[] = [
      { scenario: 'fine', result: result(10) },
      { scenario: 'refused', result: result(10, { non2xx: 3, samples: ['401 {"error":"invalid_grant"}'] }) },
      { scenario: 'stuck', result: result(0, { requests: 0 }) },
    ];
    const failures = failuresOf(rows);
    expect(failures).to.have.length(2);
    expect(failures[0]).to.match(/^refused: 0 connection errors\/timeouts, 3 non-2xx, 0 failed bodies; e\.g\. 401/);
    expect(failures[1]).to.equal('stuck: no request completed within the load');
  });

  it('prints one table line per row, with CPU per request and both ratios', () => {
    const rows = withRatios([
      { scenario: 'koa', result: result(1000), cpu: { 'bare-koa': cpu(0.1) } },
      { scenario: 'me', ceiling: 'koa', target: 0.7, result: result(500), cpu: { service: cpu(0.4) } },
    ]);
    const report: Report = {
      mode: 'quick',
      startedAt: 'now',
      finishedAt: 'later',
      machine: { cpu: 'test cpu', cores: 2, memoryGb: 1, freeMemoryGb: 1, node: 'v20', platform: 'linux x64', loadavg: [1, 1, 1] },
      rows,
      directory: [{ apps: 1000, ms: 20, msPerApp: 0.02, busyMs: 10, busyMsPerApp: 0.01, seedMs: 5 }],
      caches: [{ cache: 'tokens', missUs: 70, hitUs: 2, missWallUs: 90, hitWallUs: 3 }],
      profiles: [],
      failures: [],
    };
    const text = markdown(report);
    expect(text).to.contain('| me | 500 | 1 | 2 | 0 | 0.4 service | 0.50 · 0.25 of koa | ≥ 0.7 **missed** |');
    expect(text).to.contain('| koa | 1000 | 1 | 2 | 0 | 0.1 bare-koa | ceiling |');
    expect(text).to.contain('| 1000 apps | 20 | 0.02 | 10 | 0.01 | 5 |');
    expect(text).to.contain('| tokens | 70 | 2 | 90 | 3 |');
  });
});
