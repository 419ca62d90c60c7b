import { DEMO_SPA } from '../../devnet';
import { expect } from 'chai';
import { challengeOf, HivegateError, MemoryStorage, type TokenAnswer } from '../../client';
import { call } from '../support/http';
import { CALLBACK, signedIn, startClientWorld, type ClientWorld } from './clientWorld';

/**
 * The client's sign-in against the composed service: the login URL on the one base URL, the
 * consent page it opens, PKCE (S256) carried through to the exchange, the `state` check, and
 * refresh-token rotation.
 */
describe('hivegate/client: sign-in, PKCE, state and refresh on the dev chain', function () {
  this.timeout(120_000);
  let w: ClientWorld;

  before(async () => {
    w = await startClientWorld();
  });
  after(async () => w?.close());

  it('getLoginURL(state, account): the SDK URL, on the base URL, opens the consent page', async () => {
    const client = w.client({ scope: ['vote', 'comment'], responseType: 'code' });
    const url = new URL(client.getLoginURL('st-1', 'alice'));
    expect(url.origin + url.pathname).to.equal(`${w.url}/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).to.deep.equal({
      client_id: 'demo-app',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'vote,comment',
      state: 'st-1',
      account: 'alice',
    });
    const page = await call(w.url, 'GET', url.pathname + url.search);
    expect(page.status).to.equal(200);
    expect(page.body).to.contain('Sign in to Demo App');
  });

  it('the code flow: a PKCE S256 challenge in the login URL, its verifier in the exchange, tokens kept', async () => {
    const storage = new MemoryStorage();
    const seen: TokenAnswer[] = [];
    const client = w.client({
      responseType: 'code',
      scope: ['vote'],
      storage,
      onTokens: (t) => seen.push(t),
    });
    const { url, state } = await client.createLoginURL({ account: 'alice' });
    const query = new URL(url).searchParams;
    expect(query.get('state'))
      .to.equal(state)
      .and.match(/^[A-Za-z0-9_-]{22}$/);
    expect(query.get('code_challenge_method')).to.equal('S256');
    const verifier = JSON.parse(storage.getItem(`hivegate.signin.${state}`)!).verifier as string;
    expect(verifier).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('code_challenge')).to.equal(await challengeOf(verifier));
    expect((await call(w.url, 'GET', new URL(url).pathname + new URL(url).search)).status).to.equal(
      200,
    );

    const landed = await w.consent(url, 'alice');
    const result = await client.handleCallback(landed);
    expect(result).to.include({ username: 'alice', state, expires_in: 604800 });
    expect(client).to.include({
      accessToken: result.access_token,
      refreshToken: result.refresh_token,
      username: 'alice',
    });
    expect(seen.map((t) => t.refresh_token)).to.deep.equal([result.refresh_token]);
    expect(storage.getItem(`hivegate.signin.${state}`), 'a state is used once').to.equal(null);
    expect((await client.me()).scope).to.include('vote');
  });

  it('limits (issue 24): asked in the login URL as hive_posting authorization_details, granted, enforced', async () => {
    const client = w.client({
      responseType: 'code',
      scope: ['vote'],
      limits: { max_vote_weight: 2000, allow_downvote: false },
    });
    const { url } = await client.createLoginURL({ account: 'alice' });
    expect(JSON.parse(new URL(url).searchParams.get('authorization_details')!)).to.deep.equal([
      { type: 'hive_posting', max_vote_weight: 2000, allow_downvote: false },
    ]);
    await client.handleCallback(await w.consent(url, 'alice'));
    expect(client.granted).to.deep.equal({
      type: 'hive_posting',
      max_vote_weight: 2000,
      allow_downvote: false,
    });
    const refused = await client
      .vote('alice', 'bob', 'any-post', 10000)
      .catch((e: HivegateError) => e);
    expect(refused).to.be.instanceOf(HivegateError);
    expect(refused).to.include({ error: 'invalid_scope' });
    expect((refused as HivegateError).message).to.include("exceeds this grant's limit of 2000");
    // Without limits, no authorization_details in the URL, and nothing granted.
    const plain = w.client({ responseType: 'code', scope: ['vote'] });
    expect(new URL(plain.getLoginURL('s')).searchParams.has('authorization_details')).to.equal(
      false,
    );
  });

  it('a public client (no secret, in a page or a phone app): PKCE alone exchanges the code, and refresh rotates', async () => {
    // demo-spa's profile declares token_endpoint_auth_method none: a public client of the dev chain.
    const client = w.client({
      responseType: 'code',
      scope: ['vote'],
      app: DEMO_SPA,
      clientSecret: undefined,
    });
    const { url } = await client.createLoginURL({ account: 'alice' });
    const result = await client.handleCallback(await w.consent(url, 'alice'));
    expect(result).to.include({ username: 'alice', expires_in: 604800 });
    expect((await client.me()).user).to.equal('alice');
    const first = client.refreshToken;
    const refreshed = await client.refresh();
    expect(refreshed.refresh_token).to.be.a('string').and.not.equal(first);
    const reused = await call(w.url, 'POST', '/api/oauth2/token', {
      form: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first!,
        client_id: DEMO_SPA,
      }).toString(),
    });
    expect(reused.status).to.equal(401);
    expect(reused.body.error).to.equal('invalid_grant');
  });

  it('a code exchanged with the wrong verifier is refused by the service', async () => {
    const storage = new MemoryStorage();
    const client = w.client({ responseType: 'code', scope: ['vote'], storage });
    const { url, state } = await client.createLoginURL({ account: 'alice' });
    const landed = await w.consent(url, 'alice');
    storage.setItem(
      `hivegate.signin.${state}`,
      JSON.stringify({ redirectUri: CALLBACK, verifier: 'x'.repeat(43) }),
    );
    const error = await client.handleCallback(landed).catch((e: HivegateError) => e);
    expect(error).to.include({
      error: 'invalid_grant',
      error_description: 'The code_verifier does not match the code_challenge',
    });
    expect(client.accessToken).to.equal(undefined);
  });

  it('state: a callback with a state this client did not issue, or one already used, is refused before any exchange', async () => {
    const client = w.client({ responseType: 'code', scope: ['vote'] });
    const { url } = await client.createLoginURL({ account: 'alice' });
    const landed = await w.consent(url, 'alice');
    const forged = new URL(landed);
    forged.searchParams.set('state', 'attacker-state');
    expect(await client.handleCallback(forged).catch((e: HivegateError) => e)).to.include({
      error: 'invalid_state',
    });
    const missing = new URL(landed);
    missing.searchParams.delete('state');
    expect(await client.handleCallback(missing).catch((e: HivegateError) => e)).to.include({
      error: 'invalid_state',
    });

    await client.handleCallback(landed);
    expect(
      await client.handleCallback(landed).catch((e: HivegateError) => e),
      'replayed',
    ).to.include({ error: 'invalid_state' });
  });

  it('an error the consent side sends back surfaces as a HivegateError', async () => {
    const client = w.client({ responseType: 'code' });
    const { state } = await client.createLoginURL();
    const error = await client
      .handleCallback(
        `${CALLBACK}?error=access_denied&error_description=The+user+said+no&state=${state}`,
      )
      .catch((e: HivegateError) => e);
    expect(error).to.be.instanceOf(HivegateError);
    expect(error).to.include({ error: 'access_denied', error_description: 'The user said no' });
  });

  it('the token flow (fragment mode too): the access token from the callback, state checked', async () => {
    const client = w.client({ scope: ['vote'], responseMode: 'fragment' });
    const { url, state } = await client.createLoginURL({ account: 'carol' });
    expect(new URL(url).searchParams.has('code_challenge'), 'no PKCE without a code').to.equal(
      false,
    );
    expect(new URL(url).searchParams.get('response_mode')).to.equal('fragment');
    const landed = await w.consent(url, 'carol');
    expect(new URL(landed).hash).to.contain('access_token=');
    const result = await client.handleCallback(landed);
    expect(result).to.include({ username: 'carol', state, expires_in: 604800 });
    expect(result.refresh_token).to.equal(undefined);
    expect((await client.me()).user).to.equal('carol');
  });

  it('refresh(): new tokens, the rotated refresh token stored; the spent one is refused', async () => {
    const seen: TokenAnswer[] = [];
    const client = await signedIn(w, 'alice', { onTokens: (t) => seen.push(t) });
    const first = { access: client.accessToken!, refresh: client.refreshToken! };
    const tokens = await client.refresh();
    expect(tokens.refresh_token).to.not.equal(first.refresh);
    expect(client).to.include({
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
    });
    expect(seen.at(-1)).to.deep.equal(tokens);
    expect((await client.me()).user).to.equal('alice');

    const again = await client.refresh();
    expect(client.refreshToken).to.equal(again.refresh_token);

    // The spent token, sent again (a stolen copy): refused, and the whole sign-in is revoked.
    const stale = w.client({ refreshToken: first.refresh });
    expect(await stale.refresh().catch((e: HivegateError) => e)).to.include({
      error: 'invalid_grant',
    });
    expect(await client.me().catch((e: HivegateError) => e)).to.include({ error: 'invalid_grant' });
  });

  it('refresh() called twice at once sends one request: the rotated token is not spent twice', async () => {
    const client = await signedIn(w, 'carol');
    const [a, b] = await Promise.all([client.refresh(), client.refresh()]);
    expect(a).to.equal(b);
    expect((await client.me()).user, 'the sign-in was not revoked by a reuse').to.equal('carol');
    const c = await client.refresh();
    expect(c.refresh_token).to.not.equal(a.refresh_token);
  });

  it('refresh() without a refresh token: a clear error, no request', async () => {
    expect(
      await w
        .client()
        .refresh()
        .catch((e: HivegateError) => e),
    ).to.include({ error: 'invalid_request' });
  });
});
