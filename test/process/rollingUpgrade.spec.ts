import { expect } from 'chai';
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { prepareBaseline, type Baseline } from '../../bench/baseline';
import { startDevnet, type Devnet } from '../../devnet';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, sharedSigningKeys, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { codeFor, SECRET } from './signIn';

const ROOT = join(__dirname, '..', '..');

/**
 * The release this one upgrades from: the commit this branch grew from (issue 41). Each release
 * names the one before it; HIVEGATE_PREVIOUS_RELEASE overrides it.
 */
const PREVIOUS_RELEASE = process.env.HIVEGATE_PREVIOUS_RELEASE ?? 'd41a252269af';

/** A signed-in user, as a long-lived app holds it: refreshed again and again, by any instance. */
interface Session {
  access_token: string;
  refresh_token: string;
}

/**
 * A rolling upgrade (issue 41 §3), as docs/operations.md tells it: two instances of the previous
 * release (built from git as `npm run bench -- --baseline` builds it) serve on one PostgreSQL under
 * steady sign-in, refresh and broadcast traffic; this release's `hivegate migrate` brings the
 * schema forward while they serve; then each is replaced, one by one, by an instance of this
 * release (MIGRATE_ON_START=off) — taken out of the balancer's rotation, then stopped. No request
 * fails and no grant is lost: sessions refreshed by either release keep refreshing on the other.
 */
describe('process: a rolling upgrade from the previous release on one PostgreSQL', function () {
  this.timeout(900_000);
  let pg: ThrowawayPostgres | undefined;
  let net: Devnet;
  let baseline: Baseline | undefined;
  const started: ServiceProcess[] = [];
  const dirs = tempDirs('hivegate-upgrade-');
  let env: Record<string, string>;

  before(async function () {
    pg = await postgresOrSkip(this, 'rolling upgrade suite');
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${PREVIOUS_RELEASE}^{commit}`], {
        cwd: ROOT,
        stdio: 'ignore',
      });
    } catch {
      console.warn(
        `      rolling upgrade suite skipped: no commit ${PREVIOUS_RELEASE} in this clone`,
      );
      return this.skip();
    }
    baseline = prepareBaseline(ROOT, PREVIOUS_RELEASE, () => undefined);
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    env = serviceEnv(net, {
      // The previous release keeps no keys in storage: its instances share configured ones.
      ...(await sharedSigningKeys()),
      DATABASE_URL: pg.url,
      RATE_LIMIT_SIGNIN_IP: 'off',
      RATE_LIMIT_BROADCAST: 'off',
    });
  });
  after(async () => {
    await Promise.all(started.map((service) => service.stop()));
    await net?.close();
    await pg?.stop();
    baseline?.remove();
    dirs.removeAll();
  });

  const previous = async () => {
    const service = await startService({ ...env, DATA_DIR: dirs.make() }, undefined, undefined, {
      args: [...baseline!.start.nodeFlags, baseline!.start.entry],
      cwd: baseline!.dir,
    });
    started.push(service);
    return service;
  };
  const current = async () => {
    const service = await startService({ ...env, DATA_DIR: dirs.make(), MIGRATE_ON_START: 'off' });
    started.push(service);
    return service;
  };

  it('replaces every instance one by one under traffic: no failed request, no lost grant', async () => {
    const rotation: ServiceProcess[] = [await previous(), await previous()];
    let turn = 0;
    /** The balancer: each request to the next instance in rotation. */
    const pick = () => rotation[turn++ % rotation.length].url;
    const failures: string[] = [];
    let requests = 0;
    const expectOk = (what: string, answer: { status: number; body: unknown }) => {
      requests++;
      if (answer.status !== 200)
        failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    const signIn = async (): Promise<Session> => {
      const code = await codeFor(pick(), 'alice', [{ type: 'hive_posting' }]);
      const answer = expectOk(
        'code exchange',
        await freshRequest(pick(), 'POST', '/api/oauth2/token', { code, client_secret: SECRET }),
      );
      return answer.body as Session;
    };
    const refresh = async (session: Session) => {
      const answer = expectOk(
        'refresh',
        await freshRequest(pick(), 'POST', '/api/oauth2/token', {
          refresh_token: session.refresh_token,
          client_secret: SECRET,
        }),
      );
      if (answer.status === 200) Object.assign(session, answer.body as Session);
    };
    const sessions = [await signIn(), await signIn(), await signIn()];
    let running = true;
    const traffic = (async () => {
      for (let n = 0; running; n++) {
        try {
          const session = sessions[n % sessions.length];
          await refresh(session);
          expectOk(
            'broadcast',
            await freshRequest(
              pick(),
              'POST',
              '/api/broadcast',
              {
                operations: [
                  [
                    'custom_json',
                    {
                      required_auths: [],
                      required_posting_auths: ['alice'],
                      id: 'hivegate-upgrade-test',
                      json: JSON.stringify({ n }),
                    },
                  ],
                ],
              },
              { Authorization: `Bearer ${session.access_token}` },
            ),
          );
          if (n % 3 === 0) await signIn();
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    })();

    await sleep(2000);
    const migrated = await hivegateMigrate(env);
    expect(migrated.code, migrated.out).to.equal(0);
    const [, from, to] = /migrated the PostgreSQL schema from version (\d+) to (\d+)/.exec(
      migrated.out,
    )!;
    expect(Number(to), 'this release adds a step to the previous release’s schema').to.be.above(
      Number(from),
    );
    await sleep(2000);
    for (let i = 0; i < 2; i++) {
      const replacement = await current();
      expect((await freshRequest(replacement.url, 'GET', '/readyz')).status).to.equal(200);
      rotation.push(replacement);
      await sleep(2000);
      const old = rotation.shift()!;
      await sleep(1000); // requests the balancer sent it finish; then it stops gracefully
      expect(await old.stop(), old.output()).to.equal(0);
      started.splice(started.indexOf(old), 1);
      await sleep(2000);
    }
    running = false;
    await traffic;
    expect(failures, `${failures.length} of ${requests} requests failed`).to.deep.equal([]);
    expect(requests).to.be.greaterThan(30);

    // Every grant lives on: each session, last refreshed by either release, refreshes on this one.
    for (const session of sessions) {
      await refresh(session);
      const me = await freshRequest(pick(), 'GET', '/api/me', undefined, {
        Authorization: `Bearer ${session.access_token}`,
      });
      expect(me.status).to.equal(200);
    }
    expect(failures).to.deep.equal([]);
  });
});

/** This release's `hivegate migrate`, from source, with the instances' environment. */
function hivegateMigrate(
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bootstrap/cli.ts', 'migrate'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
