import { expect } from 'chai';
import { connect } from 'node:net';
import { BODY_LIMIT } from '../../adapters/http/readBody';
import type { RequestSample } from '../../adapters/http/requestMetrics';
import { tokenFastLane } from '../../adapters/http/tokens/tokenFastLane';
import { DEVICE_CODE_GRANT_TYPE } from '../../core/devices/deviceCode';
import { keyOf, signMessage } from '../support/builders';
import { demoApp, testSigner } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { MemoryLogger } from '../support/MemoryLogger';
import {
  expectGuardFailureAnswered,
  laneBesideKoa,
  loggedLines,
  requestLine,
  requestLines,
} from '../support/laneBesideKoa';
import { sameButId, send, type RawAnswer } from '../support/rawHttp';

const TOKEN = '/api/oauth2/token';
const FORM = 'application/x-www-form-urlencoded';
const REDIRECT = 'https://demo.example/callback';
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${encodeURIComponent(secret)}`).toString('base64')}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A form post with the demo app authenticating by HTTP Basic, as OAuth libraries send it. */
const standard = (
  body: string | Buffer,
  headers: [string, string][] = [['Authorization', basic('demo-app', demoApp.secret)]],
) => ({
  method: 'POST',
  path: TOKEN,
  headers: [['Content-Type', FORM], ...headers] as [string, string][],
  body,
});

/** A JSON post, the spec's form as HiveSigner's SDK sends it (the client secret in the body). */
const json = (body: string | Buffer, type = 'application/json') => ({
  method: 'POST',
  path: TOKEN,
  headers: [['Content-Type', type]] as [string, string][],
  body,
});

/** The tokens of a success answer blanked: each exchange mints its own. */
const withoutTokens = (answer: RawAnswer) => {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  for (const name of ['access_token', 'refresh_token', 'id_token'])
    if (typeof body[name] === 'string') body[name] = 'token';
  return {
    ...sameButId(answer),
    headers: sameButId(answer).headers.filter(([name]) => name !== 'Content-Length'),
    body,
  };
};

describe('POST /api/oauth2/token before Koa (tokenFastLane)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let logger: MemoryLogger;
  /** The same service's Koa app alone, behind a plain listener: the reference the lane must match. */
  let koa: string;
  /** A lane over that Koa app, with what it hands on and what it records kept. */
  let lane: string;
  let handedOn: string[];
  let samples: RequestSample[];
  let sides: Awaited<ReturnType<typeof laneBesideKoa>>;

  /** A code for alice at demo-app, signed in through the core (no HTTP). */
  async function code(scope = ['openid', 'posting']): Promise<string> {
    const { challenge } = await t.server.core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope,
    });
    const answer = await t.server.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice', 'posting')),
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      responseType: 'code',
      scope,
    });
    return new URL(answer.redirect_to).searchParams.get('code')!;
  }
  /** A refresh token, from a code exchanged through the Koa app alone. */
  async function refreshToken(): Promise<string> {
    const answer = await call(koa, 'POST', TOKEN, {
      json: { code: await code(), client_secret: demoApp.secret },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body.refresh_token as string;
  }

  before(async () => {
    logger = new MemoryLogger();
    t = await startTestServer({ logger, signer: await testSigner() });
    sides = await laneBesideKoa(t.server.app, (record, next) =>
      tokenFastLane(
        {
          useCases: t.server.core,
          ip: (request, response) => t.server.app.createContext(request, response).ip,
          logger,
          record,
        },
        next,
      ),
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

  it('answers the form exchanges itself, as the Koa route does: code, refresh and the spec form', async () => {
    const exchanges: Record<string, () => Promise<ReturnType<typeof standard>>> = {
      code: async () =>
        standard(
          form({ grant_type: 'authorization_code', code: await code(), redirect_uri: REDIRECT }),
        ),
      refresh: async () =>
        standard(form({ grant_type: 'refresh_token', refresh_token: await refreshToken() })),
      'secret in the body': async () =>
        standard(
          form({
            grant_type: 'refresh_token',
            refresh_token: await refreshToken(),
            client_id: 'demo-app',
            client_secret: demoApp.secret,
          }),
          [],
        ),
      'the spec form (no grant_type)': async () =>
        standard(form({ code: await code(['posting']), client_secret: demoApp.secret }), []),
      'the spec form in JSON': async () =>
        json(
          JSON.stringify({ refresh_token: await refreshToken(), client_secret: demoApp.secret }),
        ),
    };
    for (const [name, request] of Object.entries(exchanges)) {
      const viaLane = await send(t.url, await request());
      const viaKoa = await send(koa, await request());
      expect(viaLane.status, `${name}: ${viaLane.body}`).to.equal(200);
      expect(withoutTokens(viaLane), name).to.deep.equal(withoutTokens(viaKoa));
    }
    // Told apart: the lane answered these, Koa did not.
    for (const request of Object.values(exchanges))
      expect((await send(lane, await request())).status).to.equal(200);
    expect(handedOn).to.deep.equal([]);
    expect(samples.map((sample) => sample.status)).to.deep.equal([200, 200, 200, 200, 200]);
  });

  it('answers every refusal byte for byte as Koa does, from the same body', async () => {
    const refresh = (token = 'garbage') =>
      form({ grant_type: 'refresh_token', refresh_token: token });
    const cases: Record<string, ReturnType<typeof standard>> = {
      'a wrong secret (WWW-Authenticate: Basic)': standard(refresh(), [
        ['Authorization', basic('demo-app', 'wrong')],
      ]),
      'a malformed Basic header': standard(refresh(), [['Authorization', 'Basic !!!']]),
      'two Authorization headers': standard(refresh(), [
        ['Authorization', basic('demo-app', 'wrong')],
        ['Authorization', basic('demo-app', demoApp.secret)],
      ]),
      'a forged refresh token': standard(refresh('a.b.c')),
      'no client authentication': standard(refresh(), []),
      'two ways of authenticating': standard(`${refresh()}&client_secret=${demoApp.secret}`),
      'an unsupported grant type': standard(form({ grant_type: 'password', password: 'x' })),
      'the grant missing': standard(form({ grant_type: 'refresh_token' })),
      'a field twice': standard(`${refresh()}&refresh_token=other`),
      'a nested field': standard('grant_type=refresh_token&refresh_token[a]=b'),
      'a dotted key': standard(`${refresh()}&client.id=x`),
      'a prototype key': standard(`${refresh()}&__proto__[admin]=1`),
      'a leading BOM': standard(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(refresh())]),
      ),
      'a byte that is not UTF-8': standard(
        Buffer.concat([Buffer.from(refresh()), Buffer.from([0xff, 0x41])]),
      ),
      'a broken percent escape': standard('grant_type=refresh_token&refresh_token=%E0%A4%A'),
      'an empty body': standard(''),
      'the spec form with a wrong secret (no challenge)': standard(
        form({ code: 'garbage', client_secret: 'wrong' }),
        [],
      ),
      'a device code': standard(
        form({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: 'garbage', client_id: 'demo-app' }),
        [],
      ),
      'a charset in the type': {
        ...standard(refresh()),
        headers: [
          ['Content-Type', `${FORM}; charset=UTF-8`],
          ['Authorization', basic('demo-app', demoApp.secret)],
        ],
      },
      'JSON that does not parse': json('{"refresh_token":'),
      'JSON that is no object (strict)': json('42'),
      'a JSON array': json('[{"refresh_token":"garbage"}]'),
      'JSON with __proto__': json('{"__proto__":{"admin":true},"refresh_token":"garbage"}'),
      'JSON after whitespace, with a charset': json(
        ' \n{"refresh_token":"garbage","client_secret":"x"}',
        'application/json; charset=utf-8',
      ),
      'an empty JSON body': json(''),
      'JSON with a leading BOM': json(
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"code":"garbage"}')]),
      ),
      'the request id echoed': standard(refresh(), [
        ['Authorization', basic('demo-app', demoApp.secret)],
        ['X-Request-Id', 'trace-7'],
      ]),
    };
    for (const [name, request] of Object.entries(cases)) {
      const viaLane = await send(t.url, request);
      const viaKoa = await send(koa, request);
      expect(viaLane.status, name).to.be.within(400, 499);
      const compare = name === 'the request id echoed' ? (a: RawAnswer) => a : sameButId;
      expect(compare(viaLane), name).to.deep.equal(compare(viaKoa));
    }
    for (const request of Object.values(cases)) await send(lane, request);
    expect(handedOn).to.deep.equal([]);
    expect(samples).to.have.length(Object.keys(cases).length);

    const wrongSecret = await send(t.url, cases['a wrong secret (WWW-Authenticate: Basic)']);
    expect(wrongSecret.headers.map(([name]) => name)).to.deep.equal([
      'X-Request-Id',
      'Vary',
      'Access-Control-Allow-Origin',
      'Access-Control-Expose-Headers',
      'Cache-Control',
      'Pragma',
      'WWW-Authenticate',
      'Content-Type',
      'Content-Length',
    ]);
  });

  it('answers a 503 with Retry-After as Koa does when the chain is down', async () => {
    const viaLaneRequest = standard(
      form({ grant_type: 'refresh_token', refresh_token: await refreshToken() }),
    );
    const viaKoaRequest = standard(
      form({ grant_type: 'refresh_token', refresh_token: await refreshToken() }),
    );
    t.chain.unreachable = true;
    const viaLane = await send(t.url, viaLaneRequest);
    const viaKoa = await send(koa, viaKoaRequest);
    expect(viaLane.status).to.equal(503);
    expect(sameButId(viaLane)).to.deep.equal(sameButId(viaKoa));
    expect(viaLane.headers.map(([name]) => name)).to.include('Retry-After');
  });

  it('leaves every other form to Koa: another JSON type, a query, another path or method, DPoP, an encoding, another type, a body past the limit', async () => {
    const body = form({ grant_type: 'refresh_token', refresh_token: 'garbage' });
    const auth: [string, string] = ['Authorization', basic('demo-app', demoApp.secret)];
    const forms = [
      {
        ...standard(JSON.stringify({ grant_type: 'refresh_token', refresh_token: 'garbage' })),
        headers: [['Content-Type', 'application/json; charset=iso-8859-1'], auth] as [
          string,
          string,
        ][],
      },
      { ...standard(body), path: `${TOKEN}?x=1` },
      { ...standard(body), path: `${TOKEN}/` },
      { method: 'GET', path: TOKEN, headers: [auth] },
      standard(body, [auth, ['DPoP', 'not-a-proof']]),
      standard(body, [auth, ['Content-Encoding', 'identity']]),
      { ...standard(body), headers: [['Content-Type', 'text/plain'], auth] as [string, string][] },
      standard('x'.repeat(BODY_LIMIT + 1)),
    ];
    const statuses = [];
    for (const request of forms) statuses.push((await send(lane, request)).status);
    expect(handedOn).to.have.length(forms.length);
    expect(samples).to.deep.equal([]);
    // Koa's answers: the garbage grant's invalid_grant wherever the exchange runs (the DPoP proof is
    // judged after the grant), 405 for GET, 415 for another type, 413 past the limit.
    expect(statuses).to.deep.equal([401, 401, 401, 405, 401, 401, 415, 413]);
  });

  it('answers a bare 500, logged with the request id, when its limit cannot be counted (its store down)', async () => {
    await expectGuardFailureAnswered(
      (guard) =>
        tokenFastLane(
          {
            useCases: t.server.core,
            guard,
            ip: () => '127.0.0.1',
            logger,
            record: () => undefined,
          },
          () => undefined,
        ),
      standard(form({ grant_type: 'refresh_token', refresh_token: 'x' }), [
        ['Authorization', basic('demo-app', demoApp.secret)],
        ['X-Request-Id', 'guard-down'],
      ]),
      logger,
      TOKEN,
    );
  });

  it('keeps serving when a client hangs up halfway through its body, and logs the request as a 400', async () => {
    const { hostname, port } = new URL(lane);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST ${TOKEN} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: ${FORM}\r\nContent-Length: 100\r\n\r\ngrant_type=`,
        );
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    // The request is judged once the server saw the hang-up: its log line and sample say 400.
    while (samples.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(samples.map(({ status, error }) => ({ status, error }))).to.deep.equal([
      { status: 400, error: 'invalid_request' },
    ]);
    expect(handedOn).to.deep.equal([]);
    const next = await send(
      lane,
      standard(form({ grant_type: 'refresh_token', refresh_token: 'x' })),
    );
    expect(next.status).to.equal(401);
  });

  it('logs the same line, records the same sample and names the request in the audit trail', async () => {
    const token = await refreshToken();
    logger.lines.length = 0;
    const request = (id: string) =>
      standard(form({ grant_type: 'refresh_token', refresh_token: token }), [
        ['Authorization', basic('demo-app', demoApp.secret)],
        ['X-Request-Id', id],
      ]);
    expect((await send(lane, request('lane-1'))).status).to.equal(200);
    expect((await send(lane, request('lane-2'))).status).to.equal(401); // reused: the sign-in ends
    expect(loggedLines(logger).find((line) => line.audit === 'refresh_reuse')).to.include({
      user: 'alice',
      app: 'demo-app',
      requestId: 'lane-2',
    });
    const route = { method: 'POST', path: TOKEN };
    expect(requestLines(logger)).to.deep.equal([
      requestLine(route, 'lane-1', 200),
      requestLine(route, 'lane-2', 401),
    ]);
    expect(
      samples.map(({ seconds, ...rest }) => ({ ...rest, seconds: seconds >= 0 })),
    ).to.deep.equal([
      { route: TOKEN, method: 'POST', status: 200, error: undefined, seconds: true },
      { route: TOKEN, method: 'POST', status: 401, error: 'invalid_grant', seconds: true },
    ]);
  });
});

