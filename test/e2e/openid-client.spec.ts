import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { freePort } from '../support/freePort';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

type OpenIdClient = typeof import('openid-client');
const REDIRECT = 'https://demo.example/callback';
/** What a relying party's error says, with its cause (oauth4webapi names the failed check there). */
function explain(error: unknown): string {
  const { message, cause } = error as { message?: string; cause?: unknown };
  return `${message} ${cause instanceof Error ? cause.message : ''} ${JSON.stringify(cause ?? null)}`;
}

/**
 * panva's openid-client (the reference relying party) against the whole service, the user's
 * signature made here instead of in a page (test/browser/openIdConnect.spec.ts drives the page):
 * the checks a relying party makes on nonce, iss and the authorization response.
 */
describe('openid-client against hivegate (nonce, iss, prompt=none)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let client: OpenIdClient;
  let config: Awaited<ReturnType<OpenIdClient['discovery']>>;
  before(async () => {
    client = await import('openid-client');
    const port = await freePort();
    t = await startTestServer({}, { PORT: String(port), BASE_URL: `http://127.0.0.1:${port}` });
    config = await client.discovery(
      new URL(t.url),
      'demo-app',
      demoApp.secret,
      client.ClientSecretBasic(demoApp.secret),
      {
        execute: [client.allowInsecureRequests], // the loopback test server speaks http
      },
    );
  });
  after(() => t.close());

  /** alice signs the challenge for the request `url` asks; the URL the browser would land on. */
  async function signInAt(url: URL): Promise<URL> {
    const q = url.searchParams;
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: q.get('client_id'),
        redirect_uri: q.get('redirect_uri'),
        scope: q.get('scope') ?? undefined,
      },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        ...Object.fromEntries(
          [
            'client_id',
            'redirect_uri',
            'response_type',
            'scope',
            'state',
            'nonce',
            'code_challenge',
            'code_challenge_method',
          ].flatMap((k) => (q.has(k) ? [[k, q.get(k)]] : [])),
        ),
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return new URL(answer.body.redirect_to);
  }
  const pkce = async () => {
    const verifier = client.randomPKCECodeVerifier();
    return { verifier, challenge: await client.calculatePKCECodeChallenge(verifier) };
  };

  it('verifies the id_token (signature, iss, aud, nonce) and its claims', async () => {
    const { verifier, challenge } = await pkce();
    const nonce = client.randomNonce();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid profile',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    const tokens = await client.authorizationCodeGrant(config, await signInAt(url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()).to.include({
      sub: 'alice',
      aud: 'demo-app',
      iss: t.config.baseUrl,
      nonce,
      name: 'Alice',
      preferred_username: 'alice',
    });
  });

  it('refuses an id_token whose nonce is not the one it sent (openid-client rejects it)', async () => {
    const { verifier, challenge } = await pkce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      nonce: 'nonce-of-another-request',
    });
    const landed = await signInAt(url);
    await client
      .authorizationCodeGrant(config, landed, {
        pkceCodeVerifier: verifier,
        expectedNonce: client.randomNonce(),
      })
      .then(
        () => expect.fail('accepted a foreign nonce'),
        (error: Error) => expect(explain(error)).to.match(/nonce/),
      );
  });

  it('echoes no nonce when none was sent; a client that expected one refuses, one that did not accepts', async () => {
    const first = await pkce();
    const landed = await signInAt(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: first.challenge,
        code_challenge_method: 'S256',
      }),
    );
    await client
      .authorizationCodeGrant(config, landed, {
        pkceCodeVerifier: first.verifier,
        expectedNonce: 'expected',
      })
      .then(
        () => expect.fail('accepted an id_token without the expected nonce'),
        (error: Error) => expect(explain(error)).to.match(/nonce/),
      );
    const second = await pkce();
    const again = await signInAt(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: second.challenge,
        code_challenge_method: 'S256',
      }),
    );
    const tokens = await client.authorizationCodeGrant(config, again, {
      pkceCodeVerifier: second.verifier,
    });
    expect(tokens.claims()).to.not.have.property('nonce');
  });

  it('rejects an authorization response from another issuer (RFC 9207 iss)', async () => {
    const { verifier, challenge } = await pkce();
    const landed = await signInAt(
      client.buildAuthorizationUrl(config, {
        redirect_uri: REDIRECT,
        scope: 'openid',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    landed.searchParams.set('iss', 'https://mix-up.example');
    await client.authorizationCodeGrant(config, landed, { pkceCodeVerifier: verifier }).then(
      () => expect.fail('accepted a mixed-up response'),
      (error: Error) => expect(explain(error)).to.match(/"iss"/),
    );
  });

  it('prompt=none comes back as login_required, which openid-client surfaces as an authorization error', async () => {
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid',
      prompt: 'none',
      state,
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).to.equal(302);
    await client
      .authorizationCodeGrant(config, new URL(answer.headers.get('location')!), {
        expectedState: state,
      })
      .then(
        () => expect.fail('no error'),
        (error: Error & { error?: string }) => expect(error.error).to.equal('login_required'),
      );
  });

  /** A code-flow sign-in of alice as openid-client runs it; its tokens. */
  async function signedIn(scope = 'openid vote') {
    const { verifier, challenge } = await pkce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    return client.authorizationCodeGrant(config, await signInAt(url), {
      pkceCodeVerifier: verifier,
    });
  }

  it('discovers revocation_endpoint and introspection_endpoint (RFC 8414)', () => {
    const metadata = config.serverMetadata();
    expect(metadata.revocation_endpoint).to.equal(`${t.config.baseUrl}/api/oauth2/revoke`);
    expect(metadata.introspection_endpoint).to.equal(`${t.config.baseUrl}/api/oauth2/introspect`);
    // OpenID Connect Back-Channel Logout 1.0 (issue 25 §4)
    expect(metadata.backchannel_logout_supported).to.equal(true);
    expect(metadata.backchannel_logout_session_supported).to.equal(true);
  });

  it('introspects its own access and refresh tokens (RFC 7662), active with user, app and scope', async () => {
    const tokens = await signedIn();
    const access = await client.tokenIntrospection(config, tokens.access_token);
    expect(access).to.include({
      active: true,
      sub: 'alice',
      client_id: 'demo-app',
      token_type: 'Bearer',
      iss: t.config.baseUrl,
    });
    expect(String(access.scope).split(' ')).to.include('vote');
    const refresh = await client.tokenIntrospection(config, tokens.refresh_token!, {
      token_type_hint: 'refresh_token',
    });
    expect(refresh).to.include({ active: true, token_type: 'refresh_token' });
    expect(await client.tokenIntrospection(config, 'no-such-token')).to.deep.equal({
      active: false,
    });
  });

  it('refreshTokenGrant: the answer states its scope; a scope beyond the sign-in is invalid_scope and spends nothing (RFC 6749 §6)', async () => {
    const tokens = await signedIn();
    expect(tokens.scope).to.equal('openid vote');
    await client
      .refreshTokenGrant(config, tokens.refresh_token!, { scope: 'openid vote comment' })
      .then(
        () => expect.fail('a refresh widened its sign-in'),
        (error: Error & { error?: string; error_description?: string }) => {
          expect(error.error).to.equal('invalid_scope');
          expect(error.error_description).to.include('"comment", which its sign-in did not grant');
        },
      );
    const renewed = await client.refreshTokenGrant(config, tokens.refresh_token!, {
      scope: 'openid vote',
    });
    expect(renewed.scope).to.equal('openid vote');
    expect(renewed.claims()).to.include({ sub: 'alice', aud: 'demo-app' });
  });

  it('revokes (RFC 7009): the sign-in ends, /api/me refuses the access token, refresh fails, introspection says inactive', async () => {
    const tokens = await signedIn();
    await client.tokenRevocation(config, tokens.refresh_token!, {
      token_type_hint: 'refresh_token',
    });
    const me = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: tokens.access_token },
    });
    expect(me.status).to.equal(401);
    expect(me.body.error_description).to.equal('The token has been revoked');
    await client.refreshTokenGrant(config, tokens.refresh_token!).then(
      () => expect.fail('refreshed a revoked sign-in'),
      (error: Error & { error?: string }) => expect(error.error).to.equal('invalid_grant'),
    );
    expect(await client.tokenIntrospection(config, tokens.access_token)).to.deep.equal({
      active: false,
    });
    // An unknown token is no error (RFC 7009 §2.2).
    await client.tokenRevocation(config, 'no-such-token');
  });

  it('refuses revocation and introspection with a wrong secret: 401 invalid_client with a Basic challenge', async () => {
    const basic = Buffer.from(`demo-app:wrong`).toString('base64');
    for (const path of ['/api/oauth2/revoke', '/api/oauth2/introspect']) {
      const answer = await call(t.url, 'POST', path, {
        form: 'token=whatever',
        headers: { Authorization: `Basic ${basic}` },
      });
      expect(answer.status, path).to.equal(401);
      expect(answer.body.error, path).to.equal('invalid_client');
      expect(answer.headers.get('www-authenticate'), path).to.match(/^Basic /);
    }
  });

  it('RP-initiated logout: buildEndSessionUrl ends the sign-in and returns to the registered URI with state', async () => {
    const tokens = await signedIn('openid vote');
    expect(config.serverMetadata().end_session_endpoint).to.equal(
      `${t.config.baseUrl}/oauth2/logout`,
    );
    const state = client.randomState();
    const url = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'https://demo.example/signed-out',
      state,
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).to.equal(303);
    expect(answer.headers.get('location')).to.equal(
      `https://demo.example/signed-out?state=${state}`,
    );
    const me = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: tokens.access_token },
    });
    expect(me.body.error_description).to.equal('The token has been revoked');
  });

  it('RP-initiated logout without a return URI asks the user (a form from elsewhere is asked again); an unregistered one an error page, nothing ended', async () => {
    const tokens = await signedIn('openid');
    const refused = await fetch(
      client.buildEndSessionUrl(config, {
        id_token_hint: tokens.id_token!,
        post_logout_redirect_uri: 'https://evil.example/',
      }),
      { redirect: 'manual' },
    );
    expect(refused.status).to.equal(400);
    expect(await refused.text()).to.include('post_logout_redirect_uri is not registered');
    expect(
      (await client.tokenIntrospection(config, tokens.access_token)).active,
      'still signed in',
    ).to.equal(true);
    const page = await fetch(
      client.buildEndSessionUrl(config, { id_token_hint: tokens.id_token! }),
    );
    expect(page.status).to.equal(200);
    expect(await page.text()).to.include('A page asks to sign @alice out of @demo-app');
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).to.equal(true);
    const confirmFrom = (headers: Record<string, string>) =>
      fetch(`${t.config.baseUrl}/oauth2/logout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ id_token_hint: tokens.id_token!, confirm: 'yes' }),
      });
    const forged = await confirmFrom({ Origin: 'https://evil.example' });
    expect(await forged.text(), 'a confirmation from elsewhere is asked again').to.include(
      'A page asks to sign @alice out',
    );
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).to.equal(true);
    const confirmed = await confirmFrom({ 'Sec-Fetch-Site': 'same-origin' });
    expect(await confirmed.text()).to.include('@alice is signed out of @demo-app');
    expect((await client.tokenIntrospection(config, tokens.access_token)).active).to.equal(false);
  });

  it('RFC 8628: initiateDeviceAuthorization and pollDeviceAuthorizationGrant sign a device in once the user approves at /device', async function () {
    this.timeout(30_000); // openid-client waits the interval (5 s) before its first poll
    const device = await client.initiateDeviceAuthorization(config, { scope: 'openid posting' });
    expect(device.verification_uri).to.equal(`${t.config.baseUrl}/device`);
    expect(device.user_code).to.match(/^[B-Z]{4}-[B-Z]{4}$/);
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        user_code: device.user_code,
        scope: 'openid posting',
      },
    });
    const approved = await call(t.url, 'POST', '/api/oauth2/device/approve', {
      json: {
        user_code: device.user_code,
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
      },
    });
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    (t.clock as { advance(ms: number): void }).advance(60_000); // the server's clock: past the interval
    const tokens = await client.pollDeviceAuthorizationGrant(config, device);
    expect(tokens.claims()).to.include({ sub: 'alice', aud: 'demo-app', iss: t.config.baseUrl });
    expect(tokens.token_type).to.equal('bearer');
  });

  it('ui_locales=es (issue 40): the authorization URL gives a Spanish consent page, and the device flow a Spanish /device', async () => {
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT,
      scope: 'openid vote',
      code_challenge: (await pkce()).challenge,
      code_challenge_method: 'S256',
      ui_locales: 'es',
    });
    expect(url.searchParams.get('ui_locales')).to.equal('es');
    const consent = await (await fetch(url, { headers: { 'Accept-Language': 'ko' } })).text();
    expect(consent).to.match(/<html lang="es" dir="ltr">/);
    expect(consent).to.include('Iniciar sesión en');
    expect(consent).to.include('Nunca puede mover tus fondos ni cambiar tus claves.');

    const device = await client.initiateDeviceAuthorization(config, {
      scope: 'openid',
      ui_locales: 'es',
    });
    const entry = await (await fetch(device.verification_uri)).text();
    expect(entry).to.match(/<html lang="es" dir="ltr">/);
    expect(entry).to.include('El código que muestra tu dispositivo');
    const page = await (await fetch(device.verification_uri_complete!)).text();
    expect(page).to.match(/<html lang="es" dir="ltr">/);
    expect(page).to.include('Rechazar este dispositivo');
  });

  it("RFC 8628: a refusal at /device ends openid-client's polling with access_denied", async function () {
    this.timeout(30_000);
    const device = await client.initiateDeviceAuthorization(config, { scope: 'openid' });
    const denied = await call(t.url, 'POST', '/device/deny', {
      form: new URLSearchParams({ user_code: device.user_code }).toString(),
    });
    expect(denied.status).to.equal(200);
    (t.clock as { advance(ms: number): void }).advance(60_000);
    await client.pollDeviceAuthorizationGrant(config, device).then(
      () => expect.fail('a refused device got tokens'),
      (error: Error) => expect(explain(error)).to.match(/access_denied/),
    );
  });
});
