import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { keptRssMb } from '../../bench/scale/keptRss';
import { rssOf } from '../../bench/processes';
import { freePort } from '../support/freePort';

/** A process that made about 150 MB of garbage in its old generation and then idles. */
const GARBAGE = `
let kept = [];
for (let i = 0; i < 1_500_000; i++) kept.push({ i, text: 'x'.repeat(40) + i });
kept = null;
console.log('ready');
setInterval(() => {}, 1000);
`;

describe('bench scale: the RSS a service keeps, after a full GC through its inspector', function () {
  this.timeout(60_000);
  let child: ChildProcess;
  let inspectPort: number;
  before(async () => {
    inspectPort = await freePort();
    child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, '-e', GARBAGE], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise<void>((resolve) =>
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (line === 'ready') resolve();
      }),
    );
  });
  after(() => child.kill('SIGKILL'));

  it('reads the RSS once the garbage is collected, not the peak that waits for it', async () => {
    const before = (rssOf(child.pid!) ?? 0) / 2 ** 20;
    const kept = await keptRssMb(child.pid!, inspectPort);
    // Without the collection, the garbage (about 150 MB) would still be in the RSS.
    expect(before - kept).to.be.above(60);
    expect(kept).to.be.above(10);
  });
});
