import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startDevnet, type Devnet } from '../../devnet';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { me, SECRET, tokensFor } from './signIn';

const ROOT = join(__dirname, '..', '..');

/** The pg_dump, CREATE DATABASE and pg_restore lines of docs/operations.md, in order. */
function documentedPostgresCommands(): string[] {
  const doc = readFileSync(join(ROOT, 'docs', 'operations.md'), 'utf8');
  const lines = doc
    .split('\n')
    .filter((line) => /^ {4}(pg_dump|psql|pg_restore) /.test(line))
    .map((line) => line.trim());
  expect(lines.map((line) => line.split(' ')[0])).to.deep.equal(['pg_dump', 'psql', 'pg_restore']);
  return lines;
}

/** `hivegate <args>` with `env`; its exit code and output. */
function hivegate(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bootstrap/cli.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** What a signed-in user holds: it must still work after the restore. */
async function stillWorks(url: string, tokens: { access_token: string; refresh_token: string }) {
  expect((await me(url, tokens.access_token)).status, 'the access token').to.equal(200);
  const refreshed = await freshRequest(url, 'POST', '/api/oauth2/token', {
    refresh_token: tokens.refresh_token,
    client_secret: SECRET,
  });
  expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
}

/** Sign-ins, refreshes and /api/me in a loop until stopped: the load a backup is taken under. */
function steadyTraffic(url: string) {
  let running = true;
  const failures: string[] = [];
  let rounds = 0;
  const done = (async () => {
    while (running) {
      try {
        const tokens = await tokensFor(url);
        const refreshed = await freshRequest(url, 'POST', '/api/oauth2/token', {
          refresh_token: tokens.refresh_token,
          client_secret: SECRET,
        });
        if (refreshed.status !== 200) failures.push(`refresh: ${refreshed.status}`);
        if ((await me(url, tokens.access_token)).status !== 200) failures.push('me');
        rounds++;
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { failures, rounds };
    },
  };
}

/**
 * Backups (issue 41 §4), as an operator takes them: `hivegate backup` of a serving instance's
 * SQLite storage under load, `hivegate restore` into an empty DATA_DIR, and a new instance on it
 * honours the tokens issued before the backup; on PostgreSQL, docs/operations.md's pg_dump and
 * pg_restore commands, run as written there.
 */
describe('process: backup and restore', function () {
  this.timeout(180_000);
  let net: Devnet;
  let env: Record<string, string>;
  const dirs = tempDirs('hivegate-backup-');
  const services: ServiceProcess[] = [];
  const serve = async (extra: Record<string, string>) => {
    const service = await startService({ ...env, ...extra });
    services.push(service);
    return service;
  };

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    env = serviceEnv(net, {
      RATE_LIMIT_SIGNIN_IP: 'off',
    });
  });
  after(async () => {
    await Promise.all(services.map((service) => service.stop()));
    await net?.close();
    dirs.removeAll();
  });

  it('SQLite: backs up under load, restores into an empty DATA_DIR only, and tokens from before work', async () => {
    const dataDir = dirs.make();
    const service = await serve({ DATA_DIR: dataDir });
    const before = await tokensFor(service.url);
    const jwks = (await freshRequest(service.url, 'GET', '/.well-known/jwks.json')).body;

    const traffic = steadyTraffic(service.url);
    await sleep(500);
    const file = join(dirs.make(), 'hivegate.backup');
    const backedUp = await hivegate(['backup', file], { DATA_DIR: dataDir });
    await sleep(500);
    const { failures, rounds } = await traffic.stop();
    expect(backedUp.code, backedUp.out).to.equal(0);
    expect(backedUp.out).to.match(/backed up .* \(schema version \d+, 2 generated signing keys\)/);
    expect(failures, 'while the backup was taken').to.deep.equal([]);
    expect(rounds).to.be.greaterThan(0);
    expect(statSync(file).mode & 0o777, 'it holds private keys').to.equal(0o600);
    expect(existsSync(`${file}.partial`)).to.equal(false);

    const again = await hivegate(['backup', file], { DATA_DIR: dataDir });
    expect(again.code).to.equal(2);
    expect(again.out).to.match(/^hivegate: backup refused: .* exists already/);
    const overwrite = await hivegate(['restore', file], { DATA_DIR: dataDir });
    expect(overwrite.code, 'into a DATA_DIR in use').to.equal(2);
    expect(overwrite.out).to.match(/^hivegate: restore refused: DATA_DIR .* is not empty/);

    await service.stop();
    const restoredDir = join(dirs.make(), 'restored');
    const restored = await hivegate(['restore', file], { DATA_DIR: restoredDir });
    expect(restored.code, restored.out).to.equal(0);
    const replacement = await serve({ DATA_DIR: restoredDir });
    await stillWorks(replacement.url, before);
    expect(
      (await freshRequest(replacement.url, 'GET', '/.well-known/jwks.json')).body,
    ).to.deep.equal(jwks);
  });

  describe('PostgreSQL: the pg_dump and pg_restore of docs/operations.md', () => {
    let pg: ThrowawayPostgres | undefined;
    before(async function () {
      pg = await postgresOrSkip(this, 'PostgreSQL backup case');
    });
    after(() => pg?.stop());

    it('dumps a serving database and restores it into a new one: tokens from before work there', async () => {
      const service = await serve({ DATA_DIR: dirs.make(), DATABASE_URL: pg!.url });
      const before = await tokensFor(service.url);
      const traffic = steadyTraffic(service.url);
      const restoredUrl = new URL(pg!.url);
      restoredUrl.pathname = '/hivegate_restored';
      // The lines of docs/operations.md (Day 2, "Back up and restore"), run as written.
      const [dump, create, restore] = documentedPostgresCommands();
      const cwd = dirs.make(); // where hivegate.dump is written
      const shell = (line: string) =>
        promisify(execFile)('sh', ['-c', line], {
          cwd,
          env: {
            PATH: process.env.PATH!,
            DATABASE_URL: pg!.url,
            RESTORED_DATABASE_URL: restoredUrl.toString(),
          },
        });
      await shell(dump);
      const { failures } = await traffic.stop();
      expect(failures).to.deep.equal([]);
      await service.stop();
      await shell(create);
      await shell(restore);
      const replacement = await serve({
        DATA_DIR: dirs.make(),
        DATABASE_URL: restoredUrl.toString(),
      });
      await stillWorks(replacement.url, before);
    });
  });
});
