import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp } from '../support/coreFixture';
import { call } from '../support/http';
import { landing } from '../support/handoff';
import { startTestServer } from '../support/httpFixture';

describe('HTTP: sign-in, token exchange, /api/me, revoke', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  async function signIn(body: Record<string, unknown> = {}, username = 'alice') {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username,
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'vote,comment',
        ...pick(body, ['redirect_uri', 'scope', 'authorization_details', 'limit_choice']),
      },
    });
    if (challenge.status !== 200) return challenge; // what the challenge states was refused already
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf(username)),
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        response_type: 'code',
        scope: 'vote,comment',
        state: 's1',
        ...body,
      },
    });
    return answer;
  }

  async function codeFlowTokens() {
    const answer = await signIn();
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const code = new URL(answer.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    return tokens;
  }

  it('answers a wallet-chosen, readable challenge, and refuses it signed with its domain tampered (401, never 500)', async () => {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'login',
      },
    });
    expect(challenge.status, JSON.stringify(challenge.body)).to.equal(200);
    const text = String(challenge.body.challenge);
    expect(text).to.match(/^[^\n]+ wants you to sign in with your Hive account:\n\(the account/);
    expect(text).to.include('\nReturns to: https://demo.example/callback\n');
    const tampered = text.replace(/^[^ ]+/, 'evil.example');
    const refused = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: tampered,
        signature: signMessage(tampered, keyOf('bob')),
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'login',
      },
    });
    expect(refused.status).to.equal(401);
    expect(refused.body).to.deep.equal({
      error: 'invalid_grant',
      error_description:
        'The signed message names another domain (evil.example); sign only a message this service wrote',
    });
    const signed = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: text,
        signature: signMessage(text, keyOf('bob')),
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        scope: 'login',
        method: 'keychain',
      },
    });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    expect(signed.body.username).to.equal('bob');
  });

  it('walks challenge → authorize → code → token → /api/me → refresh → revoke → /api/me refused', async () => {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app' },
    });
    expect(challenge.body.expires_in).to.equal(300);
    const authorized = await signIn();
    expect(authorized.body.username).to.equal('alice');
    const redirect = new URL(authorized.body.redirect_to);
    expect(redirect.searchParams.get('state')).to.equal('s1');
    expect(redirect.searchParams.get('username')).to.equal('alice');

    const tokens = await call(t.url, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams({
        code: redirect.searchParams.get('code')!,
        client_secret: demoApp.secret,
      }).toString(),
    });
    expect(tokens.status).to.equal(200);
    expect(tokens.headers.get('cache-control')).to.equal('no-store');
    expect(tokens.body).to.have.all.keys('access_token', 'refresh_token', 'expires_in', 'username');
    expect(tokens.body.expires_in).to.equal(604800);

    const me = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: tokens.body.access_token },
    });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ user: 'alice', _id: 'alice', name: 'alice' });
    expect(me.body.account.name).to.equal('alice');
    expect(me.body.user_metadata.profile).to.deep.equal({ name: 'Alice', version: 2 });

    const refreshed = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: tokens.body.refresh_token, client_secret: demoApp.secret },
    });
    expect(refreshed.status).to.equal(200);
    expect(refreshed.body.access_token).to.not.equal(tokens.body.access_token);
    expect(refreshed.body.refresh_token).to.not.equal(tokens.body.refresh_token);

    const revoked = await call(t.url, 'POST', '/api/oauth2/token/revoke', {
      headers: { Authorization: refreshed.body.access_token },
    });
    expect(revoked.status).to.equal(200);
    expect(revoked.body).to.deep.equal({ success: true });
    const after = await call(t.url, 'POST', '/api/me', {
      headers: { Authorization: refreshed.body.access_token },
    });
    expect(after.status).to.equal(401);
    expect(after.body.error).to.equal('invalid_grant');
  });

  it('takes the token raw, as Bearer, in the query string and in the body', async () => {
    const { body } = await codeFlowTokens();
    for (const request of [
      call(t.url, 'GET', '/api/me', { headers: { Authorization: `Bearer ${body.access_token}` } }),
      call(t.url, 'GET', `/api/me?access_token=${encodeURIComponent(body.access_token)}`),
      call(t.url, 'POST', '/api/me', { json: { access_token: body.access_token } }),
      call(t.url, 'POST', '/api/me', {
        form: `access_token=${encodeURIComponent(body.access_token)}`,
      }),
    ]) {
      const answer = await request;
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.user).to.equal('alice');
    }
  });

  it('the token flow redirects with an access token that /api/me accepts', async () => {
    const answer = await signIn({ response_type: 'token', scope: 'login' });
    const url = await landing(t.url, answer);
    expect(url.searchParams.get('expires_in')).to.equal('604800');
    const me = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: url.searchParams.get('access_token')! },
    });
    expect(me.body.scope).to.deep.equal(['login']);
  });

  it('/api/me: 401 invalid_grant for a missing, forged, code or refresh token', async () => {
    const { body } = await codeFlowTokens();
    const code = new URL((await signIn()).body.redirect_to).searchParams.get('code')!;
    const [header, payload] = body.access_token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'bob' }),
    ).toString('base64url');
    const cases: [string | undefined, string][] = [
      [undefined, 'missing'],
      [`${header}.${changed}.${body.access_token.split('.')[2]}`, 'not valid'],
      [code, 'The token has invalid role'],
      [body.refresh_token, 'The token has invalid role'],
    ];
    for (const [token, description] of cases) {
      const answer = await call(t.url, 'GET', '/api/me', {
        headers: token ? { Authorization: token } : {},
      });
      expect(answer.status).to.equal(401);
      expect(answer.body.error).to.equal('invalid_grant');
      expect(answer.body.error_description).to.include(description);
    }
  });

  it('/api/me: an access token past its 604800 s is refused', async () => {
    const { body } = await codeFlowTokens();
    t.clock.advance(604_800_000);
    const answer = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: body.access_token },
    });
    t.clock.advance(-604_800_000);
    expect(answer.status).to.equal(401);
    expect(answer.body).to.deep.equal({
      error: 'invalid_grant',
      error_description: 'The token has expired',
    });
  });

  it('/api/me: refuses a token with alg none or another algorithm', async () => {
    const { body } = await codeFlowTokens();
    const payload = body.access_token.split('.')[1];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'hivegate-posting+jwt' })).toString('base64url')}.${payload}.`;
    const hs = `${Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'hivegate-posting+jwt' })).toString('base64url')}.${payload}.c2ln`;
    for (const token of [none, hs]) {
      const answer = await call(t.url, 'GET', '/api/me', { headers: { Authorization: token } });
      expect(answer.status).to.equal(401);
      expect(answer.body.error).to.equal('invalid_grant');
    }
  });

  it('/api/oauth2/token: spec errors, never a crash, and a wrong secret does not spend the code', async () => {
    const code = new URL((await signIn()).body.redirect_to).searchParams.get('code')!;
    const cases: [unknown, string][] = [
      [{}, 'The token has invalid role'],
      [{ code: 'garbage', client_secret: demoApp.secret }, 'The token has invalid role'],
      [{ code }, 'The code or secret is not valid'],
      [{ code, client_secret: 42 }, 'The code or secret is not valid'],
      [{ code, client_secret: otherApp.secret }, 'The code or secret is not valid'],
      [{ code: [code], client_secret: demoApp.secret }, 'The token has invalid role'],
    ];
    for (const [json, description] of cases) {
      const answer = await call(t.url, 'POST', '/api/oauth2/token', { json });
      expect(answer.status, JSON.stringify(json)).to.equal(401);
      expect(answer.body).to.deep.equal({ error: 'invalid_grant', error_description: description });
    }
    const doubled = await call(t.url, 'POST', '/api/oauth2/token', {
      form: `code=${code}&client_secret=${demoApp.secret}&client_secret=${demoApp.secret}`,
    });
    expect(doubled.body.error_description).to.equal('The code or secret is not valid');
    const bracketed = await call(t.url, 'POST', '/api/oauth2/token', {
      form: `code=${code}&client_secret[]=x`,
    });
    expect(bracketed.status).to.equal(401);
    const good = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
    expect(good.status).to.equal(200);
  });

  it('bad bodies: malformed JSON 400, wrong content type 415, too large 413, __proto__ refused or dropped', async () => {
    const malformed = await call(t.url, 'POST', '/api/oauth2/token', {
      raw: '{"code":',
      contentType: 'application/json',
    });
    expect(malformed.status).to.equal(400);
    expect(malformed.body.error).to.equal('invalid_request');
    const wrongType = await call(t.url, 'POST', '/api/oauth2/token', {
      raw: 'code=x',
      contentType: 'text/plain',
    });
    expect(wrongType.status).to.equal(415);
    expect(wrongType.body.error).to.equal('invalid_request');
    const huge = await call(t.url, 'POST', '/api/me', { json: { filler: 'x'.repeat(200_000) } });
    expect(huge.status).to.equal(413);
    expect(huge.body.error).to.equal('invalid_request');
    const proto = await call(t.url, 'POST', '/api/oauth2/challenge', {
      raw: '{"__proto__":{"admin":true},"username":"alice","client_id":"demo-app"}',
      contentType: 'application/json',
    });
    expect(proto.status).to.equal(400);
    expect(proto.body.error_description).to.include('__proto__');
    const protoForm = await call(t.url, 'POST', '/api/oauth2/challenge', {
      form: '__proto__[admin]=1&username=alice&client_id=demo-app',
    });
    expect(protoForm.status).to.equal(200);
    expect(({} as Record<string, unknown>).admin).to.equal(undefined);
  });

  it('compressed bodies: gzip, deflate and br are read, within the limit once inflated; another coding is 415 with Accept-Encoding, bytes that are not their coding 400', async () => {
    const send = async (encoding: string, body: Buffer) => {
      const response = await fetch(`${t.url}/api/oauth2/challenge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body: new Uint8Array(body),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    };
    const json = Buffer.from(
      JSON.stringify({
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
      }),
    );
    for (const [encoding, compress] of [
      ['gzip', gzipSync],
      ['deflate', deflateSync],
      ['br', brotliCompressSync],
    ] as const) {
      const read = await send(encoding, compress(json));
      expect(read.status, encoding).to.equal(200);
      expect(read.body.challenge, encoding).to.be.a('string');
    }
    for (const encoding of ['zstd', 'gzip, zstd']) {
      const unknown = await send(encoding, json);
      expect(unknown.status, encoding).to.equal(415);
      expect(unknown.headers.get('accept-encoding')).to.equal('gzip, deflate, br');
      expect(unknown.body).to.deep.equal({
        error: 'invalid_request',
        error_description: "The request body's Content-Encoding must be gzip, deflate, br or none",
      });
    }
    for (const [encoding, body] of [
      ['gzip', json],
      ['gzip', gzipSync(json).subarray(0, 15)],
      ['br', json],
    ] as const) {
      const undecoded = await send(encoding, body);
      expect(undecoded.status, encoding).to.equal(400);
      expect(undecoded.body.error_description).to.equal(
        'The request body is not what its Content-Encoding says it is',
      );
    }
    // 50 MB of spaces in 50 KB: refused as it inflates past the limit, whatever it would become.
    const bomb = await send('gzip', gzipSync(Buffer.alloc(50_000_000, ' '), { level: 9 }));
    expect(bomb.status).to.equal(413);
    expect(bomb.body.error_description).to.equal('The request body is too large');
  });

  it('a 64 KB token answers a JSON error, in the body (401) and in a header (431)', async () => {
    const big = 'a'.repeat(64 * 1024);
    const inBody = await call(t.url, 'POST', '/api/me', { json: { access_token: big } });
    expect(inBody.status).to.equal(401);
    expect(inBody.body.error).to.equal('invalid_grant');
    const inHeader = await call(t.url, 'GET', '/api/me', { headers: { Authorization: big } });
    expect(inHeader.status).to.equal(431);
    expect(inHeader.body.error).to.equal('invalid_request');
  });

  it('sign-in API: bad fields are 400 invalid_request; an unregistered redirect_uri is refused', async () => {
    const noUser = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'A!', client_id: 'demo-app' },
    });
    expect(noUser.status).to.equal(400);
    expect(noUser.body.error_description).to.include('username');
    const badRedirect = await signIn({ redirect_uri: 'https://evil.example/' });
    expect(badRedirect.status).to.equal(400);
    expect(badRedirect.body.error).to.equal('invalid_request');
    const plainPkce = await signIn({
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'plain',
    });
    expect(plainPkce.status).to.equal(400);
    const notGranted = await signIn({}, 'bob');
    expect(notGranted.status).to.equal(401);
    expect(notGranted.body.error).to.equal('unauthorized_client');
  });

  it("the endpoints that take a user's signature are for this service's own pages: no CORS, another origin refused (issue 37 §1)", async () => {
    for (const path of [
      '/api/oauth2/challenge',
      '/api/oauth2/authorize',
      '/api/oauth2/limits',
      '/api/oauth2/sign-ins/challenge',
      '/api/oauth2/sign-ins',
      '/api/oauth2/device/approve',
    ]) {
      const preflight = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).to.equal(null);
      for (const headers of [
        { Origin: 'https://evil.example' } as Record<string, string>,
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'null' }, // a sandboxed page anywhere
        { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const answer = await call(t.url, 'POST', path, { json: {}, headers });
        expect([answer.status, answer.body.error], path).to.deep.equal([400, 'invalid_request']);
        expect(answer.body.error_description).to.include("this service's own pages only");
        expect(answer.headers.get('access-control-allow-origin')).to.equal(null);
      }
    }
    // A form posted under Referrer-Policy: no-referrer says `Origin: null`; fetch metadata vouches.
    const nullOrigin = (headers: Record<string, string>) =>
      call(t.url, 'POST', '/api/oauth2/challenge', {
        json: { username: 'alice', client_id: 'demo-app' },
        headers: { Origin: 'null', ...headers },
      });
    expect((await nullOrigin({ 'Sec-Fetch-Site': 'same-origin' })).status).to.equal(200);
    expect((await nullOrigin({})).status, 'null, and nothing vouches').to.equal(400);
    const ours = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
      },
      headers: { Origin: new URL(t.url).origin, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(ours.status, JSON.stringify(ours.body)).to.equal(200);
    // A form of our own pages (Referrer-Policy: no-referrer) says Origin: null; the browser's
    // Sec-Fetch-Site says it is ours.
    const ownForm = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app' },
      headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(ownForm.status, JSON.stringify(ownForm.body)).to.equal(200);
  });

  it('CORS for every origin, with preflight', async () => {
    const preflight = await fetch(`${t.url}/api/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://any.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).to.be.oneOf([200, 204]);
    expect(preflight.headers.get('access-control-allow-origin')).to.equal('*');
    expect(preflight.headers.get('access-control-allow-headers')).to.match(/authorization/i);
    const simple = await fetch(`${t.url}/api/me`, { headers: { Origin: 'https://other.example' } });
    expect(simple.headers.get('access-control-allow-origin')).to.equal('*');
  });

  it('unknown routes are 404 JSON; the key set is published', async () => {
    const missing = await call(t.url, 'GET', '/api/nothing');
    expect(missing.status).to.equal(404);
    expect(missing.body.error).to.equal('not_found');
    const jwks = await call(t.url, 'GET', '/.well-known/jwks.json');
    expect(jwks.body.keys[0]).to.include({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.body.keys[0]).to.not.have.property('d');
  });

  it('a path that exists for other methods is a 405 that says so, with Allow', async () => {
    const answer = await call(t.url, 'GET', '/api/oauth2/token');
    expect(answer.status).to.equal(405);
    expect(answer.headers.get('allow')).to.match(/POST/);
    expect(answer.body).to.deep.equal({
      error: 'method_not_allowed',
      error_description: '/api/oauth2/token does not answer GET',
    });
  });

  it('the routes of GET and POST (/api/me, userinfo, logout) answer HEAD as GET, and any other method 405 with Allow', async () => {
    const { body } = await codeFlowTokens();
    const headers = { Authorization: body.access_token };
    const head = await call(t.url, 'HEAD', '/api/me', { headers });
    expect(head.status).to.equal(200);
    expect(head.body).to.equal('');
    for (const path of ['/api/me', '/api/oauth2/userinfo', '/oauth2/logout']) {
      const put = await call(t.url, 'PUT', path, { headers });
      expect(put.status, path).to.equal(405);
      expect(put.headers.get('allow'), path).to.equal('HEAD, GET, POST');
      expect(put.body, path).to.deep.equal({
        error: 'method_not_allowed',
        error_description: `${path} does not answer PUT`,
      });
      // An OPTIONS that is no preflight names the same methods, not every method there is.
      const options = await call(t.url, 'OPTIONS', path);
      expect(options.headers.get('allow'), path).to.equal('HEAD, GET, POST');
    }
  });
});

/** The members of `from` named in `names` that it has: what a challenge states of an authorize body. */
function pick(from: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => name in from).map((name) => [name, from[name]]));
}
