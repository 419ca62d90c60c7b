import { expect } from 'chai';
import { pbkdf2Sync } from 'node:crypto';
import { cpuMsOf, rssOf } from '../../bench/processes';

describe('bench process figures from /proc', () => {
  it('reads a process\'s CPU time, which grows while it works', () => {
    const before = cpuMsOf(process.pid)!;
    expect(before).to.be.a('number').and.greaterThan(0);
    // A fixed amount of work (not a time), so a busy machine only makes it take longer.
    const start = performance.now();
    pbkdf2Sync('password', 'salt', 300_000, 32, 'sha256');
    const wallMs = performance.now() - start;
    const used = cpuMsOf(process.pid)! - before;
    expect(used).to.be.at.least(20); // 300k SHA-256 rounds: 100+ ms on this VM
    expect(used).to.be.at.most(wallMs + 20); // one thread's work: no more CPU than wall time (+ a tick)
  });

  it('answers undefined for a process that does not exist', () => {
    expect(cpuMsOf(2 ** 30)).to.equal(undefined);
    expect(rssOf(2 ** 30)).to.equal(undefined);
  });
});
