import { expect } from 'chai';
import { ChainUnavailable } from '../../core/ports/ChainClient';
import { keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { MemoryLogger } from '../support/MemoryLogger';

describe('HTTP: logs', () => {
  const logger = new MemoryLogger();
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({ logger });
  });
  after(() => t.close());

  it('log one line per request with a request id, and never a token, code, secret or signature', async () => {
    const { body: c } = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'posting',
      },
    });
    const signature = signMessage(c.challenge, keyOf('alice'));
    const { body: a } = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: c.challenge,
        signature,
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        response_type: 'code',
        scope: 'posting',
      },
    });
    const code = new URL(a.redirect_to).searchParams.get('code')!;
    const { body: tokens } = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
    const me = await call(t.url, 'GET', `/api/me?access_token=${tokens.access_token}`, {
      headers: { 'X-Request-Id': 'trace-1' },
    });
    expect(me.headers.get('x-request-id')).to.equal('trace-1');
    await call(t.url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: tokens.refresh_token, client_secret: demoApp.secret },
    });

    const text = logger.lines.join('\n');
    expect(
      logger.lines.filter((line) => line.includes('"message":"request"')),
    ).to.have.length.of.at.least(5);
    expect(text).to.include('"requestId":"trace-1"');
    for (const secret of [
      tokens.access_token,
      tokens.refresh_token,
      code,
      demoApp.secret,
      signature,
      c.challenge,
    ]) {
      expect(text).to.not.include(secret);
    }
  });

  it('an unexpected error is logged with its stack, and the client sees only a generic 500', async () => {
    t.chain.getAccounts = async () => {
      throw new TypeError('boom: internal detail');
    };
    const answer = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app' },
    });
    expect(answer.status).to.equal(500);
    expect(answer.body).to.deep.equal({
      error: 'server_error',
      error_description: 'An unexpected error occurred',
    });
    expect(
      logger.lines.some(
        (line) => line.includes('boom: internal detail') && line.includes('"level":"error"'),
      ),
    ).to.equal(true);
  });

  it('a 5xx domain error (chain unreachable) is logged with its request id, and a 503 says when to retry', async () => {
    t.chain.getAccounts = async () => {
      throw new ChainUnavailable('no node answered');
    };
    const answer = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app' },
      headers: { 'X-Request-Id': 'trace-503' },
    });
    expect(answer.status).to.equal(503);
    expect(answer.body).to.deep.equal({
      error: 'unavailable',
      error_description: 'The Hive network could not be reached; try again shortly',
    });
    expect(answer.headers.get('retry-after')).to.equal('30');
    const line = logger.lines.find(
      (l) => l.includes('"requestId":"trace-503"') && l.includes('"level":"error"'),
    );
    expect(line, 'an error line naming the request').to.be.a('string');
    expect(line).to.include('"error":"unavailable"');
  });
});
