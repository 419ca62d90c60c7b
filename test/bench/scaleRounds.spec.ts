import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { createInterface } from 'node:readline';
import { cpuMsOf, cpuNsOf } from '../../bench/processes';
import { sideBySide, type Turn } from '../../bench/scale/rounds';

/** A fixed amount of CPU work (not a time): `n` units of 20k SHA-256 rounds. */
const burn = (n: number) => {
  for (let i = 0; i < n; i++) pbkdf2Sync('password', 'salt', 20_000, 32, 'sha256');
};

/** A child that burns the units it reads on stdin, a line each, and says so when done. */
const BURNER = `require('readline').createInterface({ input: process.stdin }).on('line', (n) => {
  for (let i = 0; i < Number(n); i++) require('crypto').pbkdf2Sync('password', 'salt', 20000, 32, 'sha256');
  console.log('done');
});`;

/** A turn that does nothing, beside the one a spec looks at. */
const IDLE: Turn = { pid: process.pid, run: async () => ({ requests: 1, failed: 0, samples: [] }) };

describe('the scale gate: rounds charged the kernel count of the service', () => {
  it("counts every thread's CPU in ns, as the ticks do", () => {
    const ticksBefore = cpuMsOf(process.pid)!;
    const before = cpuNsOf(process.pid)!;
    burn(10);
    const usedMs = (cpuNsOf(process.pid)! - before) / 1e6;
    const tickMs = cpuMsOf(process.pid)! - ticksBefore;
    expect(usedMs).to.be.at.least(10);
    // The same count as /proc/<pid>/stat's, which is in ticks of 10 ms: a wrong unit is 1000 times off.
    expect(usedMs).to.be.within(tickMs / 2 - 20, tickMs * 2 + 20);
    expect(cpuNsOf(2 ** 30)).to.equal(undefined);
  });

  it('runs the two turns of a pair at once, pair after pair, and charges each its own work per request', async () => {
    const events: string[] = [];
    const child = spawn(process.execPath, ['-e', BURNER], { stdio: ['pipe', 'pipe', 'ignore'] });
    try {
      const lines = createInterface({ input: child.stdout });
      const answers: (() => void)[] = [];
      lines.on('line', () => answers.shift()?.());
      await new Promise((resolve) => child.once('spawn', resolve));
      // "dear" has the child burn sixteen times the work per request that "cheap" burns here.
      const turn = (
        name: string,
        pid: number,
        work: () => Promise<void>,
        requests: number,
      ): Turn => ({
        pid,
        run: async () => {
          events.push(`${name} starts`);
          await work();
          events.push(`${name} ends`);
          const peak = name === 'cheap' ? { peakRssMb: 100 + events.length } : {};
          return { requests, failed: name === 'dear' ? 1 : 0, ...peak, samples: [] };
        },
      });
      const inChild = (units: number) => () =>
        new Promise<void>((resolve) => {
          answers.push(resolve);
          child.stdin.write(`${units}\n`);
        });
      const here = (units: number) => async () => burn(units);
      const [[cheap, dear], [other]] = await sideBySide(
        [
          [turn('cheap', process.pid, here(4), 8), turn('dear', child.pid!, inChild(8), 1)],
          [turn('other', process.pid, here(1), 1), turn('other too', child.pid!, inChild(1), 1)],
        ],
        2,
      );
      // A pair's turns start together; the next pair waits for both.
      expect(events.slice(0, 2)).to.deep.equal(['cheap starts', 'dear starts']);
      expect(events.indexOf('other starts')).to.be.greaterThan(events.indexOf('dear ends'));
      expect(events.filter((e) => e === 'cheap starts')).to.have.length(2);
      expect(cheap.msPerRequest).to.have.length(2);
      expect(other.msPerRequest).to.have.length(2);
      expect(cheap.requests).to.equal(16);
      expect(dear.failed).to.equal(2);
      // Each round's RSS peak, for the gate's median, and the highest.
      expect(cheap.roundPeaksRssMb).to.have.length(2);
      expect(cheap.peakRssMb).to.equal(Math.max(...cheap.roundPeaksRssMb));
      expect(dear.roundPeaksRssMb).to.deep.equal([]);
      // Per request "dear" does sixteen times the work, by CPU, not wall time (a busy machine slows
      // both). The bounds are far from 16 both ways, since "cheap" shares this process with mocha
      // (it measured 1.6 × its own work once in CI), and far from the 2 × a count per round rather
      // than per request would give, and from the 1/16 of a count charged to the other turn.
      const ratio =
        (dear.msPerRequest[0] + dear.msPerRequest[1]) /
        (cheap.msPerRequest[0] + cheap.msPerRequest[1]);
      expect(ratio).to.be.within(6, 48);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('charges a turn the work its requests leave behind once they are answered', async () => {
    const turn = (leftBehind: boolean): Turn => ({
      pid: process.pid,
      run: async () => {
        burn(8);
        // Work the service does after its last answer (a block to follow): still this turn's.
        if (leftBehind) setImmediate(() => burn(24));
        return { requests: 1, failed: 0, samples: [] };
      },
    });
    const [[alone], [followed]] = await sideBySide(
      [
        [turn(false), IDLE],
        [turn(true), IDLE],
      ],
      2,
    );
    expect(followed.unsettled).to.equal(0);
    // Four times the work; without what is left behind, the same (the kernel counts in ms steps here).
    const sum = (ms: number[]) => ms[0] + ms[1];
    expect(sum(followed.msPerRequest) / sum(alone.msPerRequest)).to.be.within(2, 8);
  });
});
