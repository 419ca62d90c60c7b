import { expect } from 'chai';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { startDevnet, type Devnet } from '../../devnet';
import { reservePort } from '../support/freePort';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';

const HAPROXY = '/usr/sbin/haproxy';
const CONFIG = join(__dirname, '..', '..', 'docs', 'haproxy.cfg');

/**
 * Issue 22 §6: production's shape — HAProxy (Debian's package, docs/haproxy.cfg as it is) in front
 * of two instances on one PostgreSQL, TRUST_PROXY=1, clients on addresses of their own.
 * .ci/run installs haproxy; without it here the suite says so and skips (CI requires it).
 */
describe('process: behind HAProxy, two instances on PostgreSQL', function () {
  this.timeout(180_000);
  let pg: ThrowawayPostgres | undefined;
  let net: Devnet;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let proxy: ChildProcess | undefined;
  let proxyOutput = '';
  let front: string;
  let stats: string;
  const dirs = tempDirs('hivegate-proxied-');

  before(async function () {
    if (!existsSync(HAPROXY)) {
      if (process.env.HIVEGATE_REQUIRE_POSTGRES === '1')
        throw new Error('haproxy is required here (.ci/run installs it)');
      console.warn('      reverse-proxy suite skipped: no haproxy (apt-get install haproxy)');
      return this.skip();
    }
    pg = await postgresOrSkip(this, 'reverse-proxy suite');
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    // Held until HAProxy starts: the instances' own connections must not take these ports meanwhile.
    const reserved = [await reservePort(), await reservePort()];
    const [frontPort, statsPort] = reserved.map(({ port }) => port);
    front = `http://127.0.0.1:${frontPort}`;
    stats = `http://127.0.0.1:${statsPort}/stats;csv`;
    const env = serviceEnv(net, {
      BASE_URL: front,
      TRUST_PROXY: '1',
      DATABASE_URL: pg.url,
      TOKEN_SIGNING_KEY: JSON.stringify(await JoseTokenSigner.generatePrivateJwk()),
      RATE_LIMIT_SIGNIN_IP: '3/60',
    });
    const instance = () => startService({ ...env, DATA_DIR: dirs.make() });
    [a, b] = await Promise.all([instance(), instance()]);
    const check = spawnSync(HAPROXY, ['-c', '-f', CONFIG], { env: proxyEnv(), encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).to.equal(0);
    for (const { release } of reserved) await release();
    proxy = spawn(HAPROXY, ['-db', '-f', CONFIG], { env: proxyEnv() });
    proxy.stdout!.on('data', (chunk) => (proxyOutput += chunk));
    proxy.stderr!.on('data', (chunk) => (proxyOutput += chunk));
    process.once('exit', () => proxy?.kill('SIGKILL'));
    // Both instances in rotation once their /readyz answered the proxy's health checks (a server
    // counts as UP before its first check).
    for (let waited = 0; ; waited += 250) {
      const states = await serverStates().catch((): Record<string, string> => ({}));
      if (states['a.check'] === 'L7OK' && states['b.check'] === 'L7OK') break;
      if (waited > 60_000)
        throw new Error(`instances not UP: ${JSON.stringify(states)}\n${proxyOutput}`);
      await sleep(250);
    }

    function proxyEnv() {
      return {
        PATH: process.env.PATH!,
        HIVEGATE_PROXY_BIND: `127.0.0.1:${frontPort}`,
        HIVEGATE_PROXY_STATS: `127.0.0.1:${statsPort}`,
        HIVEGATE_INSTANCE_A: new URL(a.url).host,
        HIVEGATE_INSTANCE_B: new URL(b.url).host,
      };
    }
  });
  after(async () => {
    proxy?.kill('SIGTERM');
    await Promise.all([a?.stop(), b?.stop()]);
    await net?.close();
    await pg?.stop();
    dirs.removeAll();
  });

  /** Each backend server's status (UP, DOWN…) and last check, from HAProxy's CSV stats. */
  async function serverStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(stats)).text();
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    const out: Record<string, string> = {};
    for (const row of rows.map((line) => line.split(','))) {
      if (row[at('pxname')] !== 'instances' || !['a', 'b'].includes(row[at('svname')])) continue;
      out[row[at('svname')]] = row[at('status')];
      out[`${row[at('svname')]}.check`] = row[at('check_status')];
    }
    return out;
  }

  const challenge = (from: string, spoofed: string) =>
    freshRequest(
      front,
      'POST',
      '/api/oauth2/challenge',
      { username: 'alice', client_id: 'demo-app' },
      { 'X-Forwarded-For': spoofed },
      from,
    );

  it("checks each instance's health with GET /readyz (layer 7, 200)", async () => {
    const states = await serverStates();
    expect(states).to.include({ a: 'UP', b: 'UP', 'a.check': 'L7OK', 'b.check': 'L7OK' });
  });

  it('keeps BASE_URL and the OpenID issuer right through the proxy', async () => {
    const discovery = await freshRequest(front, 'GET', '/.well-known/openid-configuration');
    expect(discovery.status).to.equal(200);
    expect(discovery.body.issuer).to.equal(front);
    expect(discovery.body.token_endpoint).to.equal(`${front}/api/oauth2/token`);
  });

  it('keys every limit on the real client address: a client cannot choose its own with X-Forwarded-For', async () => {
    const answers: number[] = [];
    for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4'])
      answers.push((await challenge('127.0.0.2', spoofed)).status);
    // Three per minute per address, counted in PostgreSQL by whichever instance answered.
    expect(answers).to.deep.equal([200, 200, 200, 429]);
    expect((await challenge('127.0.0.3', '127.0.0.2')).status).to.equal(200);
  });

  it('loses no request while one instance stops gracefully', async () => {
    const statuses: number[] = [];
    let sent = 0;
    let stopped: Promise<number | null> | undefined;
    const worker = async () => {
      while (sent < 400) {
        sent += 1;
        if (sent === 100) stopped = a.stop();
        const answer = await freshRequest(front, 'GET', '/.well-known/openid-configuration');
        statuses.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(await stopped).to.equal(0);
    expect(statuses).to.have.length(400);
    expect(
      statuses.filter((status) => status !== 200),
      proxyOutput,
    ).to.deep.equal([]);
    for (let waited = 0; (await serverStates()).a !== 'DOWN'; waited += 250) {
      if (waited > 10_000) throw new Error('the stopped instance was never marked DOWN');
      await sleep(250);
    }
  });
});

describe('docs: the HAProxy configuration shown is the one tested', () => {
  it('docs/operations.md embeds docs/haproxy.cfg verbatim', () => {
    const root = join(__dirname, '..', '..');
    const shown = /```haproxy\n([\s\S]*?)```/.exec(
      readFileSync(join(root, 'docs', 'operations.md'), 'utf8'),
    );
    expect(shown?.[1]).to.equal(readFileSync(join(root, 'docs', 'haproxy.cfg'), 'utf8'));
  });
});
