import { expect } from 'chai';
import { mintToken } from '../support/mintToken';
import { call } from '../support/http';
import { rawRequest } from '../support/rawHttp';
import { MemoryLogger } from '../support/MemoryLogger';
import { startTestServer } from '../support/httpFixture';
import { testSigner } from '../support/coreFixture';

/** Issue 36 §5: input that once answered a 500, or meant two things, answers one clear 400. */
describe('HTTP: never a 500, one meaning per header or parameter', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  const logger = new MemoryLogger();
  before(async () => {
    const signer = await testSigner();
    t = await startTestServer({ signer, logger });
    token = await mintToken(signer, t.clock, {
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
      scope: ['vote'],
      fam: 'fam-1',
    });
  });
  after(() => t.close());

  const expect400 = (answer: { status: number; body: any }, description: string) => {
    expect([answer.status, answer.body.error], JSON.stringify(answer.body)).to.deep.equal([
      400,
      'invalid_request',
    ]);
    expect(answer.body.error_description).to.include(description);
  };

  it('an HTTP/1.1 request without Host is a 400 that says so in JSON, logged by the pipeline (Node alone answers no body); HTTP/1.0 needs none', async () => {
    const logged = logger.lines.length;
    const noHost = await rawRequest(t.url, 'GET /api/me HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(noHost).to.deep.equal({
      status: 400,
      body: {
        error: 'invalid_request',
        error_description: 'The request has no Host header, which HTTP/1.1 requires',
      },
    });
    // Through the one pipeline: its request log saw it, with the status it answered.
    expect(
      logger.lines
        .slice(logged)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.message === 'request')
        .map((line) => [line.path, line.status]),
    ).to.deep.equal([['/api/me', 400]]);
    const old = await rawRequest(t.url, 'GET /api/me HTTP/1.0\r\n\r\n');
    expect(old.status).to.equal(401);
    expect(old.body.error_description).to.equal('The token is missing');
  });

  it('a broadcast body nested 5,000 deep is a 400 naming the depth', async () => {
    const deep = `{"operations":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const answer = await call(t.url, 'POST', '/api/broadcast', {
      raw: deep,
      contentType: 'application/json',
      headers: { Authorization: token },
    });
    expect400(answer, 'nest deeper than 16 levels');
  });

  it('two Idempotency-Key headers are a 400, never one key made of both', async () => {
    const answer = await fetch(`${t.url}/api/broadcast`, {
      method: 'POST',
      headers: [
        ['Authorization', token],
        ['Content-Type', 'application/json'],
        ['Idempotency-Key', 'dup1'],
        ['Idempotency-Key', 'dup2'],
      ],
      body: JSON.stringify({
        operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 100 }]],
      }),
    });
    expect400({ status: answer.status, body: await answer.json() }, 'Idempotency-Key');
  });

  it('two access_token parameters are ambiguous credentials: 400, not "missing"', async () => {
    const answer = await call(t.url, 'GET', `/api/me?access_token=${token}&access_token=${token}`);
    expect400(answer, 'the credentials are ambiguous');
  });
});
