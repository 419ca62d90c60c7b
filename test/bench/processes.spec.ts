import { expect } from 'chai';
import { pbkdf2Sync } from 'node:crypto';
import { spawn } from 'node:child_process';
import { cpuMsOf, cpuMsOfTree, descendantsOf, rssOf } from '../../bench/processes';

describe('bench process figures from /proc', () => {
  it("reads a process's CPU time, which grows while it works", () => {
    const before = cpuMsOf(process.pid)!;
    expect(before).to.be.a('number').and.greaterThan(0);
    // A fixed amount of work (not a time), so a busy machine only makes it take longer.
    const start = performance.now();
    pbkdf2Sync('password', 'salt', 300_000, 32, 'sha256');
    const wallMs = performance.now() - start;
    const used = cpuMsOf(process.pid)! - before;
    expect(used).to.be.at.least(20); // 300k SHA-256 rounds: 100+ ms on this VM
    // The work is one thread's, but the count is the whole process's: V8's compiler and GC helper
    // threads run beside it (it once read 130 ms over 122 ms of wall time). With the lower bound,
    // twice the wall time still catches a count in the wrong unit, ten times too little or too much.
    expect(used).to.be.at.most(2 * wallMs + 20);
  });

  it('answers undefined for a process that does not exist', () => {
    expect(cpuMsOf(2 ** 30)).to.equal(undefined);
    expect(rssOf(2 ** 30)).to.equal(undefined);
  });
});

describe('bench process trees (WORKERS)', () => {
  it("finds a child among a process's descendants and counts its CPU with the parent's", async () => {
    // A child that burns a fixed amount of CPU, then waits to be counted.
    const child = spawn(
      process.execPath,
      [
        '-e',
        "require('crypto').pbkdf2Sync('p','s',300000,32,'sha256'); console.log('done'); setTimeout(() => {}, 30000)",
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      expect(descendantsOf(process.pid)).to.include(child.pid);
      expect(descendantsOf(child.pid!)).to.deep.equal([]);
      // The parts first, then the whole: the counts only grow, so the whole read last is at least
      // their sum, whatever runs in between (a tick of slack for rounding).
      const own = cpuMsOf(process.pid)!;
      const childMs = cpuMsOf(child.pid!)!;
      const tree = cpuMsOfTree(process.pid)!;
      expect(childMs).to.be.at.least(20);
      expect(tree).to.be.at.least(own + childMs - 10);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
