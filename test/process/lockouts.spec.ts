import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf } from '../support/builders';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { SECRET, codeFor } from './signIn';

/**
 * Issue 22 §1, from outside the process, with the default limits and real source addresses
 * (127.0.0.2…, no X-Forwarded-For): nobody can lock an app out of its own token exchanges.
 * The app's server is 127.0.0.2; others are users, or other apps behind a shared address.
 */
describe('process: the token endpoint cannot lock an app out (default limits, real addresses)', function () {
  this.timeout(180_000);
  let net: Devnet;
  let service: ServiceProcess;
  let dir: string;
  const APP_SERVER = '127.0.0.2';

  before(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    dir = mkdtempSync(join(tmpdir(), 'hivegate-lockouts-'));
    service = await startService({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      HIVE_NODES: net.url,
      HIVE_CHAIN_ID: net.chainId,
      HIVE_ADDRESS_PREFIX: net.addressPrefix,
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
    });
  });
  after(async () => {
    await service?.stop();
    await net?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const exchange = (from: string, code: string, secret: string) =>
    freshRequest(
      service.url,
      'POST',
      '/api/oauth2/token',
      { code, client_secret: secret },
      {},
      from,
    );

  it('an app whose users reload the callback (spent codes, right secret) 25 times still exchanges fresh codes', async () => {
    const spent = await codeFor(service.url);
    expect((await exchange(APP_SERVER, spent, SECRET)).status).to.equal(200);
    for (let i = 0; i < 25; i++) {
      const again = await exchange(APP_SERVER, spent, SECRET);
      expect(again.status, JSON.stringify(again.body)).to.equal(401);
    }
    const fresh = await exchange(APP_SERVER, await codeFor(service.url), SECRET);
    expect(fresh.status, JSON.stringify(fresh.body)).to.equal(200);
  });

  it("a user replaying their own code with wrong secrets 19 times from each of six addresses does not lock the app's server out", async () => {
    const genuine = await codeFor(service.url);
    const attackers = [
      '127.0.0.3',
      '127.0.0.4',
      '127.0.0.5',
      '127.0.0.6',
      '127.0.0.7',
      '127.0.0.10',
    ];
    const refused: number[] = [];
    for (const from of attackers)
      for (let i = 0; i < 19; i++) refused.push((await exchange(from, genuine, 'wrong')).status);
    expect(new Set(refused)).to.deep.equal(new Set([401]));
    const own = await exchange(APP_SERVER, await codeFor(service.url), SECRET);
    expect(own.status, JSON.stringify(own.body)).to.equal(200);
    // The replayed code was never spent by the wrong secrets: its owner can still exchange it.
    expect((await exchange(APP_SERVER, genuine, SECRET)).status).to.equal(200);
  });

  it('wrong secrets past the limit are refused for their own address only, and the right secret still passes there', async () => {
    const code = await codeFor(service.url);
    const guesser = '127.0.0.8';
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await exchange(guesser, code, 'guess')).status);
    expect(answers.slice(0, 20)).to.deep.equal(Array(20).fill(401));
    expect(answers[20]).to.equal(429);
    expect((await exchange('127.0.0.9', code, 'guess')).status).to.equal(401);
    expect((await exchange(guesser, code, SECRET)).status).to.equal(200);
  });
});
