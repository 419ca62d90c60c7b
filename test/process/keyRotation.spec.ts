import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { me, SECRET, tokensFor } from './signIn';
import { kidOf } from '../support/kidOf';

const ROOT = join(__dirname, '..', '..');
/** `hivegate keys …` with the instances' environment; its exit code and output. */
function hivegateKeys(
  command: string,
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bootstrap/cli.ts', 'keys', command],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * Two `npm start` processes on one PostgreSQL with no key configured (issue 41 §1): the keys they
 * generate are shared, and `hivegate keys rotate` under steady sign-in, refresh and /api/me
 * traffic on both fails no request — each instance publishes the new key within seconds and signs
 * with it once the overlap has passed, and tokens of the old key keep working.
 */
describe('process: a key rotation on two instances sharing PostgreSQL', function () {
  this.timeout(180_000);
  let pg: ThrowawayPostgres | undefined;
  let net: Devnet;
  let a: ServiceProcess;
  let b: ServiceProcess;
  const dirs = tempDirs('hivegate-rotation-');
  let env: Record<string, string>;

  before(async function () {
    pg = await postgresOrSkip(this, 'key rotation suite');
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    env = serviceEnv(net, {
      DATABASE_URL: pg.url,
      RATE_LIMIT_SIGNIN_IP: 'off',
      // Shorter than the 10 s in which an instance reads the keys again: an instance meeting a
      // token of a key it has not read yet reads them at once.
      KEY_ROTATION_OVERLAP_SECONDS: '3',
    });
    const instance = () => startService({ ...env, DATA_DIR: dirs.make() });
    [a, b] = await Promise.all([instance(), instance()]); // both make a first key: one is kept
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await net?.close();
    await pg?.stop();
    dirs.removeAll();
  });

  it('shares the keys it generated, and rotates them under traffic without a failed request', async () => {
    // A failure here names what the instance logged (a 500 once, under a loaded machine).
    const before = await tokensFor(a.url).catch((error: Error) => {
      throw new Error(`${error.message}\nA logged:\n${a.output()}`);
    });
    const oldKid = kidOf(before.access_token)!;
    expect((await me(b.url, before.access_token)).status, 'A’s token on B').to.equal(200);

    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const traffic = (async () => {
      for (let i = 0; running; i++) {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        try {
          const tokens = await tokensFor(from.url);
          const refreshed = await freshRequest(to.url, 'POST', '/api/oauth2/token', {
            refresh_token: tokens.refresh_token,
            client_secret: SECRET,
          });
          requests += 4;
          if (refreshed.status !== 200)
            failures.push(
              `refresh on the other: ${refreshed.status} ${JSON.stringify(refreshed.body)}`,
            );
          for (const url of [a.url, b.url]) {
            const answer = await me(url, refreshed.body.access_token ?? tokens.access_token);
            requests++;
            if (answer.status !== 200) failures.push(`me: ${answer.status}`);
          }
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    })();

    await sleep(1000);
    const rotated = await hivegateKeys('rotate', { ...env, DATA_DIR: dirs.made[0] });
    expect(rotated.code, rotated.out).to.equal(0);
    const newKid = /new token key (\S+) published/.exec(rotated.out)![1];
    expect(newKid).to.not.equal(oldKid);

    // Published at once (within an instance's 10-second refresh), then signing on both.
    let signingOn: string[] = [];
    for (let waited = 0; waited < 30_000; waited += 500) {
      signingOn = await Promise.all(
        [a.url, b.url].map(async (url) => kidOf((await tokensFor(url)).access_token)!),
      );
      if (signingOn.every((kid) => kid === newKid)) break;
      await sleep(500);
    }
    expect(signingOn).to.deep.equal([newKid, newKid]);
    for (const url of [a.url, b.url]) {
      const jwks = (await freshRequest(url, 'GET', '/.well-known/jwks.json')).body as {
        keys: { kid: string }[];
      };
      expect(jwks.keys.map((key) => key.kid)).to.include.members([oldKid, newKid]);
    }
    await sleep(1000);
    running = false;
    await traffic;
    expect(failures, `${failures.length} of ${requests} requests failed`).to.deep.equal([]);
    expect(requests).to.be.greaterThan(20);

    // Tokens of the old key keep working, on both instances, the refresh token too.
    for (const url of [a.url, b.url])
      expect((await me(url, before.access_token)).status, url).to.equal(200);
    const refreshed = await freshRequest(b.url, 'POST', '/api/oauth2/token', {
      refresh_token: before.refresh_token,
      client_secret: SECRET,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);

    const listed = await hivegateKeys('list', { ...env, DATA_DIR: dirs.made[0] });
    expect(listed.code, listed.out).to.equal(0);
    expect(listed.out).to.match(new RegExp(`token\\s+${newKid}\\s+signing`));
    expect(listed.out).to.match(new RegExp(`token\\s+${oldKid}\\s+retired`));
  });
});
