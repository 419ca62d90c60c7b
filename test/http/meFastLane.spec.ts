import { expect } from 'chai';
import { meFastLane } from '../../adapters/http/tokens/meFastLane';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { RequestSample } from '../../adapters/http/requestMetrics';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import { testSigner } from '../support/coreFixture';
import { startTestServer } from '../support/httpFixture';
import { MemoryLogger } from '../support/MemoryLogger';
import { mintToken } from '../support/mintToken';
import { laneBesideKoa, loggedLines, requestLine, requestLines } from '../support/laneBesideKoa';
import { sameButId, send, serve, type RawAnswer } from '../support/rawHttp';

describe('GET /api/me before Koa (meFastLane)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let signer: TokenSigner;
  let logger: MemoryLogger;
  /** The same service's Koa app alone, behind a plain listener: the reference the lane must match. */
  let koa: string;
  /** The lane over that Koa app, with what it hands on and what it records kept. */
  let lane: string;
  let handedOn: string[];
  let samples: RequestSample[];
  let sides: Awaited<ReturnType<typeof laneBesideKoa>>;

  const token = (sub = 'alice', fam = `fam-${Math.random()}`) =>
    mintToken(signer, t.clock, {
      kind: 'posting',
      sub,
      app: 'demo-app',
      scope: ['vote', 'comment'],
      fam,
    });
  const bearer = (value: string): [string, string][] => [['Authorization', `Bearer ${value}`]];

  before(async () => {
    signer = await testSigner();
    logger = new MemoryLogger();
    t = await startTestServer({ signer, logger });
    sides = await laneBesideKoa(t.server.app, (record, next) =>
      meFastLane({ me: t.server.core.me, logger, record }, next),
    );
    ({ koa, lane, handedOn, samples } = sides);
  });
  beforeEach(() => {
    sides.reset();
    t.chain.unreachable = false;
  });
  after(async () => {
    await sides.close();
    await t.close();
  });

  it('answers the plain form itself, byte for byte as the Koa route does, success and every error', async () => {
    const revoked = await token();
    await t.server.core.revoke.execute(revoked);
    const cases: Record<string, [string, string][]> = {
      valid: bearer(await token()),
      'lower-case scheme': [['authorization', `bearer ${await token()}`]],
      'no scheme': [['Authorization', await token()]],
      forged: bearer('a.b.c'),
      'scheme alone': [['Authorization', 'Bearer']],
      revoked: bearer(revoked),
      'account not on chain': bearer(await token('nobody')),
      'request id echoed': [...bearer(await token()), ['X-Request-Id', 'trace-42']],
      'request id not a token': [...bearer(await token()), ['X-Request-Id', 'a b']],
    };
    for (const [name, headers] of Object.entries(cases)) {
      const viaLane = await send(t.url, { headers });
      const viaKoa = await send(koa, { headers });
      const compare = name.startsWith('request id echoed') ? (a: RawAnswer) => a : sameButId;
      expect(compare(viaLane), name).to.deep.equal(compare(viaKoa));
    }
    // Told apart: the lane answered these, Koa did not.
    expect((await send(t.url, { headers: bearer(await token()) })).status).to.equal(200);
    await send(lane, { headers: bearer(await token()) });
    expect(handedOn).to.deep.equal([]);

    t.chain.unreachable = true; // 503 with Retry-After, and a log line naming the request
    const viaLane = await send(t.url, { headers: bearer(await token()) });
    const viaKoa = await send(koa, { headers: bearer(await token()) });
    expect(viaLane.status).to.equal(503);
    expect(sameButId(viaLane)).to.deep.equal(sameButId(viaKoa));
    expect(viaLane.headers.map(([name]) => name)).to.deep.equal([
      'X-Request-Id',
      'Vary',
      'Access-Control-Allow-Origin',
      'Access-Control-Expose-Headers',
      'Retry-After',
      'Content-Type',
      'Content-Length',
    ]);
  });

  it('leaves every other form to Koa: a query, a body, two Authorization headers, another method or path', async () => {
    const access = await token();
    const forms = [
      { path: `/api/me?access_token=${access}` },
      { path: '/api/me?x=1', headers: bearer(access) },
      { path: '/api/me/', headers: bearer(access) },
      { method: 'POST', headers: bearer(access) },
      { method: 'HEAD', headers: bearer(access) },
      {
        headers: [...bearer(access), ['Content-Type', 'application/json']] as [string, string][],
        body: `{"access_token":"${access}"}`,
      },
      { headers: [...bearer(access), ...bearer(access)] },
      {},
    ];
    const statuses = [];
    for (const form of forms) statuses.push((await send(lane, form)).status);
    expect(handedOn).to.have.length(forms.length);
    expect(samples).to.deep.equal([]);
    // Koa's answers: the contract's (a token in two places or two headers: 400; none: 401).
    expect(statuses).to.deep.equal([200, 200, 200, 200, 404, 400, 400, 401]);
  });

  it('logs the same line and records the same metrics sample as Koa; its audit lines name the request', async () => {
    const access = await token();
    logger.lines.length = 0;
    await send(lane, { headers: [...bearer(access), ['X-Request-Id', 'lane-1']] });
    // Signed by another key: the audit trail records a forged token, naming the request.
    const otherKey = await JoseTokenSigner.fromPrivateJwk(
      await JoseTokenSigner.generatePrivateJwk(),
      await JoseTokenSigner.generateRsaPrivateJwk(),
    );
    const forged = await mintToken(otherKey, t.clock, {
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
      scope: ['vote'],
      fam: 'forged',
    });
    await send(lane, { headers: [...bearer(forged), ['X-Request-Id', 'lane-2']] });
    await send(koa, { headers: [...bearer(access), ['X-Request-Id', 'koa-1']] });
    expect(loggedLines(logger).find((line) => line.message === 'security event')).to.include({
      audit: 'forged_token',
      requestId: 'lane-2',
    });
    const route = { method: 'GET', path: '/api/me' };
    expect(requestLines(logger)).to.deep.equal([
      requestLine(route, 'lane-1', 200),
      requestLine(route, 'lane-2', 401),
      requestLine(route, 'koa-1', 200),
    ]);
    expect(
      samples.map(({ seconds, ...rest }) => ({ ...rest, seconds: seconds >= 0 })),
    ).to.deep.equal([
      { route: '/api/me', method: 'GET', status: 200, error: undefined, seconds: true },
      { route: '/api/me', method: 'GET', status: 401, error: 'invalid_grant', seconds: true },
    ]);
  });

  it('answers a 500 and keeps running when its own log line fails', async () => {
    const failing = await serve(
      meFastLane(
        {
          me: t.server.core.me,
          logger: {
            info: () => {
              throw new Error('log disk full');
            },
            warn: () => undefined,
            error: () => undefined,
          },
          record: () => undefined,
        },
        () => undefined,
      ),
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const answer = await send(failing.url, { headers: bearer(await token()) });
      expect(answer.status).to.equal(500);
      expect(JSON.parse(answer.body)).to.deep.equal({
        error: 'server_error',
        error_description: JSON.parse(answer.body).error_description,
      });
      expect(answer.body).to.not.contain('log disk full');
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).to.deep.equal([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await new Promise((resolve) => failing.server.close(resolve));
    }
  });
});
