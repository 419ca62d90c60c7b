import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { sha256Base64Url } from '../../core/shared/crypto';
import { DPOP_ALGS } from '../../core/tokens/dpop';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { aDPoPKey, claimsOf, type DPoPKey } from '../support/dpopKeys';
import { freePort } from '../support/freePort';
import { call, type Answer } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { rawRequest } from '../support/rawHttp';

const REDIRECT = 'https://demo.example/callback';
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = sha256Base64Url(VERIFIER);
const spaApp = anApp('spa-app').withRedirect(REDIRECT).grantedTo('hivegate').asPublicClient();

/** A service over an in-memory chain where alice granted demo-app and spa-app (a public client). */
async function dpopServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const chain = new MemoryChainClient([
    aUser('alice').grantedTo('demo-app').grantedTo('spa-app').build(),
    demoApp.build(),
    spaApp.build(),
    aUser('hivegate').build(),
  ]);
  const t = await startTestServer({ chain }, { PORT: String(port), BASE_URL: issuer, ...env });
  return { ...t, issuer };
}

/**
 * DPoP over HTTP (RFC 9449, issue 36 §6): the headers a proof travels in and the answers a
 * refusal gets — 400 at the token endpoint, 401 with a `DPoP` challenge at a protected resource,
 * `DPoP-Nonce` to retry with — on every route that takes a token.
 */
