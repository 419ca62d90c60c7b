import { expect } from 'chai';
import { cpu, result } from './builders';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { lockCovers, prepareBaseline } from '../../bench/baseline';
import { baselineRatios, markdown, type Report, type Row } from '../../bench/report';
import { settingsFrom } from '../../bench/settings';

const root = join(__dirname, '..', '..');

describe('bench --baseline: today against a previous release, side by side', () => {
  it('takes the ref from --baseline <ref> or --baseline=<ref>, and refuses the flag alone', () => {
    expect(settingsFrom(['--quick', '--baseline', 'v0.1.0']).baseline).to.equal('v0.1.0');
    expect(settingsFrom(['--baseline=abc123']).baseline).to.equal('abc123');
    expect(settingsFrom(['--quick']).baseline).to.equal(undefined);
    expect(() => settingsFrom(['--baseline'])).to.throw(/--baseline needs a value/);
    expect(() => settingsFrom(['--baseline', '--quick'])).to.throw(/--baseline needs a value/);
  });

  it('divides today by the baseline per row: req/s and the serving process CPU per request', () => {
    const rows: Row[] = [
      { scenario: 'me', result: result(900), cpuOf: ['service'], cpu: { service: cpu(0.1) } },
      {
        scenario: 'me @ v1',
        baselineOf: 'me',
        result: result(600),
        cpuOf: ['service-baseline'],
        cpu: { 'service-baseline': cpu(0.2) },
      },
      { scenario: 'refresh', result: result(100), cpuOf: ['service'], cpu: { service: cpu(1) } },
      {
        scenario: 'refresh @ v1',
        baselineOf: 'refresh',
        result: result(100, { non2xx: 3 }),
        cpuOf: ['service-baseline'],
        cpu: { 'service-baseline': cpu(1) },
      },
    ];
    // The refresh pair is left out: the baseline's figures measured failures.
    expect(baselineRatios(rows)).to.deep.equal([
      { scenario: 'me', rps: 1.5, cpuMsPerRequest: 0.5 },
    ]);
  });

  it('prints the ratios as a table of their own, naming the release', () => {
    const report = {
      mode: 'quick',
      startedAt: 'now',
      finishedAt: 'now',
      machine: {
        cpu: 'x',
        cores: 2,
        memoryGb: 1,
        freeMemoryGb: 1,
        node: 'v20',
        platform: 'p',
        loadavg: [0],
      },
      rows: [],
      directory: [],
      caches: [],
      profiles: [],
      failures: [],
      baseline: {
        ref: 'v0.1.0',
        commit: '0123456789abcdef',
        rows: [{ scenario: 'GET /api/me', rps: 1.5, cpuMsPerRequest: 0.5 }],
      },
    } as Report;
    const text = markdown(report);
    expect(text).to.include('Today ÷ baseline v0.1.0 (0123456789)');
    expect(text).to.include('| GET /api/me | 1.50 | 0.50 |');
  });

  it("links today's node_modules only when today's lock pins every package the release's pins, at its version", () => {
    const lock = (packages: Record<string, { version?: string; integrity?: string }>) =>
      JSON.stringify({ lockfileVersion: 3, packages });
    const base = lock({
      '': { version: '0.1.0' },
      'node_modules/koa': { version: '3.3.0', integrity: 'sha512-k' },
    });
    expect(lockCovers(base, base)).to.equal(true);
    const added = lock({
      '': { version: '0.1.0' },
      'node_modules/koa': { version: '3.3.0', integrity: 'sha512-k' },
      'node_modules/oidc-provider': { version: '9.13.3', integrity: 'sha512-o' },
    });
    expect(lockCovers(added, base)).to.equal(true); // a dev dependency added today
    expect(lockCovers(base, added)).to.equal(false); // the release has one today lacks
    const upgraded = lock({
      '': {},
      'node_modules/koa': { version: '3.4.0', integrity: 'sha512-n' },
    });
    expect(lockCovers(upgraded, base)).to.equal(false);
  });

  it('refuses a ref git cannot resolve, leaving no worktree behind', () => {
    const before = execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' });
    expect(() => prepareBaseline(root, 'no-such-ref-anywhere', () => {})).to.throw(
      /--baseline no-such-ref-anywhere: no commit of that name/,
    );
    expect(execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' })).to.equal(
      before,
    );
  });

  it('checks the ref out in a worktree, links node_modules when the lock files agree, builds it, and removes it', function () {
    this.timeout(300_000);
    const steps: string[] = [];
    const baseline = prepareBaseline(root, 'HEAD', (m) => steps.push(m));
    try {
      expect(baseline.commit).to.match(/^[0-9a-f]{40}$/);
      expect(isAbsolute(baseline.start.entry)).to.equal(true);
      expect(existsSync(baseline.start.entry), baseline.start.entry).to.equal(true);
      expect(baseline.start.entry.startsWith(baseline.dir)).to.equal(true);
      expect(lstatSync(join(baseline.dir, 'node_modules')).isSymbolicLink()).to.equal(true);
      expect(steps.join('\n')).to.match(/node_modules linked/);
    } finally {
      baseline.remove();
    }
    expect(existsSync(baseline.dir)).to.equal(false);
    expect(
      execFileSync('git', ['worktree', 'list'], { cwd: root, encoding: 'utf8' }),
    ).not.to.include(baseline.dir);
  });
});
