import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { AuditTrail } from '../../adapters/ops/AuditTrail';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { POSTING_SCOPE } from '../../core';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testSigner } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer, TEST_SERVICE_KEY } from '../support/httpFixture';
import { MemoryLogger } from '../support/MemoryLogger';
import { mintToken } from '../support/mintToken';

/**
 * The audit trail: one structured line per security event, naming who, the app and the request
 * id, through the whole service. Every secret the tests handle is then looked for in every line
 * the service wrote (request logs included): none may appear.
 */
describe('audit trail', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let logger: MemoryLogger;
  let chain: MemoryChainClient;
  const secrets: string[] = [demoApp.secret, TEST_SERVICE_KEY];

  before(async () => {
    logger = new MemoryLogger();
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startTestServer(
      { logger, chain, signer: await testSigner() },
      { RATE_LIMIT_SIGNIN_ACCOUNT: '10/60' },
    );
  });
  after(() => t.close());

  const audits = (event: string) =>
    logger.lines.map((line) => JSON.parse(line)).filter((line) => line.audit === event);

  async function signIn(scope = 'vote'): Promise<string> {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope,
      },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        response_type: 'code',
        scope,
      },
    });
    const code = new URL(answer.body.redirect_to).searchParams.get('code')!;
    secrets.push(code, challenge.body.challenge, answer.body.redirect_to);
    return code;
  }

  /** A token for alice at demo-app signed with another key (kept among the secrets). */
  async function forgedToken(): Promise<string> {
    const forgerKey = await JoseTokenSigner.fromPrivateJwk(
      await JoseTokenSigner.generatePrivateJwk(),
    );
    const forged = await mintToken(forgerKey, t.clock, {
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
      scope: POSTING_SCOPE,
      fam: 'forged',
    });
    secrets.push(forged);
    return forged;
  }

  async function exchange(body: Record<string, string>) {
    const answer = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { client_secret: demoApp.secret, ...body },
    });
    if (answer.status === 200) secrets.push(answer.body.access_token, answer.body.refresh_token);
    return answer;
  }

  it('code reuse: one warn line with user, app, the revoked sign-in and the request id', async () => {
    const code = await signIn();
    expect((await exchange({ code })).status).to.equal(200);
    const reuse = await exchange({ code });
    expect(reuse.status).to.equal(401);
    const [line, ...more] = audits('code_reuse');
    expect(more).to.have.length(0);
    expect(line).to.include({
      level: 'warn',
      user: 'alice',
      app: 'demo-app',
      reason: 'code_reuse',
      requestId: reuse.headers.get('x-request-id'),
    });
    expect(line.sid).to.be.a('string').and.not.equal('');
  });

  it('refresh reuse: one line naming the sign-in', async () => {
    const first = await exchange({ code: await signIn() });
    expect((await exchange({ refresh_token: first.body.refresh_token })).status).to.equal(200);
    const reuse = await exchange({ refresh_token: first.body.refresh_token });
    expect(reuse.status).to.equal(401);
    const lines = audits('refresh_reuse');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({
      user: 'alice',
      app: 'demo-app',
      requestId: reuse.headers.get('x-request-id'),
    });
  });

  it('sign-out: one info line with the sign-in and the reason', async () => {
    const tokens = await exchange({ code: await signIn() });
    const revoke = await call(t.url, 'POST', '/api/oauth2/token/revoke', {
      headers: { Authorization: tokens.body.access_token },
    });
    expect(revoke.status).to.equal(200);
    const lines = audits('sign_out');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({
      level: 'info',
      user: 'alice',
      app: 'demo-app',
      reason: 'sign_out',
      requestId: revoke.headers.get('x-request-id'),
    });
  });

  it('a grant removed on chain, seen by a broadcast: one line naming user and app', async () => {
    const tokens = await exchange({ code: await signIn() });
    chain.put(aUser('alice').build()); // alice removed demo-app from her posting authority
    try {
      const answer = await call(t.url, 'POST', '/api/broadcast', {
        json: {
          operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 100 }]],
        },
        headers: { Authorization: tokens.body.access_token },
      });
      expect(answer.status).to.equal(401);
      expect(audits('grant_removed')).to.deep.equal([
        {
          level: 'warn',
          audit: 'grant_removed',
          requestId: answer.headers.get('x-request-id'),
          user: 'alice',
          app: 'demo-app',
          message: 'security event',
        },
      ]);
    } finally {
      chain.put(aUser('alice').grantedTo('demo-app').build());
    }
  });

  it('a forged token (signed with another key): one line with whom it claims to be', async () => {
    const forged = await forgedToken();
    const answer = await call(t.url, 'GET', '/api/me', { headers: { Authorization: forged } });
    expect(answer.status).to.equal(401);
    const lines = audits('forged_token');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({
      user: 'alice',
      app: 'demo-app',
      requestId: answer.headers.get('x-request-id'),
    });
    await call(t.url, 'GET', '/api/me', { headers: { Authorization: 'not-a-jwt' } });
    expect(audits('forged_token')).to.have.length(1); // junk is no forgery
  });

  it('a rate limit trip: one line when the last point goes, none for the 429s after', async () => {
    // RATE_LIMIT_SIGNIN_ACCOUNT=10/60 counts failed proofs: twelve wrong signatures for bob.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
        json: {
          username: 'bob',
          client_id: 'demo-app',
          redirect_uri: 'https://demo.example/callback',
        },
      });
      statuses.push(
        (
          await call(t.url, 'POST', '/api/oauth2/authorize', {
            json: {
              challenge: challenge.body.challenge,
              signature: signMessage(challenge.body.challenge, keyOf('alice')),
              client_id: 'demo-app',
              redirect_uri: 'https://demo.example/callback',
              response_type: 'code',
            },
            headers: { 'X-Request-Id': `proof-${i}` },
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 429)).to.have.length(2);
    const lines = audits('rate_limit');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({ level: 'warn', limit: 'signin_account', account: 'bob' });
    expect(lines[0].requestId, 'the tenth failure used the last point').to.equal('proof-9');
  });

  /** `send(id)` sends one request with `X-Request-Id: id`; the lines of `event` naming it. */
  /**
   * Sends one request with `X-Request-Id: id` (`send(id)`): it leaves `count` lines of `event`
   * (`'some'`: one or more), each naming that request.
   */
  async function expectNamed(
    event: string,
    id: string,
    send: (id: string) => Promise<unknown>,
    count: number | 'some' = 1,
  ) {
    const before = audits(event).length;
    await send(id);
    const named = audits(event)
      .slice(before)
      .map((line) => line.requestId);
    const lines = count === 'some' ? Math.max(1, named.length) : count;
    expect(named, `${event} for ${id}`).to.deep.equal(Array(lines).fill(id));
  }
  const withId = (id: string, headers: Record<string, string> = {}) => ({
    'X-Request-Id': id,
    ...headers,
  });
  const clientForm = (fields: Record<string, string>) =>
    new URLSearchParams({ client_id: 'demo-app', client_secret: demoApp.secret, ...fields });
  const sidOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).fam as string;

  it('names the request: a forged token, on every route that takes one', async () => {
    const forged = await forgedToken();
    const bearer = { Authorization: `Bearer ${forged}` };
    const vote = {
      operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 100 }]],
    };
    const routes: Record<string, (id: string) => Promise<unknown>> = {
      'GET /api/me': (id) => call(t.url, 'GET', '/api/me', { headers: withId(id, bearer) }),
      'POST /api/me': (id) => call(t.url, 'POST', '/api/me', { headers: withId(id, bearer) }),
      'POST /api/broadcast': (id) =>
        call(t.url, 'POST', '/api/broadcast', { json: vote, headers: withId(id, bearer) }),
      'POST /api/broadcast?wait=included': (id) =>
        call(t.url, 'POST', '/api/broadcast?wait=included', {
          json: vote,
          headers: withId(id, bearer),
        }),
      'GET /api/broadcast/:id': (id) =>
        call(t.url, 'GET', `/api/broadcast/${'a'.repeat(40)}`, { headers: withId(id, bearer) }),
      'GET /api/oauth2/userinfo': (id) =>
        call(t.url, 'GET', '/api/oauth2/userinfo', { headers: withId(id, bearer) }),
      'GET /api/oauth2/limits': (id) =>
        call(t.url, 'GET', '/api/oauth2/limits', { headers: withId(id, bearer) }),
      'POST /api/oauth2/token/revoke': (id) =>
        call(t.url, 'POST', '/api/oauth2/token/revoke', { headers: withId(id, bearer) }),
      'POST /api/oauth2/token (the spec’s body)': (id) =>
        call(t.url, 'POST', '/api/oauth2/token', {
          json: { refresh_token: forged, client_secret: demoApp.secret },
          headers: withId(id),
        }),
      'POST /api/oauth2/token?via=koa': (id) =>
        call(t.url, 'POST', '/api/oauth2/token?via=koa', {
          json: { refresh_token: forged, client_secret: demoApp.secret },
          headers: withId(id),
        }),
      'POST /api/oauth2/token (grant_type, the client named by the token)': (id) =>
        call(t.url, 'POST', '/api/oauth2/token', {
          form: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: forged,
            client_secret: demoApp.secret,
          }).toString(),
          headers: withId(id),
        }),
      'POST /api/oauth2/revoke': (id) =>
        call(t.url, 'POST', '/api/oauth2/revoke', {
          form: clientForm({ token: forged }).toString(),
          headers: withId(id),
        }),
      'POST /api/oauth2/introspect': (id) =>
        call(t.url, 'POST', '/api/oauth2/introspect', {
          form: clientForm({ token: forged }).toString(),
          headers: withId(id),
        }),
      'GET /oauth2/authorize/complete': (id) =>
        call(t.url, 'GET', `/oauth2/authorize/complete?handoff=${forged}`, {
          headers: withId(id),
        }),
    };
    for (const [route, send] of Object.entries(routes))
      await expectNamed('forged_token', route.replace(/\W+/g, '-').slice(0, 64), send);
  });

  it('names the request: a sign-out by RFC 7009, by the logout page and by the sign-ins page', async () => {
    const revokeSpec = (await exchange({ code: await signIn() })).body.access_token;
    await expectNamed('sign_out', 'out-rfc7009', (id) =>
      call(t.url, 'POST', '/api/oauth2/revoke', {
        form: clientForm({ token: revokeSpec }).toString(),
        headers: withId(id),
      }),
    );

    const openId = await exchange({ code: await signIn('openid') });
    expect(openId.body.id_token).to.be.a('string');
    secrets.push(openId.body.id_token);
    await expectNamed('sign_out', 'out-logout', (id) =>
      call(t.url, 'POST', '/oauth2/logout', {
        form: new URLSearchParams({
          id_token_hint: openId.body.id_token,
          confirm: 'yes',
        }).toString(),
        headers: withId(id),
      }),
    );

    const listed = (await exchange({ code: await signIn() })).body.access_token;
    const challenge = await call(t.url, 'POST', '/api/oauth2/sign-ins/challenge', {
      json: { username: 'alice' },
    });
    secrets.push(challenge.body.challenge);
    await expectNamed('sign_out', 'out-sign-ins', (id) =>
      call(t.url, 'POST', '/api/oauth2/sign-ins', {
        json: {
          challenge: challenge.body.challenge,
          signature: signMessage(challenge.body.challenge, keyOf('alice')),
          end: [sidOf(listed)],
        },
        headers: withId(id),
      }),
    );
  });

  it('names the request: a user’s end of an app’s access, where the user set it, and where a token met it', async () => {
    const limits = async (id: string, expiresAt: number) => {
      const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
        json: { username: 'alice', client_id: 'demo-app', purpose: 'limits' },
      });
      secrets.push(challenge.body.challenge);
      const answer = await call(t.url, 'POST', '/api/oauth2/limits', {
        json: {
          challenge: challenge.body.challenge,
          signature: signMessage(challenge.body.challenge, keyOf('alice')),
          client_id: 'demo-app',
          limits: { expires_at: new Date(expiresAt).toISOString() },
        },
        headers: withId(id),
      });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    };
    await exchange({ code: await signIn() });
    await expectNamed('user_ended', 'end-now', (id) => limits(id, t.clock.now()), 'some');

    const met = (await exchange({ code: await signIn() })).body.access_token;
    await limits('end-soon', t.clock.now() + 60_000);
    expect(audits('user_ended').filter((line) => line.requestId === 'end-soon')).to.deep.equal([]);
    t.clock.advance(61_000);
    await expectNamed('user_ended', 'end-met', (id) =>
      call(t.url, 'GET', '/api/me', {
        headers: withId(id, { Authorization: `Bearer ${met}` }),
      }),
    );
  });

  it('no token, code, secret or key appears in any line the service wrote', () => {
    expect(logger.lines.length).to.be.above(20);
    for (const secret of secrets) {
      for (const line of logger.lines) expect(line, 'a secret was logged').to.not.include(secret);
    }
  });
});

describe('AuditTrail', () => {
  it('writes only the fields it knows: a stray token or secret passed along never reaches the log', () => {
    const logger = new MemoryLogger();
    const heard: string[] = [];
    const audit = new AuditTrail(logger);
    audit.onEvent((event) => heard.push(event));
    audit.record('sign_out', {
      user: 'alice',
      app: 'demo-app',
      sid: 'f',
      token: 'eyJ.secret.token',
      client_secret: 's3cret',
    } as never);
    expect(logger.lines).to.have.length(1);
    expect(JSON.parse(logger.lines[0])).to.deep.equal({
      level: 'info',
      audit: 'sign_out',
      user: 'alice',
      app: 'demo-app',
      sid: 'f',
      message: 'security event',
    });
    expect(heard).to.deep.equal(['sign_out']);
  });
});
