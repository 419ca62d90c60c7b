import { expect } from 'chai';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeProfile } from '../../bench/profileSummary';

/** A V8 .cpuprofile: root → (idle), and root → handler (ours) → JSON.parse-like native. */
function profileFile(dir: string): string {
  const cwd = process.cwd();
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 3] },
    { id: 2, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
    {
      id: 3,
      callFrame: {
        functionName: 'handle',
        url: `file://${cwd}/adapters/http/tokens/meRoutes.ts`,
        lineNumber: 9,
      },
      children: [4],
    },
    {
      id: 4,
      callFrame: {
        functionName: 'compose',
        url: `file://${cwd}/node_modules/koa-compose/index.js`,
        lineNumber: 35,
      },
    },
  ];
  // Samples 1 ms apart from t = 1000 µs: idle, handle, compose, handle | (outside) compose, compose
  const samples = [2, 3, 4, 3, 4, 4];
  const timeDeltas = [1000, 1000, 1000, 1000, 5000, 1000];
  const file = join(dir, 'test.cpuprofile');
  writeFileSync(
    file,
    JSON.stringify({ nodes, startTime: 0, endTime: 11_000, samples, timeDeltas }),
  );
  return file;
}

describe('bench profile summary', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'hivegate-profile-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts only samples inside the load windows, and only non-idle ones as busy', () => {
    const summary = summarizeProfile(profileFile(dir), [[1000, 4000]]);
    expect(summary.samples).to.equal(4);
    expect(summary.busyMs).to.equal(3);
    expect(summary.byFunction[0]).to.match(
      /^ {1}50\.0 % {2}handle {2}adapters\/http\/tokens\/meRoutes\.ts:10$/,
    );
  });

  it('groups samples by where the code lives: our folder, a package, idle', () => {
    const summary = summarizeProfile(profileFile(dir), [
      [1000, 4000],
      [9000, 10_000],
    ]);
    expect(summary.samples).to.equal(6);
    expect(summary.byPlace).to.deep.equal([
      ' 50.0 %  node_modules/koa-compose',
      ' 33.3 %  adapters/http',
      ' 16.7 %  (idle)',
    ]);
  });

  it('splits the busy time window by window (one per round of a load)', () => {
    const summary = summarizeProfile(profileFile(dir), [
      [1000, 4000],
      [9000, 10_000],
    ]);
    expect(summary.busyMsByWindow).to.deep.equal([3, 2]);
    expect(summary.busyMs).to.equal(5);
  });

  it('adds up the profiles of several processes (a WORKERS primary and its workers)', () => {
    const first = profileFile(dir);
    const second = join(dir, 'second.cpuprofile');
    copyFileSync(first, second);
    const summary = summarizeProfile(
      [first, second],
      [
        [1000, 4000],
        [9000, 10_000],
      ],
    );
    expect(summary.samples).to.equal(12);
    expect(summary.busyMsByWindow).to.deep.equal([6, 4]);
    expect(summary.byPlace[0]).to.equal(' 50.0 %  node_modules/koa-compose');
  });

  it('places compiled code (dist/) with its source folder', () => {
    const file = profileFile(dir);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replaceAll('/adapters/http/', '/dist/adapters/http/'),
    );
    expect(summarizeProfile(file).byPlace).to.include(' 33.3 %  adapters/http');
  });

  it('counts every sample when no window is given', () => {
    expect(summarizeProfile(profileFile(dir)).busyMs).to.equal(5);
  });
});
