import { expect } from 'chai';
import { mintToken } from '../support/mintToken';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { rawRequest } from '../support/rawHttp';
import { testSigner } from '../support/coreFixture';

/** RFC 6750 §2: the token travels one way only; anything else is a 400 invalid_request, never a silent pick. */
describe('HTTP: where the access token may travel', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  before(async () => {
    const signer = await testSigner();
    t = await startTestServer({ signer });
    token = await mintToken(signer, t.clock, {
      kind: 'login',
      sub: 'alice',
      app: 'demo-app',
      scope: ['login'],
      fam: 'fam-1',
    });
  });
  after(() => t.close());

  const invalidRequest = (description: RegExp) => (answer: { status: number; body: any }) => {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(400);
    expect(answer.body.error).to.equal('invalid_request');
    expect(answer.body.error_description).to.match(description);
  };

  it('one way at a time works: header, Bearer header, query, body', async () => {
    expect(
      (await call(t.url, 'GET', '/api/me', { headers: { Authorization: token } })).status,
    ).to.equal(200);
    expect(
      (await call(t.url, 'GET', '/api/me', { headers: { Authorization: `Bearer ${token}` } }))
        .status,
    ).to.equal(200);
    expect((await call(t.url, 'GET', `/api/me?access_token=${token}`)).status).to.equal(200);
    expect(
      (await call(t.url, 'POST', '/api/me', { json: { access_token: token } })).status,
    ).to.equal(200);
  });

  it('two Authorization headers are refused, even when both carry the same valid token', async () => {
    const host = new URL(t.url).host;
    const answer = await rawRequest(
      t.url,
      `GET /api/me HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${token}\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
    );
    invalidRequest(/one Authorization header/)(answer);
  });

  it('a token in the header and in the query, or in the header and in the body, is refused', async () => {
    invalidRequest(/one way only/)(
      await call(t.url, 'GET', `/api/me?access_token=${token}`, {
        headers: { Authorization: token },
      }),
    );
    invalidRequest(/one way only/)(
      await call(t.url, 'POST', '/api/me', {
        json: { access_token: token },
        headers: { Authorization: token },
      }),
    );
    invalidRequest(/one way only/)(
      await call(t.url, 'POST', `/api/me?access_token=${token}`, { json: { access_token: token } }),
    );
    invalidRequest(/one way only/)(
      await call(t.url, 'POST', '/api/oauth2/token/revoke', {
        json: { access_token: token },
        headers: { Authorization: token },
      }),
    );
  });

  it('the answer never echoes the token', async () => {
    const answer = await call(t.url, 'GET', `/api/me?access_token=${token}`, {
      headers: { Authorization: token },
    });
    expect(JSON.stringify(answer.body)).to.not.include(token);
  });
});
