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

  async function signIn(): Promise<string> {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'vote',
      },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        response_type: 'code',
        scope: 'vote',
      },
    });
    const code = new URL(answer.body.redirect_to).searchParams.get('code')!;
    secrets.push(code, challenge.body.challenge, answer.body.redirect_to);
    return code;
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
          })
        ).status,
      );
    }
    expect(statuses.filter((status) => status === 429)).to.have.length(2);
    const lines = audits('rate_limit');
    expect(lines).to.have.length(1);
    expect(lines[0]).to.include({ level: 'warn', limit: 'signin_account', account: 'bob' });
    expect(lines[0].requestId).to.be.a('string');
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
