import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { cpusOf, expandCpuList, pinTo } from '../../bench/cores';

describe('bench cores (taskset)', () => {
  it('reads the list format taskset prints', () => {
    expect(expandCpuList('0-2,5')).to.deep.equal([0, 1, 2, 5]);
    expect(expandCpuList('1')).to.deep.equal([1]);
  });

  it('pins a process to one CPU and reads it back', async function () {
    const mine = cpusOf(process.pid);
    if (!mine) this.skip(); // no taskset: the scale bench says it pinned nothing
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((resolve) => child.once('spawn', resolve));
      const last = mine[mine.length - 1];
      expect(pinTo(child.pid!, last)).to.equal(true);
      expect(cpusOf(child.pid!)).to.deep.equal([last]);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('answers false for a process that does not exist', () => {
    expect(pinTo(2 ** 30, 0)).to.equal(false);
    expect(cpusOf(2 ** 30)).to.equal(undefined);
  });
});