describe('the token endpoint limit, before Koa and in it (one count)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer(
      { signer: await testSigner() },
      { TRUST_PROXY: '1', RATE_LIMIT_TOKEN_CLIENT: '2/600' },
    );
  });
  after(() => t.close());

  it('counts wrong secrets sent to the lane and to Koa together, per client address', async () => {
    const from = (ip: string): [string, string] => ['X-Forwarded-For', ip];
    const viaLane = (ip: string, secret: string, grant = 'garbage') =>
      send(
        t.url,
        standard(form({ grant_type: 'refresh_token', refresh_token: grant }), [
          ['Authorization', basic('demo-app', secret)],
          from(ip),
        ]),
      );
    // A charset the lane leaves to Koa, whose body parser reads the body as JSON all the same.
    const viaKoa = (ip: string, secret: string) =>
      call(t.url, 'POST', TOKEN, {
        raw: JSON.stringify({
          refresh_token: 'garbage',
          client_id: 'demo-app',
          client_secret: secret,
        }),
        contentType: 'application/json; charset=iso-8859-1',
        headers: { 'X-Forwarded-For': ip },
      });
    expect((await viaLane('10.9.0.1', 'wrong')).status).to.equal(401);
    expect((await viaKoa('10.9.0.1', 'wrong')).status).to.equal(401);
    const refused = await viaLane('10.9.0.1', 'wrong');
    expect(refused.status).to.equal(429);
    expect(refused.headers.find(([name]) => name === 'Retry-After')?.[1]).to.match(/^\d+$/);
    expect((await viaKoa('10.9.0.1', 'wrong')).status).to.equal(429);
    // Another address (X-Forwarded-For's last hop, TRUST_PROXY=1) has its own count.
    expect((await viaLane('10.9.0.2', 'wrong')).status).to.equal(401);
    // The right secret is never refused.
    expect((await viaLane('10.9.0.1', demoApp.secret)).status).to.equal(401); // a garbage grant, judged
  });
});
