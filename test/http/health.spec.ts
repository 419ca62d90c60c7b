import { expect } from 'chai';
import { healthRoutes } from '../../adapters/http/healthRoutes';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { silentLogger } from '../../core/ports/Logger';
import { call } from '../support/http';
import { startTestServer, TEST_SERVICE_KEY } from '../support/httpFixture';
import type { AddressInfo } from 'node:net';

describe('HTTP: /healthz and /readyz', () => {
  describe('the composed service', () => {
    let t: Awaited<ReturnType<typeof startTestServer>>;
    before(async () => {
      t = await startTestServer();
    });
    after(() => t.close());

    it('GET /healthz: 200 {status: ok}, never cached', async () => {
      const answer = await call(t.url, 'GET', '/healthz');
      expect(answer.status).to.equal(200);
      expect(answer.body).to.deep.equal({ status: 'ok' });
      expect(answer.headers.get('cache-control')).to.equal('no-store');
    });

    it('GET /readyz: 200 when storage and a Hive node answer; the directory state is reported', async () => {
      const answer = await call(t.url, 'GET', '/readyz');
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.status).to.equal('ready');
      expect(answer.body.checks.storage).to.include({ ok: true });
      expect(answer.body.checks.chain).to.include({ ok: true });
      expect(answer.body.checks.directory).to.include({ ok: true });
      expect(answer.body.checks.directory.building).to.be.a('boolean');
      expect(answer.body.checks.storage.ms).to.be.a('number');
    });

    it('GET /readyz reports the age of each signing key hivegate generated (issue 41 §1)', async () => {
      const answer = await call(t.url, 'GET', '/readyz');
      const { signing_keys: keys } = answer.body.checks;
      expect(keys).to.include({ ok: true });
      const published = (await call(t.url, 'GET', '/.well-known/jwks.json')).body.keys.map(
        (key: { kid: string }) => key.kid,
      );
      for (const use of ['token', 'id_token']) {
        expect(keys[use].age_seconds, use).to.be.a('number').at.least(0);
        expect(published).to.include(keys[use].kid);
      }
    });

    it('GET /readyz: 503 when no Hive node answers, naming the failed check only; nothing secret', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1100)); // past the shared result of the last probe
      t.chain.unreachable = true;
      try {
        const answer = await call(t.url, 'GET', '/readyz');
        expect(answer.status).to.equal(503);
        expect(answer.body.status).to.equal('not_ready');
        expect(answer.body.checks.chain).to.include({ ok: false, error: 'failed' });
        expect(answer.body.checks.storage.ok).to.equal(true);
        const text = JSON.stringify(answer.body);
        for (const secret of [TEST_SERVICE_KEY, t.config.dataDir, '127.0.0.1:9'])
          expect(text).to.not.include(secret);
      } finally {
        t.chain.unreachable = false;
      }
    });
  });

  describe('healthRoutes', () => {
    async function serve(checks: Parameters<typeof healthRoutes>[0]) {
      const app = createHttpApp({ logger: silentLogger, routers: [healthRoutes(checks)] });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      return {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      };
    }

    it('a check that hangs fails by timeout (2 s), the others still report', async () => {
      const s = await serve({
        storage: () => new Promise(() => {}),
        chain: async () => ({ ok: true }),
      });
      try {
        // The answer comes at all, naming the timeout: the hanging check never settles by itself.
        const answer = await call(s.url, 'GET', '/readyz');
        expect(answer.status).to.equal(503);
        expect(answer.body.checks.storage).to.include({ ok: false, error: 'timeout' });
        expect(answer.body.checks.chain).to.include({ ok: true });
      } finally {
        s.close();
      }
    });

    it('a thrown error never reaches the answer', async () => {
      const s = await serve({
        storage: async () => Promise.reject(new Error('SQLITE_CANTOPEN /secret/path/hivegate.db')),
      });
      try {
        const answer = await call(s.url, 'GET', '/readyz');
        expect(answer.status).to.equal(503);
        expect(JSON.stringify(answer.body)).to.not.include('/secret/path');
      } finally {
        s.close();
      }
    });

    it('probes within a second share one run of the checks (cheap under many load balancers)', async () => {
      let runs = 0;
      const s = await serve({
        storage: async () => {
          runs += 1;
          return { ok: true };
        },
      });
      try {
        await Promise.all([1, 2, 3, 4, 5].map(() => call(s.url, 'GET', '/readyz')));
        expect(runs).to.equal(1);
      } finally {
        s.close();
      }
    });
  });
});