describe('HTTP: DPoP (RFC 9449)', () => {
  let t: Awaited<ReturnType<typeof dpopServer>>;
  let key: DPoPKey;
  before(async () => {
    t = await dpopServer();
  });
  after(() => t.close());
  beforeEach(async () => {
    key = await aDPoPKey('ES256', () => t.clock.now());
  });

  async function code(clientId: string): Promise<string> {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: clientId,
        redirect_uri: REDIRECT,
        scope: 'openid vote',
      },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: clientId,
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'openid vote',
        code_challenge: CHALLENGE,
        code_challenge_method: 'S256',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return new URL(answer.body.redirect_to).searchParams.get('code')!;
  }
  const tokenProof = (by = key, nonce?: string) =>
    by.proof('POST', `${t.issuer}/api/oauth2/token`, { nonce });
  const token = (form: Record<string, string>, dpop?: string) =>
    call(t.url, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams(form).toString(),
      headers: dpop ? { DPoP: dpop } : {},
    });
  /** A public client's code exchange, with a proof unless `dpop` is null. */
  async function spaTokens(dpop: string | null | undefined = undefined): Promise<Answer> {
    const answer = await token(
      {
        grant_type: 'authorization_code',
        code: await code('spa-app'),
        client_id: 'spa-app',
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      },
      dpop === null ? undefined : (dpop ?? (await tokenProof())),
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer;
  }
  /** `path` with the token under DPoP and a proof for the request (`proof` to send another). */
  async function resource(
    method: 'GET' | 'POST',
    path: string,
    accessToken: string,
    proof?: string,
  ): Promise<Answer> {
    const dpop = proof ?? (await key.proof(method, `${t.issuer}${path}`, { token: accessToken }));
    return call(t.url, method, path, {
      headers: { Authorization: `DPoP ${accessToken}`, DPoP: dpop },
      ...(method === 'POST' ? { json: {} } : {}),
    });
  }

  it('lists the proof algorithms in discovery (ES256 and EdDSA among them)', async () => {
    const answer = await call(t.url, 'GET', '/.well-known/openid-configuration');
    expect(answer.body.dpop_signing_alg_values_supported).to.deep.equal([...DPOP_ALGS]);
    expect(answer.body.dpop_signing_alg_values_supported).to.include.members(['ES256', 'EdDSA']);
  });

  it('answers a token request with a proof with token_type DPoP and tokens bound to its key (cnf.jkt)', async () => {
    const { body } = await spaTokens();
    expect(body.token_type).to.equal('DPoP');
    expect(claimsOf(body.access_token).cnf).to.deep.equal({ jkt: key.jkt });
  });

  it('binds the API’s own token form too (code and client_secret, no grant_type)', async () => {
    const answer = await token(
      { code: await code('demo-app'), client_secret: demoApp.secret, code_verifier: VERIFIER },
      await tokenProof(),
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body.token_type).to.equal('DPoP');
    expect(claimsOf(answer.body.access_token).cnf).to.deep.equal({ jkt: key.jkt });
    expect(claimsOf(answer.body.refresh_token).cnf, 'a confidential client’s').to.equal(undefined);
  });

  it('takes a bound token as "Authorization: DPoP" with a proof on /api/me (GET and POST), userinfo and revocation', async () => {
    const { access_token } = (await spaTokens()).body;
    for (const method of ['GET', 'POST'] as const) {
      const me = await resource(method, '/api/me', access_token);
      expect(me.status, JSON.stringify(me.body)).to.equal(200);
      expect(me.body.user).to.equal('alice');
    }
    const userinfo = await resource('GET', '/api/oauth2/userinfo', access_token);
    expect(userinfo.status, JSON.stringify(userinfo.body)).to.equal(200);
    expect(userinfo.body.sub).to.equal('alice');
    const revoked = await resource('POST', '/api/oauth2/token/revoke', access_token);
    expect(revoked.body).to.deep.equal({ success: true });
    const after = await resource('GET', '/api/me', access_token);
    expect(after.status).to.equal(401);
    expect(after.body.error_description).to.equal('The token has been revoked');
  });

  it('refuses a bound token as a bearer token, by GET and POST alike', async () => {
    const { access_token } = (await spaTokens()).body;
    for (const method of ['GET', 'POST']) {
      const answer = await call(t.url, method, '/api/me', {
        headers: { Authorization: `Bearer ${access_token}` },
        ...(method === 'POST' ? { json: {} } : {}),
      });
      expect(answer.status).to.equal(401);
      expect(answer.body.error).to.equal('invalid_grant');
      expect(answer.body.error_description).to.match(/bound to a DPoP key/);
    }
    const userinfo = await call(t.url, 'GET', '/api/oauth2/userinfo', {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(userinfo.status).to.equal(401);
    expect(userinfo.headers.get('www-authenticate')).to.match(/^Bearer .*error="invalid_token"/);
  });

  it('answers a protected resource’s proof problems 401 with a DPoP challenge naming the error and algs', async () => {
    const { access_token } = (await spaTokens()).body;
    const replayed = await key.proof('GET', `${t.issuer}/api/me`, { token: access_token });
    expect((await resource('GET', '/api/me', access_token, replayed)).status).to.equal(200);
    const cases = {
      replayed,
      'another htu': await key.proof('GET', `${t.issuer}/api/broadcast`, { token: access_token }),
      'another htm': await key.proof('POST', `${t.issuer}/api/me`, { token: access_token }),
      'another ath': await key.proof('GET', `${t.issuer}/api/me`, { token: 'another' }),
      'a private jwk': await key.proof('GET', `${t.issuer}/api/me`, {
        token: access_token,
        privateJwkInHeader: true,
      }),
      'another typ': await key.proof('GET', `${t.issuer}/api/me`, {
        token: access_token,
        typ: 'JWT',
      }),
    };
    for (const [what, proof] of Object.entries(cases)) {
      const answer = await resource('GET', '/api/me', access_token, proof);
      expect(answer.status, what).to.equal(401);
      expect(answer.body.error, what).to.equal('invalid_dpop_proof');
      const header = answer.headers.get('www-authenticate') ?? '';
      expect(header, what).to.match(/^DPoP realm="hivegate", error="invalid_dpop_proof"/);
      expect(header, what).to.include(`algs="${DPOP_ALGS.join(' ')}"`);
    }
  });

  it('answers a token request’s proof problem 400 invalid_dpop_proof, with no challenge', async () => {
    const answer = await token(
      {
        grant_type: 'authorization_code',
        code: await code('spa-app'),
        client_id: 'spa-app',
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      },
      await key.proof('POST', `${t.issuer}/api/oauth2/userinfo`),
    );
    expect(answer.status).to.equal(400);
    expect(answer.body.error).to.equal('invalid_dpop_proof');
    expect(answer.headers.get('www-authenticate')).to.equal(null);
  });

  it('refuses a DPoP header beside a bearer token, and two DPoP headers', async () => {
    const { access_token } = (await spaTokens(null)).body;
    const beside = await call(t.url, 'GET', '/api/me', {
      headers: {
        Authorization: `Bearer ${access_token}`,
        DPoP: await key.proof('GET', `${t.issuer}/api/me`),
      },
    });
    expect(beside.status).to.equal(400);
    expect(beside.body.error_description).to.match(/Authorization: DPoP/);
    const proof = await key.proof('GET', `${t.issuer}/api/me`, { token: access_token });
    const twice = await rawRequest(
      t.url,
      `GET /api/me HTTP/1.1\r\nHost: x\r\nAuthorization: DPoP ${access_token}\r\nDPoP: ${proof}\r\nDPoP: ${proof}\r\nConnection: close\r\n\r\n`,
    );
    expect(twice.status).to.equal(400);
    expect(twice.body.error_description).to.equal('Send one DPoP header, not several');
  });

  it('refuses a public client’s bound refresh token with another key, and refreshes it with its own', async () => {
    const { refresh_token } = (await spaTokens()).body;
    const refresh = (dpop?: string) =>
      token({ grant_type: 'refresh_token', refresh_token, client_id: 'spa-app' }, dpop);
    const other = await aDPoPKey('EdDSA', () => t.clock.now());
    for (const answer of [await refresh(await tokenProof(other)), await refresh()]) {
      expect(answer.status).to.equal(401);
      expect(answer.body.error).to.equal('invalid_grant');
    }
    const rotated = await refresh(await tokenProof());
    expect(rotated.status, JSON.stringify(rotated.body)).to.equal(200);
    expect(rotated.body.token_type).to.equal('DPoP');
  });

  it('lets pages send DPoP and read DPoP-Nonce and WWW-Authenticate (CORS)', async () => {
    const preflight = await call(t.url, 'OPTIONS', '/api/me', {
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,dpop',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).to.match(/\bdpop\b/i);
    const answer = await call(t.url, 'GET', '/api/apps', { headers: { Origin: 'https://x' } });
    expect(answer.headers.get('access-control-expose-headers')).to.match(/DPoP-Nonce/);
    expect(answer.headers.get('access-control-expose-headers')).to.match(/WWW-Authenticate/);
  });

  describe('with nonces required (DPOP_NONCE=1)', () => {
    let n: Awaited<ReturnType<typeof dpopServer>>;
    before(async () => {
      n = await dpopServer({ DPOP_NONCE: '1' });
    });
    after(() => n.close());

    it('asks the token request for a nonce (400 use_dpop_nonce, DPoP-Nonce), takes it, and says the next on every answer', async () => {
      const nonceKey = await aDPoPKey('EdDSA', () => n.clock.now());
      const challenge = await call(n.url, 'POST', '/api/oauth2/challenge', {
        json: { username: 'alice', client_id: 'spa-app', redirect_uri: REDIRECT, scope: 'vote' },
      });
      const authorized = await call(n.url, 'POST', '/api/oauth2/authorize', {
        json: {
          challenge: challenge.body.challenge,
          signature: signMessage(challenge.body.challenge, keyOf('alice')),
          client_id: 'spa-app',
          redirect_uri: REDIRECT,
          response_type: 'code',
          scope: 'vote',
          code_challenge: CHALLENGE,
          code_challenge_method: 'S256',
        },
      });
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code: new URL(authorized.body.redirect_to).searchParams.get('code')!,
        client_id: 'spa-app',
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      }).toString();
      const url = `${n.issuer}/api/oauth2/token`;
      const first = await call(n.url, 'POST', '/api/oauth2/token', {
        form,
        headers: { DPoP: await nonceKey.proof('POST', url) },
      });
      expect(first.status).to.equal(400);
      expect(first.body.error).to.equal('use_dpop_nonce');
      const nonce = first.headers.get('dpop-nonce')!;
      expect(nonce).to.be.a('string').and.not.equal('');
      const second = await call(n.url, 'POST', '/api/oauth2/token', {
        form,
        headers: { DPoP: await nonceKey.proof('POST', url, { nonce }) },
      });
      expect(second.status, JSON.stringify(second.body)).to.equal(200);
      expect(second.headers.get('dpop-nonce')).to.equal(nonce);

      const accessToken = second.body.access_token as string;
      const me = (proof: string) =>
        call(n.url, 'GET', '/api/me', {
          headers: { Authorization: `DPoP ${accessToken}`, DPoP: proof },
        });
      const meUrl = `${n.issuer}/api/me`;
      const refused = await me(await nonceKey.proof('GET', meUrl, { token: accessToken }));
      expect(refused.status).to.equal(401);
      expect(refused.headers.get('www-authenticate')).to.match(/^DPoP .*error="use_dpop_nonce"/);
      expect(refused.headers.get('dpop-nonce')).to.equal(nonce);
      const ok = await me(await nonceKey.proof('GET', meUrl, { token: accessToken, nonce }));
      expect(ok.status, JSON.stringify(ok.body)).to.equal(200);
    });
  });
});
