import { expect } from 'chai';
import { DEMO_SPA } from '../../devnet';
import { keyOf, signMessage, aFollow } from '../support/builders';
import { claimsOf } from '../support/dpopKeys';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { freePort } from '../support/freePort';
import { call } from '../support/http';

type OpenIdClient = typeof import('openid-client');
type OAuth = typeof import('oauth4webapi');
type Configuration = Awaited<ReturnType<OpenIdClient['discovery']>>;

/** demo-spa's redirect URI in the demo genesis (a public client: PKCE, no secret). */
const REDIRECT = 'http://localhost:3000/demo/callback';
const FOLLOW = aFollow('alice');

/** The service on the dev chain at a known port, so BASE_URL (the issuer) is where it listens. */
async function serviceAt(env: Record<string, string> = {}): Promise<DevnetService> {
  const port = await freePort();
  return startDevnetService({ PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...env });
}

/** alice signs the challenge for the authorization request `url`; the URL the browser lands on. */
async function signInAt(service: string, url: URL): Promise<URL> {
  const q = url.searchParams;
  const challenge = await call(service, 'POST', '/api/oauth2/challenge', {
    json: {
      username: 'alice',
      client_id: q.get('client_id'),
      redirect_uri: q.get('redirect_uri'),
      scope: q.get('scope') ?? undefined,
    },
  });
  const fields = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce'];
  const answer = await call(service, 'POST', '/api/oauth2/authorize', {
    json: {
      challenge: challenge.body.challenge,
      signature: signMessage(challenge.body.challenge, keyOf('alice')),
      ...Object.fromEntries(
        [...fields, 'code_challenge', 'code_challenge_method'].flatMap((k) =>
          q.has(k) ? [[k, q.get(k)]] : [],
        ),
      ),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return new URL(answer.body.redirect_to);
}

/** What a refusal says: the error code of its body, or of its WWW-Authenticate challenge. */
function refusalOf(error: unknown): string | undefined {
  const e = error as { error?: string; cause?: { parameters?: { error?: string } }[] };
  return e.error ?? e.cause?.[0]?.parameters?.error;
}

/**
 * DPoP (RFC 9449, issue 36 §6) as code nobody here wrote speaks it: panva's openid-client and
 * oauth4webapi, their own DPoP support, against the whole service on the dev chain — a public
 * client's code flow, refresh, userinfo and a broadcast with bound tokens, and the refusals a
 * stolen token or proof meets.
 */
describe('DPoP with openid-client and oauth4webapi (on the dev chain)', function () {
  this.timeout(120_000);
  let world: DevnetService;
  let client: OpenIdClient;
  let oauth: OAuth;
  let config: Configuration;
  before(async () => {
    client = await import('openid-client');
    oauth = await import('oauth4webapi');
    world = await serviceAt();
    config = await client.discovery(new URL(world.url), DEMO_SPA, undefined, client.None(), {
      execute: [client.allowInsecureRequests], // the loopback service speaks http
    });
  });
  after(() => world?.close());

  /** alice's code-flow sign-in to demo-spa as openid-client runs it, bound to `dpop` when given. */
  async function signedIn(dpop?: ReturnType<OpenIdClient['getDPoPHandle']>) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid profile custom_json',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return client.authorizationCodeGrant(
      config,
      await signInAt(world.url, url),
      { pkceCodeVerifier: verifier, expectedState: state },
      undefined,
      dpop && { DPoP: dpop },
    );
  }
  const resource = (path: string) => new URL(path, world.url);

  it('discovers the proof algorithms openid-client can use', () => {
    expect(config.serverMetadata().dpop_signing_alg_values_supported).to.include.members([
      'ES256',
      'EdDSA',
    ]);
  });

  it('openid-client: code flow, userinfo, /api/me, a broadcast and a refresh, every token bound (ES256)', async () => {
    const dpop = client.getDPoPHandle(config, await client.randomDPoPKeyPair('ES256'));
    const jkt = await dpop.calculateThumbprint();
    const tokens = await signedIn(dpop);
    expect(tokens.token_type).to.equal('dpop');
    expect(claimsOf(tokens.access_token).cnf).to.deep.equal({ jkt });
    expect(tokens.claims()?.sub).to.equal('alice');

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, 'alice', {
      DPoP: dpop,
    });
    expect(userinfo).to.include({ sub: 'alice', name: 'Alice' });
    const me = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      resource('/api/me'),
      'GET',
      null,
      undefined,
      { DPoP: dpop },
    );
    expect(((await me.json()) as { user: string }).user).to.equal('alice');
    const broadcast = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      resource('/api/broadcast'),
      'POST',
      JSON.stringify({ operations: [FOLLOW] }),
      new Headers({ 'Content-Type': 'application/json' }),
      { DPoP: dpop },
    );
    const sent = (await broadcast.json()) as { result: { id: string } };
    expect(broadcast.status, JSON.stringify(sent)).to.equal(200);
    expect(sent.result.id).to.match(/^[0-9a-f]{40}$/);

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!, undefined, {
      DPoP: dpop,
    });
    expect(refreshed.token_type).to.equal('dpop');
    expect(claimsOf(refreshed.access_token).cnf).to.deep.equal({ jkt });
    expect(claimsOf(refreshed.refresh_token!).cnf, 'a public client’s').to.deep.equal({ jkt });
    const again = await client.fetchUserInfo(config, refreshed.access_token, 'alice', {
      DPoP: dpop,
    });
    expect(again.sub).to.equal('alice');
  });

  it('oauth4webapi: code flow, refresh and userinfo with its own DPoP handle (EdDSA)', async () => {
    const issuer = new URL(world.url);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { [oauth.allowInsecureRequests]: true }),
    );
    const spa = { client_id: DEMO_SPA };
    const auth = oauth.None();
    const dpop = oauth.DPoP({}, await oauth.generateKeyPair('EdDSA'));
    const insecure = { [oauth.allowInsecureRequests]: true, DPoP: dpop };
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: DEMO_SPA,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    const params = oauth.validateAuthResponse(as, spa, await signInAt(world.url, url));
    const granted = await oauth.processAuthorizationCodeResponse(
      as,
      spa,
      await oauth.authorizationCodeGrantRequest(
        as,
        spa,
        auth,
        params,
        REDIRECT,
        verifier,
        insecure,
      ),
    );
    expect(granted.token_type).to.equal('dpop');
    const jkt = await dpop.calculateThumbprint();
    expect(claimsOf(granted.access_token).cnf).to.deep.equal({ jkt });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      spa,
      await oauth.refreshTokenGrantRequest(as, spa, auth, granted.refresh_token!, insecure),
    );
    expect(refreshed.token_type).to.equal('dpop');
    const info = await oauth.processUserInfoResponse(
      as,
      spa,
      'alice',
      await oauth.userInfoRequest(as, spa, refreshed.access_token, insecure),
    );
    expect(info.sub).to.equal('alice');
  });

  describe('what a stolen token or proof meets', () => {
    let dpop: ReturnType<OpenIdClient['getDPoPHandle']>;
    let keyPair: CryptoKeyPair;
    let tokens: Awaited<ReturnType<typeof signedIn>>;
    before(async () => {
      keyPair = await client.randomDPoPKeyPair('ES256');
      dpop = client.getDPoPHandle(config, keyPair);
      tokens = await signedIn(dpop);
    });

    /** GET /api/me through oauth4webapi, the proof altered by `alter` before it is signed. */
    function meWith(alter: (payload: Record<string, unknown>) => void) {
      const handle = oauth.DPoP({}, keyPair, {
        [oauth.modifyAssertion]: (_header, payload) => alter(payload),
      });
      return oauth.protectedResourceRequest(
        tokens.access_token,
        'GET',
        resource('/api/me'),
        new Headers(),
        null,
        { DPoP: handle, [oauth.allowInsecureRequests]: true },
      );
    }
    const refused = (request: Promise<unknown>) =>
      request.then(
        () => expect.fail('accepted'),
        (error: unknown) => refusalOf(error),
      );

    it('a replayed proof (the same jti twice)', async () => {
      const jti = client.randomState();
      expect((await meWith((p) => (p.jti = jti))).status).to.equal(200);
      expect(await refused(meWith((p) => (p.jti = jti)))).to.equal('invalid_dpop_proof');
    });

    it('a proof for another URL or method', async () => {
      const elsewhere = resource('/api/broadcast').href;
      expect(await refused(meWith((p) => (p.htu = elsewhere)))).to.equal('invalid_dpop_proof');
      expect(await refused(meWith((p) => (p.htm = 'POST')))).to.equal('invalid_dpop_proof');
    });

    it('a proof made for another access token (ath)', async () => {
      const ath = oauth.generateRandomCodeVerifier(); // any base64url text but this token's hash
      expect(await refused(meWith((p) => (p.ath = ath)))).to.equal('invalid_dpop_proof');
    });

    it('the bound access token sent as a bearer token', async () => {
      const me = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        resource('/api/me'),
        'GET',
        null,
      );
      expect(me.status).to.equal(401);
      expect(((await me.json()) as { error_description: string }).error_description).to.match(
        /bound to a DPoP key/,
      );
      expect(await refused(client.fetchUserInfo(config, tokens.access_token, 'alice'))).to.equal(
        'invalid_token',
      );
    });

    it('the bound access token with a proof by another key', async () => {
      const thief = client.getDPoPHandle(config, await client.randomDPoPKeyPair('ES256'));
      const answer = refused(
        client.fetchUserInfo(config, tokens.access_token, 'alice', { DPoP: thief }),
      );
      expect(await answer).to.equal('invalid_dpop_proof');
    });

    it('the public client’s bound refresh token with another key, or none; its own key still refreshes', async () => {
      const thief = client.getDPoPHandle(config, await client.randomDPoPKeyPair('EdDSA'));
      const refresh = tokens.refresh_token!;
      expect(
        await refused(client.refreshTokenGrant(config, refresh, undefined, { DPoP: thief })),
      ).to.equal('invalid_grant');
      expect(await refused(client.refreshTokenGrant(config, refresh))).to.equal('invalid_grant');
      const owner = await client.refreshTokenGrant(config, refresh, undefined, { DPoP: dpop });
      expect(owner.token_type).to.equal('dpop');
    });
  });

  describe('with server nonces (DPOP_NONCE=1): the clients retry by themselves', () => {
    let nonced: DevnetService;
    let nonceConfig: Configuration;
    /** Every answer the client got: status and what it asked for (DPoP-Nonce). */
    const answers: { status: number; nonce: string | null }[] = [];
    before(async () => {
      nonced = await serviceAt({ DPOP_NONCE: '1' });
      nonceConfig = await client.discovery(
        new URL(nonced.url),
        DEMO_SPA,
        undefined,
        client.None(),
        { execute: [client.allowInsecureRequests] },
      );
      nonceConfig[client.customFetch] = async (url, options) => {
        const response = await fetch(url, options as RequestInit);
        answers.push({ status: response.status, nonce: response.headers.get('dpop-nonce') });
        return response;
      };
    });
    after(() => nonced?.close());

    it('openid-client retries a token request and a userinfo request once on use_dpop_nonce', async () => {
      const keyPair = await client.randomDPoPKeyPair('ES256');
      const dpop = client.getDPoPHandle(nonceConfig, keyPair);
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(nonceConfig, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const tokens = await client.authorizationCodeGrant(
        nonceConfig,
        await signInAt(nonced.url, url),
        { pkceCodeVerifier: verifier },
        undefined,
        { DPoP: dpop },
      );
      expect(tokens.token_type).to.equal('dpop');
      const refreshed = await client.refreshTokenGrant(
        nonceConfig,
        tokens.refresh_token!,
        undefined,
        { DPoP: dpop },
      );
      // A new handle knows no nonce yet: userinfo's 401 use_dpop_nonce challenge gives it one.
      const fresh = client.getDPoPHandle(nonceConfig, keyPair);
      const info = await client.fetchUserInfo(nonceConfig, refreshed.access_token, 'alice', {
        DPoP: fresh,
      });
      expect(info.sub).to.equal('alice');
      // code: 400 then 200; refresh: 200 with the nonce it knew; userinfo: 401 then 200.
      expect(answers.map((a) => a.status)).to.deep.equal([400, 200, 200, 401, 200]);
      expect(answers.every((a) => a.nonce)).to.equal(true);
    });
  });
});
