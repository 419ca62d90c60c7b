import { expect } from 'chai';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

/**
 * The one Koa pipeline (createHttpApp.ts): each step runs for the requests that need it. The
 * steps' own behaviour is held elsewhere (oauth.spec.ts: bodies; dpop.spec.ts: nonces); this holds
 * where each one runs that an answer shows (the page steps skip the API for speed alone, and
 * i18n.spec.ts holds pageLocale's own skip).
 */
describe('HTTP: one pipeline, each step where it is needed (issue 55 §2)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({}, { DPOP_NONCE: '1' });
  });
  after(() => t.close());

  it('CORS on the API and its discovery documents, none on pages', async () => {
    for (const path of ['/api/me', '/.well-known/openid-configuration']) {
      const answer = await call(t.url, 'GET', path, { headers: { Origin: 'https://app.example' } });
      expect(answer.headers.get('access-control-allow-origin'), path).to.equal('*');
    }
    const page = await call(t.url, 'GET', '/', { headers: { Origin: 'https://app.example' } });
    expect(page.status).to.equal(200);
    expect(page.headers.get('access-control-allow-origin')).to.equal(null);
    expect(page.headers.get('vary') ?? '').not.to.match(/Origin/);
  });

  it('CORS is one fixed policy: any origin, no credentials, every origin alike', async () => {
    // An error answer carries it too, or a page could not read why it was refused.
    const refused = await call(t.url, 'GET', '/api/me', {
      headers: { Origin: 'https://a.example' },
    });
    expect(refused.status).to.equal(401);
    expect(refused.headers.get('access-control-allow-origin')).to.equal('*');
    expect(refused.headers.get('access-control-allow-credentials')).to.equal(null);
    expect(refused.headers.get('access-control-expose-headers')).to.equal(
      'X-Request-Id,Retry-After,DPoP-Nonce,WWW-Authenticate',
    );
    const preflight = await call(t.url, 'OPTIONS', '/api/broadcast', {
      headers: {
        Origin: 'https://b.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-unknown',
      },
    });
    expect(preflight.status).to.equal(204);
    expect(
      Object.fromEntries(
        [...preflight.headers].filter(([name]) => name.startsWith('access-control-')),
      ),
    ).to.deep.equal({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,POST,OPTIONS',
      'access-control-allow-headers':
        'Authorization,Content-Type,Accept,X-Request-Id,Idempotency-Key,DPoP',
      'access-control-max-age': '600',
    });
    // An OPTIONS that is no preflight is the routers' own: what the path allows, no CORS.
    const options = await call(t.url, 'OPTIONS', '/api/broadcast');
    expect(options.status).to.equal(200);
    expect(options.headers.get('access-control-allow-methods')).to.equal(null);
    expect(options.headers.get('allow')).to.match(/POST/);
  });

  it('a DPoP nonce on API answers to a request with a DPoP header, not on pages', async () => {
    const headers = { DPoP: 'not-a-proof' };
    const api = await call(t.url, 'GET', '/api/me', { headers });
    expect(api.headers.get('dpop-nonce')).to.be.a('string').and.not.equal('');
    const page = await call(t.url, 'GET', '/', { headers });
    expect(page.headers.get('dpop-nonce')).to.equal(null);
  });

  it('bodies are read for POST only: another method with a malformed body is answered by its route', async () => {
    const put = await call(t.url, 'PUT', '/api/broadcast', {
      raw: '{"operations":',
      contentType: 'application/json',
    });
    expect(put.status).to.equal(405);
    expect(put.body.error).to.equal('method_not_allowed');
    const post = await call(t.url, 'POST', '/api/broadcast', {
      raw: '{"operations":',
      contentType: 'application/json',
    });
    expect(post.status).to.equal(400);
    expect(post.body.error_description).to.match(/JSON|malformed|parse/i);
  });
});
