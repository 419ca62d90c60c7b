import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import { metricsLogger } from '../../adapters/ops/metricsLogger';
import { POSTING_SCOPE } from '../../core';
import { silentLogger } from '../../core/ports/Logger';
import { keyOf, signMessage } from '../support/builders';
import { demoApp, testCore, testSigner } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer, TEST_SERVICE_KEY } from '../support/httpFixture';
import { mintToken } from '../support/mintToken';

/** The value of one sample line (`name{labels} value`) in Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  describe('the service with METRICS_PORT set', () => {
    let t: Awaited<ReturnType<typeof startTestServer>>;
    before(async () => {
      t = await startTestServer(
        { signer: await testSigner() },
        { METRICS_PORT: '0', RATE_LIMIT_SIGNIN_ACCOUNT: '1/60' },
      );
    });
    after(() => t.close());

    const scrape = async () => {
      const response = await fetch(`${t.server.metricsUrl}/metrics`);
      expect(response.status).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };

    it('serves /metrics on its own port, only there', async () => {
      expect(t.server.metricsUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(t.server.metricsUrl).to.not.equal(t.url);
      expect((await call(t.url, 'GET', '/metrics')).status).to.equal(404);
      expect((await fetch(`${t.server.metricsUrl}/other`)).status).to.equal(404);
      expect(await scrape()).to.include('process_cpu_user_seconds_total');
    });

    it('tells no signing key age for a signer supplied whole (its keys are its own)', async () => {
      expect(await scrape()).to.not.include('hivegate_signing_key_age_seconds{');
    });

    it('counts requests and their latency per route template, method and status', async () => {
      const unmatched = 'hivegate_http_requests_total{route="unmatched",method="GET",status="404"}';
      const before = sample(await scrape(), unmatched) ?? 0;
      await call(t.url, 'GET', '/api/me');
      await call(t.url, 'GET', '/api/me');
      await call(t.url, 'GET', '/no/such/path/123');
      const text = await scrape();
      expect(
        sample(text, 'hivegate_http_requests_total{route="/api/me",method="GET",status="401"}'),
      ).to.equal(2);
      expect(
        sample(
          text,
          'hivegate_http_request_duration_seconds_count{route="/api/me",method="GET",status="401"}',
        ),
      ).to.equal(2);
      expect(sample(text, unmatched)).to.equal(before + 1);
      expect(text).to.not.include('/no/such/path');
    });

    it("counts each request once: hivegate_http_requests_total is the latency histogram's count, series for series", async () => {
      await call(t.url, 'GET', '/api/me');
      await call(t.url, 'POST', '/api/me');
      await call(t.url, 'DELETE', '/api/me');
      await call(t.url, 'GET', '/.well-known/jwks.json');
      const text = await scrape();
      const series = (prefix: string) =>
        Object.fromEntries(
          text
            .split('\n')
            .filter((line) => line.startsWith(`${prefix}{`))
            .map((line) => [
              line.slice(prefix.length, line.lastIndexOf(' ')),
              line.slice(line.lastIndexOf(' ') + 1),
            ]),
        );
      const counted = series('hivegate_http_requests_total');
      expect(Object.keys(counted)).to.include.members([
        '{route="/api/me",method="GET",status="401"}',
        '{route="/api/me",method="POST",status="401"}',
        '{route="unmatched",method="DELETE",status="405"}',
        '{route="/.well-known/jwks.json",method="GET",status="200"}',
      ]);
      expect(counted).to.deep.equal(series('hivegate_http_request_duration_seconds_count'));
    });

    it('counts token exchanges and broadcasts by outcome, reuse detections, security events and rate-limit hits', async () => {
      // RATE_LIMIT_SIGNIN_ACCOUNT=1/60 counts failed proofs: the first wrong signature spends
      // alice's point, the second is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) {
        const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
          json: {
            username: 'alice',
            client_id: 'demo-app',
            redirect_uri: 'https://demo.example/callback',
          },
        });
        const authorized = await call(t.url, 'POST', '/api/oauth2/authorize', {
          json: {
            challenge: challenge.body.challenge,
            signature: signMessage(challenge.body.challenge, keyOf('bob')),
            client_id: 'demo-app',
            redirect_uri: 'https://demo.example/callback',
            response_type: 'code',
          },
        });
        statuses.push(authorized.status);
      }
      expect(statuses).to.deep.equal([401, 429]);
      const { core } = t.server;
      const { challenge: value } = await core.challenge.execute({
        username: 'alice',
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        scope: ['posting'],
      });
      const answer = await core.authorize.execute({
        challenge: value,
        signature: signMessage(value, keyOf('alice', 'posting')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'code',
        scope: ['posting'],
      });
      const code = new URL(answer.redirect_to).searchParams.get('code')!;
      const exchange = () =>
        call(t.url, 'POST', '/api/oauth2/token', { json: { code, client_secret: demoApp.secret } });
      expect((await exchange()).status).to.equal(200);
      expect((await exchange()).status).to.equal(401);
      const token = await mintToken(await testSigner(), t.clock, {
        kind: 'posting',
        sub: 'alice',
        app: 'demo-app',
        scope: POSTING_SCOPE,
        fam: 'm1',
      });
      const vote = {
        operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }]],
      };
      expect(
        (
          await call(t.url, 'POST', '/api/broadcast', {
            json: vote,
            headers: { Authorization: token },
          })
        ).status,
      ).to.equal(200);
      expect(
        (
          await call(t.url, 'POST', '/api/broadcast', {
            json: { operations: [['transfer', {}]] },
            headers: { Authorization: token },
          })
        ).status,
      ).to.equal(401);

      const text = await scrape();
      expect(sample(text, 'hivegate_token_exchanges_total{outcome="issued"}')).to.equal(1);
      expect(sample(text, 'hivegate_token_exchanges_total{outcome="invalid_grant"}')).to.equal(1);
      expect(sample(text, 'hivegate_broadcasts_total{outcome="ok"}')).to.equal(1);
      expect(sample(text, 'hivegate_broadcasts_total{outcome="invalid_scope"}')).to.equal(1);
      expect(sample(text, 'hivegate_token_reuse_detections_total{kind="code"}')).to.equal(1);
      expect(sample(text, 'hivegate_security_events_total{event="code_reuse"}')).to.equal(1);
      expect(sample(text, 'hivegate_security_events_total{event="rate_limit"}')).to.equal(1);
      expect(sample(text, 'hivegate_rate_limit_hits_total{limit="signin_account"}')).to.equal(1);
      expect(sample(text, 'hivegate_usage_flush_lag_seconds')).to.be.a('number');
      for (const secret of [code, token, demoApp.secret, TEST_SERVICE_KEY])
        expect(text).to.not.include(secret);
    });
  });

  it('the age of each signing key hivegate generated (issue 41 §1)', async () => {
    const t = await startTestServer({}, { METRICS_PORT: '0' });
    try {
      const text = await (await fetch(`${t.server.metricsUrl!}/metrics`)).text();
      for (const use of ['token', 'id_token'])
        expect(sample(text, `hivegate_signing_key_age_seconds{use="${use}"}`), use).to.be.a(
          'number',
        );
    } finally {
      await t.close();
    }
  });

  it('is off by default: no metrics listener, no /metrics on the service port', async () => {
    const t = await startTestServer();
    try {
      expect(t.server.metricsUrl).to.equal(undefined);
      expect((await call(t.url, 'GET', '/metrics')).status).to.equal(404);
    } finally {
      await t.close();
    }
  });

  it('Hive node calls: latency per node, and a failover when a node fails', async () => {
    const node = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: unknown };
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, result: [] }));
      });
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    const up = `127.0.0.1:${(node.address() as AddressInfo).port}`;
    try {
      const metrics = new HivegateMetrics();
      const chain = new DhiveChainClient({
        nodes: ['http://127.0.0.1:9', `http://${up}`], // port 9 refuses: the next node is asked
        serviceAccount: 'hivegate',
        servicePostingKey: TEST_SERVICE_KEY,
        observer: (c) => metrics.chainCall(c),
      });
      expect(await chain.getAccounts(['nobody'])).to.deep.equal([]);
      const text = (await metrics.text()).body;
      expect(sample(text, 'hivegate_chain_failovers_total{node="127.0.0.1:9"}')).to.equal(1);
      expect(
        sample(
          text,
          'hivegate_chain_request_duration_seconds_count{node="127.0.0.1:9",outcome="failed"}',
        ),
      ).to.equal(1);
      expect(
        sample(text, `hivegate_chain_request_duration_seconds_count{node="${up}",outcome="ok"}`),
      ).to.equal(1);
    } finally {
      node.close();
    }
  });

  it("directory builds: duration by outcome, read from the core's own build lines (metricsLogger)", async () => {
    const metrics = new HivegateMetrics();
    const failing = new MemoryUsageStore();
    const { core } = await testCore({ logger: metricsLogger(silentLogger, metrics) });
    await core.directory.build();
    const broken = await testCore({
      usage: Object.assign(failing, { summarize: () => Promise.reject(new Error('disk')) }),
      logger: metricsLogger(silentLogger, metrics),
    });
    await broken.core.directory.build().catch(() => undefined);
    const text = (await metrics.text()).body;
    expect(sample(text, 'hivegate_directory_build_duration_seconds_count{outcome="ok"}')).to.equal(
      1,
    );
    expect(
      sample(text, 'hivegate_directory_build_duration_seconds_count{outcome="failed"}'),
    ).to.equal(1);
  });
});
