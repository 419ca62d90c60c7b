import { expect } from 'chai';
import { broadcastFastLane } from '../../adapters/http/broadcast/broadcastFastLane';
import { BODY_LIMIT } from '../../adapters/http/readBody';
import type { RequestSample } from '../../adapters/http/requestMetrics';
import { LOGIN_SCOPE, POSTING_SCOPE } from '../../core';
import { testSigner } from '../support/coreFixture';
import { startTestServer } from '../support/httpFixture';
import {
  expectGuardFailureAnswered,
  laneBesideKoa,
  loggedLines,
  requestLine,
  requestLines,
} from '../support/laneBesideKoa';
import { MemoryLogger } from '../support/MemoryLogger';
import { mintToken } from '../support/mintToken';
import { sameButId, send, type RawAnswer } from '../support/rawHttp';

const BROADCAST = '/api/broadcast';
const JSON_TYPE = 'application/json';
const vote = (permlink: string, voter = 'alice') => [
  'vote',
  { voter, author: 'bob', permlink, weight: 10000 },
];
let votes = 0;
/** A body voting on a post never voted on before (the chain refuses a duplicate transaction). */
const aVote = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ operations: [vote(`post-${++votes}`)], ...fields });

/** A JSON post, as HiveSigner's SDK and hivegate/client send a broadcast. */
const post = (body: string | Buffer, headers: [string, string][] = [], type = JSON_TYPE) => ({
  method: 'POST',
  path: BROADCAST,
  headers: [['Content-Type', type], ...headers] as [string, string][],
  body,
});

/** A success answer with its transaction id blanked: each broadcast is its own transaction. */
const withoutId = (answer: RawAnswer) => {
  const body = JSON.parse(answer.body) as { result: { id: string } };
  expect(body.result.id).to.match(/^[0-9a-f]{40}$/);
  return {
    ...sameButId(answer),
    headers: sameButId(answer).headers.filter(([name]) => name !== 'Content-Length'),
    body: { ...body, result: { ...body.result, id: 'id' } },
  };
};

