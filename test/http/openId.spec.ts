import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { sha256Hex } from '../../core/shared/crypto';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp } from '../support/coreFixture';
import { freePort } from '../support/freePort';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

const REDIRECT = 'https://demo.example/callback';
/** A secret with every character RFC 6749 §2.3.1 makes clients URL-encode in a Basic header. */
const ODD_SECRET = 'p@ss:w rd+%/é';
const oddApp = anApp('odd-app')
  .withRedirect('https://odd.example/cb')
  .withProfile({ secret: sha256Hex(ODD_SECRET) });
const formEncode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${formEncode(id)}:${formEncode(secret)}`).toString('base64')}`;

describe('HTTP: OpenID Connect (discovery, token endpoint standard form, userinfo)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let issuer: string;
  before(async () => {
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}`;
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      demoApp.build(),
      otherApp.build(),
      oddApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startTestServer({ chain }, { PORT: String(port), BASE_URL: issuer });
  });
  after(() => t.close());

  async function code(
    options: { clientId?: string; redirectUri?: string; scope?: string; nonce?: string } = {},
  ) {
    const clientId = options.clientId ?? 'demo-app';
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: clientId,
        redirect_uri: options.redirectUri ?? REDIRECT,
        scope: options.scope ?? 'openid profile',
      },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: clientId,
        redirect_uri: options.redirectUri ?? REDIRECT,
        response_type: 'code',
        scope: options.scope ?? 'openid profile',
        state: 's1',
        ...(options.nonce ? { nonce: options.nonce } : {}),
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const params = new URL(answer.body.redirect_to).searchParams;
    expect(params.get('iss')).to.equal(issuer);
    return params.get('code')!;
  }
  const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    call(t.url, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams(form).toString(),
      headers,
    });

  it('publishes the provider metadata at /.well-known/openid-configuration, issuer = BASE_URL', async () => {
    const answer = await call(t.url, 'GET', '/.well-known/openid-configuration');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({
      issuer,
      authorization_endpoint: `${issuer}/oauth2/authorize`,
      token_endpoint: `${issuer}/api/oauth2/token`,
      userinfo_endpoint: `${issuer}/api/oauth2/userinfo`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      authorization_response_iss_parameter_supported: true,
    });
    expect(answer.body.response_types_supported).to.deep.equal(['code']);
    expect(answer.body.subject_types_supported).to.deep.equal(['public']);
    expect(answer.body.id_token_signing_alg_values_supported).to.include('RS256');
    expect(answer.body.token_endpoint_auth_methods_supported).to.have.members([
      'client_secret_post',
      'client_secret_basic',
      'none',
    ]);
    expect(answer.body.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(answer.body.grant_types_supported).to.deep.equal([
      'authorization_code',
      'refresh_token',
      'urn:ietf:params:oauth:grant-type:device_code',
    ]);
    expect(answer.body.scopes_supported).to.include.members([
      'openid',
      'profile',
      'offline_access',
    ]);
    expect(answer.body.claims_supported).to.include.members([
      'sub',
      'iss',
      'aud',
      'nonce',
      'auth_time',
      'amr',
      'hive_wallet',
      'hive_key_role',
      'name',
      'picture',
      'website',
      'preferred_username',
    ]);
    expect(answer.body.claims_supported).to.not.include('hive_delegate');
    const jwks = await call(t.url, 'GET', '/.well-known/jwks.json');
    expect(jwks.body.keys.map((k: any) => k.alg)).to.deep.equal(['EdDSA', 'RS256']);
    expect(
      jwks.body.keys.every((k: any) => typeof k.kid === 'string' && k.d === undefined),
    ).to.equal(true);
  });

  it('exchanges a code with client_secret_basic (URL-decoded credentials) for tokens and an id_token', async () => {
    const answer = await token(
      {
        grant_type: 'authorization_code',
        code: await code({ clientId: 'odd-app', redirectUri: 'https://odd.example/cb' }),
        redirect_uri: 'https://odd.example/cb',
      },
      {
        Authorization: basic('odd-app', ODD_SECRET),
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.headers.get('cache-control')).to.equal('no-store');
    expect(answer.body).to.have.all.keys(
      'access_token',
      'refresh_token',
      'expires_in',
      'username',
      'id_token',
      'token_type',
      'scope',
    );
    expect(answer.body.token_type).to.equal('Bearer');
    expect(
      answer.body.scope,
      'RFC 6749 §5.1: the OpenID scopes, then what it may broadcast',
    ).to.equal('openid profile login');
  });

  it('exchanges with client_secret_post, and refreshes with grant_type=refresh_token', async () => {
    const first = await token({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
      client_id: 'demo-app',
      client_secret: demoApp.secret,
    });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: first.body.refresh_token,
      client_secret: demoApp.secret,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
    expect(refreshed.body.id_token).to.be.a('string');
  });

  it("keeps the spec's HiveSigner body exactly: no grant_type, code + client_secret, its errors and strings", async () => {
    const answer = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code: await code({ scope: 'login' }), client_secret: demoApp.secret },
    });
    expect(answer.body).to.have.all.keys('access_token', 'refresh_token', 'expires_in', 'username');
    const wrong = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code: await code({ scope: 'login' }), client_secret: 'nope' },
    });
    expect([wrong.status, wrong.body]).to.deep.equal([
      401,
      { error: 'invalid_grant', error_description: 'The code or secret is not valid' },
    ]);
    const junk = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code: 'junk', client_secret: demoApp.secret },
    });
    expect([junk.status, junk.body]).to.deep.equal([
      401,
      { error: 'invalid_grant', error_description: 'The token has invalid role' },
    ]);
  });

  it('refuses two client authentication methods at once (400 invalid_request)', async () => {
    const answer = await token(
      {
        grant_type: 'authorization_code',
        code: await code(),
        redirect_uri: REDIRECT,
        client_secret: demoApp.secret,
      },
      {
        Authorization: basic('demo-app', demoApp.secret),
      },
    );
    expect(answer.status).to.equal(400);
    expect(answer.body.error).to.equal('invalid_request');
    expect(answer.body.error_description).to.include('more than one way');
  });

  it('authenticates the client before the grant: a wrong secret is invalid_client with WWW-Authenticate whatever the code (issue 22 §5)', async () => {
    const spent = await code();
    const first = await token(
      { grant_type: 'authorization_code', code: spent, redirect_uri: REDIRECT },
      { Authorization: basic('demo-app', demoApp.secret) },
    );
    expect(first.status).to.equal(200);
    for (const grant of [spent, 'not-a-code', '']) {
      const answer = await token(
        { grant_type: 'authorization_code', code: grant || 'x', redirect_uri: REDIRECT },
        { Authorization: basic('demo-app', 'wrong') },
      );
      expect([answer.status, answer.body.error], grant).to.deep.equal([401, 'invalid_client']);
      expect(answer.headers.get('www-authenticate'), grant).to.equal('Basic realm="hivegate"');
    }
  });

  it('an app that was issued a secret may not authenticate with none, even with PKCE (RFC 6749 §4.1.3)', async () => {
    const answer = await token({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
      client_id: 'demo-app',
      code_verifier: 'a'.repeat(43),
    });
    expect([answer.status, answer.body.error]).to.deep.equal([401, 'invalid_client']);
  });

  it('answers bad Basic credentials with 401 invalid_client and WWW-Authenticate: Basic; the code survives', async () => {
    const grant = await code();
    for (const authorization of [
      basic('demo-app', 'wrong'),
      basic('nobody', demoApp.secret),
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      'Bearer abc',
    ]) {
      const answer = await token(
        { grant_type: 'authorization_code', code: grant, redirect_uri: REDIRECT },
        { Authorization: authorization },
      );
      expect(answer.status, authorization).to.equal(401);
      expect(answer.body.error, authorization).to.equal('invalid_client');
      expect(answer.headers.get('www-authenticate'), authorization).to.equal(
        'Basic realm="hivegate"',
      );
    }
    const wrongPost = await token({
      grant_type: 'authorization_code',
      code: grant,
      redirect_uri: REDIRECT,
      client_secret: 'wrong',
    });
    expect([
      wrongPost.status,
      wrongPost.body.error,
      wrongPost.headers.get('www-authenticate'),
    ]).to.deep.equal([401, 'invalid_client', null]);
    const ok = await token(
      { grant_type: 'authorization_code', code: grant, redirect_uri: REDIRECT },
      { Authorization: basic('demo-app', demoApp.secret) },
    );
    expect(ok.status).to.equal(200);
  });

  it("refuses a redirect_uri that differs from the authorization's, and a code used by another client", async () => {
    const grant = await code();
    const mismatch = await token({
      grant_type: 'authorization_code',
      code: grant,
      redirect_uri: 'https://demo.example/other',
      client_secret: demoApp.secret,
    });
    expect([mismatch.status, mismatch.body.error_description]).to.deep.equal([
      401,
      'redirect_uri does not match the one of the authorization request',
    ]);
    const stolen = await token(
      { grant_type: 'authorization_code', code: grant, redirect_uri: REDIRECT },
      { Authorization: basic('other-app', otherApp.secret) },
    );
    expect([stolen.status, stolen.body]).to.deep.equal([
      401,
      { error: 'invalid_grant', error_description: 'The grant was issued to another client' },
    ]);
  });

  it('refuses an unknown grant_type, naming the three it knows, and a request that names no client', async () => {
    const known =
      'grant_type must be one of: authorization_code, refresh_token, urn:ietf:params:oauth:grant-type:device_code';
    // 'toString' is no grant type, though every object has one.
    for (const grant_type of ['password', 'toString']) {
      const unknown = await token({ grant_type, username: 'alice', password: 'x' });
      expect([unknown.status, unknown.body]).to.deep.equal([
        400,
        { error: 'unsupported_grant_type', error_description: known },
      ]);
    }
    // RFC 6749 §3.1: no parameter twice; a form's repeat is a list, said so.
    const twice = await call(t.url, 'POST', '/api/oauth2/token', {
      form: 'grant_type=refresh_token&grant_type=refresh_token&refresh_token=x',
    });
    expect([twice.status, twice.body]).to.deep.equal([
      400,
      { error: 'invalid_request', error_description: 'grant_type must be text, given once' },
    ]);
    const tokenTwice = await call(t.url, 'POST', '/api/oauth2/token', {
      form: 'grant_type=refresh_token&refresh_token=x&refresh_token=y',
    });
    expect(tokenTwice.body.error_description).to.equal('refresh_token must be text, given once');
    const anonymous = await token({
      grant_type: 'authorization_code',
      code: await code(),
      redirect_uri: REDIRECT,
    });
    expect([anonymous.status, anonymous.body.error]).to.deep.equal([401, 'invalid_client']);
  });

  it('userinfo answers GET and POST with a Bearer token; 401 with WWW-Authenticate otherwise', async () => {
    const tokens = (
      await token({
        grant_type: 'authorization_code',
        code: await code(),
        redirect_uri: REDIRECT,
        client_secret: demoApp.secret,
      })
    ).body;
    for (const method of ['GET', 'POST']) {
      const answer = await call(t.url, method, '/api/oauth2/userinfo', {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      });
      expect(answer.status, method).to.equal(200);
      expect(answer.body).to.deep.equal({
        sub: 'alice',
        preferred_username: 'alice',
        name: 'Alice',
      });
    }
    const missing = await call(t.url, 'GET', '/api/oauth2/userinfo');
    expect([
      missing.status,
      missing.body.error,
      missing.headers.get('www-authenticate'),
    ]).to.deep.equal([401, 'invalid_token', 'Bearer realm="hivegate"']);
    const forged = await call(t.url, 'GET', '/api/oauth2/userinfo', {
      headers: { Authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.status).to.equal(401);
    expect(forged.headers.get('www-authenticate')).to.equal(
      'Bearer realm="hivegate", error="invalid_token", error_description="The token is not valid"',
    );
    const hiveSigner = (
      await call(t.url, 'POST', '/api/oauth2/token', {
        json: { code: await code({ scope: 'login' }), client_secret: demoApp.secret },
      })
    ).body;
    const notOpenId = await call(t.url, 'GET', '/api/oauth2/userinfo', {
      headers: { Authorization: `Bearer ${hiveSigner.access_token}` },
    });
    expect([notOpenId.status, notOpenId.body.error]).to.deep.equal([403, 'insufficient_scope']);
    expect(notOpenId.headers.get('www-authenticate')).to.include('error="insufficient_scope"');
  });

  it('never takes an id_token as an access token: /api/me, /api/broadcast, revoke, userinfo, the token endpoint', async () => {
    const { id_token: idToken } = (
      await token({
        grant_type: 'authorization_code',
        code: await code(),
        redirect_uri: REDIRECT,
        client_secret: demoApp.secret,
      })
    ).body;
    const notValid = { error: 'invalid_grant', error_description: 'The token is not valid' };
    for (const [method, path] of [
      ['GET', '/api/me'],
      ['POST', '/api/me'],
      ['POST', '/api/oauth2/token/revoke'],
    ]) {
      const answer = await call(t.url, method, path, {
        headers: { Authorization: `Bearer ${idToken}` },
      });
      expect([answer.status, answer.body], path).to.deep.equal([401, notValid]);
    }
    const broadcast = await call(t.url, 'POST', '/api/broadcast', {
      headers: { Authorization: idToken },
      json: {
        operations: [['vote', { voter: 'alice', author: 'alice', permlink: 'p', weight: 100 }]],
      },
    });
    expect([broadcast.status, broadcast.body]).to.deep.equal([401, notValid]);
    const userinfo = await call(t.url, 'GET', '/api/oauth2/userinfo', {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect([userinfo.status, userinfo.body.error]).to.deep.equal([401, 'invalid_token']);
    const asRefresh = await token({
      grant_type: 'refresh_token',
      refresh_token: idToken,
      client_secret: demoApp.secret,
    });
    // The request names no client_id and an id_token names no app: no client to authenticate.
    expect([asRefresh.status, asRefresh.body.error_description]).to.deep.equal([
      401,
      'Client authentication failed',
    ]);
    const asCode = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code: idToken, client_secret: demoApp.secret },
    });
    expect([asCode.status, asCode.body.error_description]).to.deep.equal([
      401,
      'The token has invalid role',
    ]);
  });
});
