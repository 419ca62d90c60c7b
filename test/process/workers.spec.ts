import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { startDevnet, type Devnet } from '../../devnet';
import { serviceEnv } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { me, tokensFor } from './signIn';
import { setTimeout as sleep } from 'node:timers/promises';

/** Node processes whose parent is `pid` (tsx may also run an esbuild helper). */
function childrenOf(pid: number): number[] {
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], {
      encoding: 'utf8',
    }).split('\n');
    return lines
      .filter((line) => / node$/.test(line.trim()) || /\snode$/.test(line))
      .map((line) => Number.parseInt(line, 10));
  } catch {
    return []; // ps exits 1 when there is none
  }
}

/** The worker processes (pids) of the primary. */
function workersOf(service: ServiceProcess): number[] {
  return childrenOf(service.child.pid!);
}

/** WORKERS=2 on SQLite: one port, two processes, one database file (WAL). */
describe('process: WORKERS=2 on one machine', function () {
  this.timeout(180_000);
  let net: Devnet;
  let dataDir: string;
  let env: Record<string, string>;

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-workers-'));
    env = serviceEnv(net, {
      DATA_DIR: dataDir, // no TOKEN_SIGNING_KEY: the primary generates the key file once, before forking
      WORKERS: '2',
    });
  });
  after(async () => {
    await net?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shares the port and the database; a sign-out on one worker is refused on every worker within one second; SIGTERM drains all', async () => {
    const service = await startService(env, 'hivegate workers listening');
    try {
      expect(workersOf(service)).to.have.length(2);
      // Fresh connections go round-robin: the challenge, authorize and token steps cross workers.
      const { access_token } = await tokensFor(service.url);
      let counted = 0;
      for (let i = 0; i < 6; i++) {
        expect((await me(service.url, access_token)).status).to.equal(200);
        counted++;
      }
      const signOut = await freshRequest(
        service.url,
        'POST',
        '/api/oauth2/token/revoke',
        undefined,
        { Authorization: access_token },
      );
      expect(signOut.body).to.deep.equal({ success: true });
      // Events and counts, not time: every worker comes to refuse the token (each polls the
      // revocations; mocha's timeout bounds the wait), and once they all have, none accepts it again.
      let refusedInARow = 0;
      while (refusedInARow < 40) {
        const answer = await me(service.url, access_token);
        if (answer.status === 200) {
          counted++;
          refusedInARow = 0;
        } else {
          expect(answer.status).to.equal(401);
          refusedInARow++;
        }
      }
      for (let i = 0; i < 40; i++)
        expect((await me(service.url, access_token)).status, 'accepted again').to.equal(401);

      const workers = workersOf(service);
      expect(await service.stop()).to.equal(0);
      expect(
        workers.filter((pid) => alive(pid)),
        'workers left running',
      ).to.deep.equal([]);
      // Each worker flushed its counts on the way out.
      const db = openDatabase(join(dataDir, 'hivegate.db'));
      const { requests } = db
        .prepare("SELECT sum(requests) AS requests FROM usage_days WHERE app = 'demo-app'")
        .get() as { requests: number };
      db.close();
      expect(requests).to.equal(counted);
    } finally {
      for (const pid of [...workersOf(service), service.child.pid!])
        if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('hivegate serve --workers 2 is WORKERS=2', async () => {
    const { WORKERS: _, ...withoutWorkers } = env;
    const service = await startService(withoutWorkers, 'hivegate workers listening', [
      'bootstrap/cli.ts',
      'serve',
      '--workers',
      '2',
    ]);
    try {
      expect(workersOf(service)).to.have.length(2);
      expect((await me(service.url, (await tokensFor(service.url)).access_token)).status).to.equal(
        200,
      );
      expect(await service.stop()).to.equal(0);
    } finally {
      for (const pid of [...workersOf(service), service.child.pid!])
        if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('replaces a worker killed with -9, and keeps answering meanwhile', async () => {
    const service = await startService(
      { ...env, LOG_LEVEL: 'debug' },
      'hivegate workers listening',
    );
    try {
      const { access_token } = await tokensFor(service.url);
      const [victim] = workersOf(service);
      process.kill(victim, 'SIGKILL');
      // A connection handed over at the very instant of the kill dies with the worker (the client
      // retries); once the primary has seen the death, no request goes to it.
      for (
        let waited = 0;
        waited < 10_000 && !service.output().includes('"msg":"worker died; replacing it"');
        waited += 50
      )
        await sleep(50);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await me(service.url, access_token)).status);
      expect(
        statuses.every((status) => status === 200),
        statuses.join(','),
      ).to.equal(true);
      let workers: number[] = [];
      for (let waited = 0; waited < 20_000 && workers.length < 2; waited += 200) {
        await sleep(200);
        workers = workersOf(service);
      }
      expect(workers).to.have.length(2);
      expect(workers).to.not.include(victim);
      for (
        let waited = 0;
        waited < 30_000 && service.output().split('"msg":"worker listening"').length < 4;
        waited += 200
      )
        await sleep(200);
      expect(
        service.output().split('"msg":"worker listening"'),
        'the replacement listens',
      ).to.have.length(4);
      expect(await service.stop()).to.equal(0);
    } finally {
      for (const pid of [...workersOf(service), service.child.pid!])
        if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