describe('POST /api/broadcast before Koa (broadcastFastLane)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let signer: Awaited<ReturnType<typeof testSigner>>;
  let logger: MemoryLogger;
  let sides: Awaited<ReturnType<typeof laneBesideKoa>>;
  let koa: string;
  let lane: string;
  let handedOn: string[];
  let samples: RequestSample[];

  /** A posting token of alice at `app`, as the sign-in flow issues it. */
  const token = (app = 'demo-app', scope: readonly string[] = POSTING_SCOPE, kind = 'posting') =>
    mintToken(signer, t.clock, {
      kind: kind as 'posting',
      sub: 'alice',
      app,
      scope: [...scope],
      fam: `fam-${Math.random()}`,
    });
  const bearer = async (app?: string): Promise<[string, string]> => [
    'Authorization',
    `Bearer ${await token(app)}`,
  ];

  before(async () => {
    logger = new MemoryLogger();
    signer = await testSigner();
    t = await startTestServer({ logger, signer });
    sides = await laneBesideKoa(t.server.app, (record, next) =>
      broadcastFastLane({ broadcast: t.server.core.broadcast, logger, record }, next),
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

  it('broadcasts as the Koa route does: a Bearer or raw token, one in the body, an Idempotency-Key and its replay, a charset, a BOM', async () => {
    const raw = async (): Promise<[string, string]> => ['Authorization', await token()];
    const requests: Record<string, () => Promise<ReturnType<typeof post>>> = {
      'a Bearer token': async () => post(aVote(), [await bearer()]),
      'a raw token (HiveSigner)': async () => post(aVote(), [await raw()]),
      'the token in the body': async () => post(aVote({ access_token: await token() })),
      'an Idempotency-Key': async () =>
        post(aVote(), [await bearer(), ['Idempotency-Key', `key-${votes}`]]),
      'JSON with a charset': async () =>
        post(aVote(), [await bearer()], 'application/json; charset=utf-8'),
      'JSON after a BOM': async () =>
        post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(aVote())]), [
          await bearer(),
        ]),
      'the request id echoed': async () =>
        post(aVote(), [await bearer(), ['X-Request-Id', 'trace-9']]),
      'from a page of another origin (CORS)': async () =>
        post(aVote(), [await bearer(), ['Origin', 'https://app.example']]),
    };
    for (const [name, request] of Object.entries(requests)) {
      const viaLane = await send(t.url, await request());
      const viaKoa = await send(koa, await request());
      expect(viaLane.status, `${name}: ${viaLane.body}`).to.equal(200);
      expect(withoutId(viaLane), name).to.deep.equal(withoutId(viaKoa));
    }
    // A replay answers the first answer, whoever answers it.
    const keyed = post(aVote(), [await bearer(), ['Idempotency-Key', 'replayed-1']]);
    const first = await send(lane, keyed);
    expect(handedOn).to.deep.equal([]);
    expect(sameButId(await send(koa, keyed))).to.deep.equal(sameButId(first));
    expect(sameButId(await send(lane, keyed))).to.deep.equal(sameButId(first));
    // Told apart: the lane answered these, Koa did not.
    for (const request of Object.values(requests))
      expect((await send(lane, await request())).status).to.equal(200);
    expect(handedOn).to.deep.equal([]);
    expect(samples.map((sample) => sample.status)).to.deep.equal(
      [first, ...Object.values(requests), first].map(() => 200),
    );
  });

  it('answers every refusal byte for byte as Koa does, from the same request', async () => {
    const broadcastsBefore = t.chain.broadcasts.length;
    const auth = await bearer();
    const cases: Record<string, ReturnType<typeof post>> = {
      'no token': post(aVote()),
      'a forged token': post(aVote(), [['Authorization', 'Bearer a.b.c']]),
      'a login token': post(aVote(), [
        ['Authorization', await token('demo-app', LOGIN_SCOPE, 'login')],
      ]),
      'a token in the header and the body': post(aVote({ access_token: 'x' }), [auth]),
      'two tokens in the body': post(aVote({ access_token: ['x', 'y'] })),
      'two Authorization headers': post(aVote(), [auth, auth]),
      'an app the user never granted (unauthorized_client)': post(aVote(), [
        await bearer('other-app'),
      ]),
      'an operation for another account': post(JSON.stringify({ operations: [vote('p', 'bob')] }), [
        auth,
      ]),
      'an operation out of the allow-list': post(
        JSON.stringify({ operations: [['transfer', { from: 'alice', to: 'bob' }]] }),
        [auth],
      ),
      'no operations': post('{}', [auth]),
      'an empty body': post('', [auth]),
      'a JSON array': post(`[${aVote()}]`, [auth]),
      'JSON that does not parse': post('{"operations":', [auth]),
      'JSON that is no object (strict)': post('42', [auth]),
      'JSON with __proto__': post('{"__proto__":{"admin":true},"operations":[]}', [auth]),
      'a byte that is not UTF-8': post(
        Buffer.concat([Buffer.from('{"operations":[], "x":"'), Buffer.from([0xff, 0x22, 0x7d])]),
        [auth],
      ),
      'a form body': post('operations[0][0]=vote', [auth], 'application/x-www-form-urlencoded'),
      'an Idempotency-Key that is not one': post(aVote(), [
        auth,
        ['Idempotency-Key', 'k'.repeat(256)],
      ]),
      'two Idempotency-Key headers': post(aVote(), [
        auth,
        ['Idempotency-Key', 'k1'],
        ['Idempotency-Key', 'k2'],
      ]),
      'the request id echoed': post(aVote(), [['X-Request-Id', 'trace-7']]),
    };
    for (const [name, request] of Object.entries(cases)) {
      const viaLane = await send(t.url, request);
      const viaKoa = await send(koa, request);
      expect(viaLane.status, `${name}: ${viaLane.body}`).to.be.within(400, 499);
      const compare = name === 'the request id echoed' ? (a: RawAnswer) => a : sameButId;
      expect(compare(viaLane), name).to.deep.equal(compare(viaKoa));
    }
    for (const request of Object.values(cases)) await send(lane, request);
    expect(handedOn).to.deep.equal([]);
    expect(samples).to.have.length(Object.keys(cases).length);
    expect(t.chain.broadcasts).to.have.length(broadcastsBefore, 'no refusal broadcast anything');
  });

  it('answers the chain down as Koa does', async () => {
    t.chain.unreachable = true;
    const viaLane = await send(t.url, post(aVote(), [await bearer()]));
    const viaKoa = await send(koa, post(aVote(), [await bearer()]));
    expect(viaLane.status).to.be.within(500, 599);
    expect(sameButId(viaLane)).to.deep.equal(sameButId(viaKoa));
  });

  it('leaves every other form to Koa: ?wait=, another path or method, DPoP, an encoding, another type or charset, a body past the limit', async () => {
    const auth = await bearer();
    const forms = [
      { ...post(aVote(), [auth]), path: `${BROADCAST}?wait=nonsense` },
      { ...post(aVote(), [auth]), path: `${BROADCAST}/` },
      { method: 'GET', path: `${BROADCAST}/${'0'.repeat(40)}`, headers: [auth] },
      post(aVote(), [auth, ['DPoP', 'not-a-proof']]),
      post(aVote(), [['Authorization', 'DPoP not-a-token']]),
      post(aVote(), [auth, ['Content-Encoding', 'identity']]),
      post(aVote(), [auth], 'text/plain'),
      post(aVote(), [auth], 'application/json; charset=iso-8859-1'),
      post('x'.repeat(BODY_LIMIT + 1), [auth]),
    ];
    const statuses = [];
    for (const request of forms) statuses.push((await send(lane, request)).status);
    expect(handedOn).to.have.length(forms.length);
    expect(samples).to.deep.equal([]);
    // Koa's answers: a wait that is none, the trailing slash its router matches, no such receipt,
    // a proof that is none, a token under DPoP without one, an encoding, another type, a charset
    // Koa reads as UTF-8 anyway, past the limit.
    expect(statuses).to.deep.equal([400, 200, 404, 400, 401, 200, 415, 200, 413]);
  });

  it('logs the same line, records the same sample and names the request in the audit trail', async () => {
    logger.lines.length = 0;
    const ok = await send(lane, post(aVote(), [await bearer(), ['X-Request-Id', 'lane-1']]));
    expect(ok.status).to.equal(200);
    const refused = await send(
      lane,
      post(aVote(), [await bearer('other-app'), ['X-Request-Id', 'lane-2']]),
    );
    expect(refused.status).to.equal(401);
    const route = { method: 'POST', path: BROADCAST };
    expect(requestLines(logger)).to.deep.equal([
      requestLine(route, 'lane-1', 200),
      requestLine(route, 'lane-2', 401),
    ]);
    expect(
      samples.map(({ seconds, ...rest }) => ({ ...rest, seconds: seconds >= 0 })),
    ).to.deep.equal([
      { route: BROADCAST, method: 'POST', status: 200, error: undefined, seconds: true },
      {
        route: BROADCAST,
        method: 'POST',
        status: 401,
        error: 'unauthorized_client',
        seconds: true,
      },
    ]);
  });

  it('runs the service’s guards: a grant missing on chain is audited under the request’s id', async () => {
    logger.lines.length = 0;
    const answer = await send(
      t.url,
      post(aVote(), [await bearer('other-app'), ['X-Request-Id', 'not-granted-1']]),
    );
    expect(answer.status).to.equal(401);
    expect(loggedLines(logger).filter((line) => line.audit === 'grant_removed')).to.deep.equal([
      {
        level: 'warn',
        audit: 'grant_removed',
        requestId: 'not-granted-1',
        user: 'alice',
        app: 'other-app',
        message: 'security event',
      },
    ]);
  });

  it('answers a bare 500, logged with the request id, when its guard fails (the limiter store down)', async () => {
    await expectGuardFailureAnswered(
      (guard) =>
        broadcastFastLane(
          { broadcast: t.server.core.broadcast, guard, logger, record: () => undefined },
          () => undefined,
        ),
      post(aVote(), [await bearer(), ['X-Request-Id', 'guard-down']]),
      logger,
      BROADCAST,
    );
  });
});

