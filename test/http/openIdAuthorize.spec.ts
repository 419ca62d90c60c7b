import { expect } from 'chai';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { pageData } from '../support/pageData';

const REDIRECT = 'https://demo.example/callback';
const ISSUER = 'https://hivegate.example';

describe('HTTP: the authorization endpoint speaks OpenID Connect (GET /oauth2/authorize)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({}, { BASE_URL: ISSUER });
  });
  after(() => t.close());

  const authorize = (query: Record<string, string>) =>
    call(
      t.url,
      'GET',
      `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: REDIRECT, response_type: 'code', ...query })}`,
    );
  const sentBack = (answer: Awaited<ReturnType<typeof authorize>>) => {
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).to.equal(302);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).to.equal(REDIRECT);
    return Object.fromEntries(location.searchParams);
  };

  it('prompt=none answers login_required at the redirect URI, with state and iss (there is no session)', async () => {
    const params = sentBack(
      await authorize({ scope: 'openid', prompt: 'none', state: 'st-1', nonce: 'n' }),
    );
    expect(params).to.deep.include({ error: 'login_required', state: 'st-1', iss: ISSUER });
    expect(params.error_description).to.include('fresh signature');
    // A HiveSigner-shaped request with prompt=none gets the same answer: nothing could be shown silently.
    expect(sentBack(await authorize({ scope: 'login', prompt: 'none' })).error).to.equal(
      'login_required',
    );
  });

  it('sends OpenID errors back only once the redirect URI is validated; before that, an error page', async () => {
    const badRedirect = await authorize({
      scope: 'openid',
      prompt: 'none',
      redirect_uri: 'https://attacker.example/cb',
      state: 's',
    });
    expect(badRedirect.status).to.equal(400);
    expect(badRedirect.headers.get('location')).to.equal(null);
    expect(badRedirect.body).to.include('redirect_uri is not registered');
    const notAnApp = await authorize({
      scope: 'openid',
      response_type: 'id_token',
      client_id: 'alice',
    });
    expect([notAnApp.status, notAnApp.headers.get('location')]).to.deep.equal([400, null]);
  });

  it('answers an unsupported response_type and malformed OpenID parameters at the redirect URI', async () => {
    // id_token is an implicit response type: OpenID Connect sends its answer, errors too, in the fragment.
    const implicit = await authorize({ scope: 'openid', response_type: 'id_token', state: 'x' });
    expect(implicit.headers.get('location')).to.match(/^https:\/\/demo\.example\/callback#/);
    expect(
      Object.fromEntries(
        new URLSearchParams(new URL(implicit.headers.get('location')!).hash.slice(1)),
      ),
    ).to.deep.include({ error: 'unsupported_response_type', state: 'x', iss: ISSUER });
    expect(
      new URL(
        (await authorize({ scope: 'openid', response_type: 'token', prompt: 'none' })).headers.get(
          'location',
        )!,
      ).hash,
      'the token flow of an OpenID Connect request: the fragment',
    ).to.match(/^#error=login_required&/);
    const combined = sentBack(await authorize({ scope: 'openid', prompt: 'none login' }));
    expect(combined).to.deep.include({
      error: 'invalid_request',
      error_description: 'prompt: none cannot be combined with other values',
    });
    expect(sentBack(await authorize({ scope: 'openid', max_age: 'soon' })).error).to.equal(
      'invalid_request',
    );
    const fragment = await authorize({
      scope: 'openid',
      response_mode: 'fragment',
      code_challenge_method: 'plain',
      state: 'f',
    });
    expect(fragment.headers.get('location')).to.match(
      /^https:\/\/demo\.example\/callback#error=invalid_request&.*state=f&iss=/,
    );
  });

  it('keeps the error page for a HiveSigner-shaped request (no openid scope), as before', async () => {
    const answer = await authorize({ scope: 'vote', code_challenge_method: 'plain' });
    expect([answer.status, answer.headers.get('location')]).to.deep.equal([400, null]);
  });

  it('shows openid, profile and offline_access in plain words, asks no posting grant, and carries nonce and login_hint', async () => {
    const answer = await authorize({
      scope: 'openid profile offline_access email',
      nonce: 'n-123',
      login_hint: 'alice',
      prompt: 'login consent',
      max_age: '0',
    });
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include(
      'Learn your Hive username, to sign you in; it cannot act for you on Hive.',
    );
    expect(answer.body).to.include(
      'Read your public Hive profile: display name, picture and website.',
    );
    expect(answer.body).to.include('Stay signed in after you close the app (a refresh token).');
    expect(answer.body).to.not.include('posting authority');
    expect(answer.body).to.not.include('id="grant"');
    expect(answer.body).to.match(/id="username"[^>]*value="alice"/);
    expect(pageData(answer.body)).to.include({ nonce: 'n-123', needsPosting: false });
    expect(answer.body).to.include(`iss=${encodeURIComponent(ISSUER)}`); // the cancel link's access_denied names the issuer
  });
});
