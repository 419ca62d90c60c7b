import 'reflect-metadata';
import { expect } from 'chai';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { DEMO_APP_SECRET } from '../../devnet';
import {
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

type OpenIdClient = typeof import('openid-client');

/**
 * Sign in with Hive through OpenID Connect, as web apps do it: panva's openid-client (the
 * reference relying party) and a Passport app, each driving the real consent page in Chromium on
 * the dev chain. The Passport app's callback is registered as a loopback URI without a port
 * (RFC 8252 §7.3), so it may listen wherever the OS puts it.
 */
describe('Browser: OpenID Connect on the dev chain (openid-client, Passport)', function () {
  const world = useBrowserWorld(this, {
    baseUrlIsUrl: true,
    redirectUris: ['http://127.0.0.1/auth/callback'],
  });
  let w: BrowserWorld;
  let client: OpenIdClient;
  beforeEach(async () => {
    w = world();
    client = await import('openid-client');
  });

  /** Types alice's posting key on the consent page at `url`, and resolves with the page the browser lands on. */
  async function consent(
    page: Page,
    url: string,
    landing: Promise<URL>,
    shot: string,
    appName = 'Demo App',
  ): Promise<URL> {
    await page.goto(url);
    expect(await page.locator('h1').textContent()).to.equal(`Sign in to ${appName}`);
    expect(
      await page.getByText('Your public Hive profile: display name, picture and website.').count(),
    ).to.equal(1);
    expect(
      await page.locator('#grant').count(),
      'no posting authority step for openid/profile',
    ).to.equal(0);
    expect(
      await page.getByLabel('Username').inputValue(),
      'login_hint pre-fills the account',
    ).to.equal('alice');
    await w.screenshot(page, shot);
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    return landing;
  }

  /** The whole relying-party side with openid-client: discovery → PKCE/state/nonce → consent → code grant → userinfo → refresh. */
  async function relyingParty(
    clientAuth: ReturnType<OpenIdClient['None']>,
    secret: string | undefined,
    shot: string,
    clientId = 'demo-app',
  ) {
    const config = await client.discovery(new URL(w.serviceUrl), clientId, secret, clientAuth, {
      execute: [client.allowInsecureRequests],
    });
    expect(config.serverMetadata().issuer).to.equal(w.serviceUrl);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${w.app.url}/callback`,
      scope: 'openid profile offline_access',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: 'alice',
    });
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const landed = await consent(
      page,
      url.href,
      w.app.next('/callback'),
      shot,
      clientId === 'demo-spa' ? 'Demo single-page app' : 'Demo App',
    );
    // The test app records the path and query; the relying party sees them on its own origin.
    const callback = new URL(`${landed.pathname}${landed.search}`, w.app.url);
    expect(callback.searchParams.get('iss')).to.equal(w.serviceUrl);

    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const claims = tokens.claims()!;
    expect(claims).to.include({
      iss: w.serviceUrl,
      sub: 'alice',
      aud: clientId,
      nonce,
      name: 'Alice',
      preferred_username: 'alice',
    });
    expect(claims.auth_time).to.be.a('number');
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo).to.include({ sub: 'alice', name: 'Alice', preferred_username: 'alice' });

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).to.not.equal(tokens.access_token);
    expect(refreshed.claims()).to.include({ sub: 'alice', auth_time: claims.auth_time });
    expect(
      requests.filter((r) => r.includes(w.keys('alice').posting.private)),
      'requests carrying the key',
    ).to.deep.equal([]);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  }

  it('openid-client with client_secret_basic: discovery → consent page → id_token, userinfo, refresh', async () => {
    await relyingParty(
      client.ClientSecretBasic(DEMO_APP_SECRET),
      DEMO_APP_SECRET,
      'oidc-secret-basic',
    );
  });

  it('openid-client as a public client (none + PKCE): the same, with no secret anywhere', async () => {
    // demo-spa's profile declares token_endpoint_auth_method none; demo-app, which has a secret, may not.
    await relyingParty(client.None(), undefined, 'oidc-public-client', 'demo-spa');
  });

  it('a Passport app (openid-client/passport, express) signs alice in', async () => {
    const { default: express } = await import('express');
    const { Passport } = await import('passport');
    const { Strategy } = await import('openid-client/passport');
    const passport = new Passport();
    const app = express();
    // The strategy keeps its PKCE verifier in req.session: a minimal cookie session will do for a test.
    const sessions = new Map<string, Record<string, unknown>>();
    app.use((req, res, next) => {
      let sid = /(?:^|; )sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
      if (!sid || !sessions.has(sid)) {
        sid = crypto.randomUUID();
        sessions.set(sid, {});
        res.setHeader('Set-Cookie', `sid=${sid}; Path=/; HttpOnly; SameSite=Lax`);
      }
      (req as unknown as { session: Record<string, unknown> }).session = sessions.get(sid)!;
      next();
    });
    app.use(passport.initialize());
    const server: Server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const config = await client.discovery(
        new URL(w.serviceUrl),
        'demo-app',
        DEMO_APP_SECRET,
        undefined,
        { execute: [client.allowInsecureRequests] },
      );
      passport.use(
        'hive',
        new Strategy(
          { config, scope: 'openid profile', callbackURL: `${appUrl}/auth/callback` },
          (tokens, verified) => {
            const claims = tokens.claims()!;
            verified(null, { id: claims.sub, name: claims.name });
          },
        ),
      );
      app.get(
        '/login',
        passport.authenticate('hive', { session: false, loginHint: 'alice' } as object),
      );
      app.get(
        '/auth/callback',
        passport.authenticate('hive', { session: false, failureRedirect: '/failed' }),
        (req, res) => {
          const user = req.user as { id: string; name: string };
          res
            .type('html')
            .send(
              `<!doctype html><title>Signed in</title><link rel="icon" href="data:,"><h1>Signed in as @${user.id} (${user.name})</h1>`,
            );
        },
      );
      app.get('/failed', (_req, res) => res.status(401).send('<h1>Sign-in failed</h1>'));

      const page = await w.newPage();
      const errors = recordConsoleErrors(page);
      await page.goto(`${appUrl}/login`);
      expect(new URL(page.url()).pathname).to.equal('/oauth2/authorize');
      expect(await page.getByLabel('Username').inputValue()).to.equal('alice');
      await page
        .getByLabel('Private posting key or master password')
        .fill(w.keys('alice').posting.private);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Signed in as @alice (Alice)' }).waitFor();
      expect(new URL(page.url()).origin).to.equal(appUrl);
      await w.screenshot(page, 'oidc-passport');
      expect(errors).to.deep.equal([]);
      await page.context().close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