describe('the broadcast guards, before Koa and in it', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let signer: Awaited<ReturnType<typeof testSigner>>;
  let logger: MemoryLogger;
  before(async () => {
    logger = new MemoryLogger();
    signer = await testSigner();
    t = await startTestServer({ logger, signer }, { RATE_LIMIT_BROADCAST: '2/600' });
  });
  after(() => t.close());
  const auth = async (app = 'demo-app'): Promise<[string, string]> => [
    'Authorization',
    await mintToken(signer, t.clock, {
      kind: 'posting',
      sub: 'alice',
      app,
      scope: [...POSTING_SCOPE],
      fam: `fam-${Math.random()}`,
    }),
  ];

  it('counts broadcasts the lane answers and those Koa answers against one limit per user and app', async () => {
    // The lane takes plain JSON; Koa gets a charset it reads as UTF-8 all the same.
    const viaLane = async () => send(t.url, post(aVote(), [await auth()]));
    const viaKoa = async () =>
      send(t.url, post(aVote(), [await auth()], 'application/json; charset=iso-8859-1'));
    expect((await viaLane()).status).to.equal(200);
    expect((await viaKoa()).status).to.equal(200);
    const refused = await viaLane();
    expect(refused.status).to.equal(429);
    expect(refused.headers).to.deep.include(['Retry-After', '600']);
    expect((await viaKoa()).status).to.equal(429);
  });
});
