import { expect } from 'chai';
import { es } from '../../web/i18n/catalogues/es';
import { HANDOFF_PAGE_PATH } from '../../core/signIn/tokenHandoff';
import { keyOf, signMessage } from '../support/builders';
import { call, type Answer } from '../support/http';
import { cookieOf, landing, openHandoff } from '../support/handoff';
import { startTestServer } from '../support/httpFixture';

const REDIRECT = 'https://demo.example/callback';

/**
 * Issue 37 §1: an access token is never handed back in a JSON body to be read by script; it
 * travels only by navigation to the registered redirect URI (core/signIn/tokenHandoff.ts,
 * adapters/http/signIn/handoffRoutes.ts, adapters/http/signIn/handoffCookie.ts).
 */
describe('HTTP: the token flow hands its access token over by navigation only', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  async function signIn(body: Record<string, unknown> = {}, base = t.url): Promise<Answer> {
    const scope = (body.scope as string | undefined) ?? 'vote';
    const challenge = await call(base, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app', redirect_uri: REDIRECT, scope },
    });
    return call(base, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: REDIRECT,
        response_type: 'token',
        state: 's-1',
        ...body,
        scope,
      },
    });
  }
  const pageOf = (answer: Answer) => new URL(answer.body.redirect_to as string, t.url).href;
  const me = (token: string) =>
    call(t.url, 'GET', '/api/me', { headers: { Authorization: token } });

  it('answers no access token anywhere: the handoff page to open, and an HttpOnly, SameSite=Strict cookie', async () => {
    for (const body of [{}, { response_type: undefined }, { scope: 'login' }]) {
      const answer = await signIn(body);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(Object.keys(answer.body)).to.deep.equal(['redirect_to', 'username']);
      expect(answer.body.redirect_to).to.match(new RegExp(`^${HANDOFF_PAGE_PATH}\\?handoff=`));
      const everything = JSON.stringify(answer.body) + JSON.stringify([...answer.headers]);
      expect(everything).to.not.include('access_token');
      const handoff = new URL(pageOf(answer)).searchParams.get('handoff')!;
      const claims = JSON.parse(Buffer.from(handoff.split('.')[1], 'base64url').toString());
      expect(claims.kind, 'the one token named is a handoff').to.equal('handoff');
      const [cookie] = answer.headers.getSetCookie();
      expect(cookie).to.match(/^hivegate_handoff=[A-Za-z0-9_-]{43}; /);
      expect(cookie).to.include(`Path=${HANDOFF_PAGE_PATH}`);
      expect(cookie)
        .to.include('Max-Age=120')
        .and.include('HttpOnly')
        .and.include('SameSite=Strict');
      expect(cookie, 'over http, no Secure').to.not.include('Secure');
      expect(answer.headers.get('cache-control')).to.equal('no-store');
    }
  });

  it('a code-flow answer sets no cookie and names the callback, as before', async () => {
    const answer = await signIn({ response_type: 'code' });
    expect(answer.headers.getSetCookie()).to.deep.equal([]);
    expect(new URL(answer.body.redirect_to as string).searchParams.get('code')).to.be.a('string');
  });

  it('without the cookie, with another sign-in’s, or fetched by a script: an error page, nothing issued', async () => {
    const answer = await signIn();
    const other = await signIn();
    for (const [cookie, dest] of [
      [undefined, 'document'],
      [cookieOf(other), 'document'],
      ['hivegate_handoff=' + 'A'.repeat(43), 'document'],
      [cookieOf(answer), 'empty'],
      [cookieOf(answer), 'iframe'],
    ]) {
      const opened = await fetch(pageOf(answer), {
        redirect: 'manual',
        headers: { 'Sec-Fetch-Dest': dest!, ...(cookie ? { Cookie: cookie } : {}) },
      });
      const page = await opened.text();
      expect([opened.status, opened.headers.get('location')], `${cookie} ${dest}`).to.deep.equal([
        400,
        null,
      ]);
      expect(opened.headers.get('content-type')).to.match(/^text\/html/);
      expect(page).to.not.include('access_token');
      expect(page).to.include(
        dest === 'document' ? 'only by the browser where you signed' : 'when the browser opens it',
      );
    }
    // None of that spent it: its own browser still finishes the sign-in.
    const url = await landing(t.url, answer);
    expect(url.origin + url.pathname).to.equal(REDIRECT);
  });

  it('with its cookie: 303 to the registered redirect URI with the token in the query, once only', async () => {
    const answer = await signIn();
    const opened = await openHandoff(pageOf(answer), cookieOf(answer));
    expect(opened.status).to.equal(303);
    const url = new URL(opened.headers.get('location')!);
    expect(url.origin + url.pathname).to.equal(REDIRECT);
    expect(url.searchParams.get('expires_in')).to.equal('604800');
    expect(url.searchParams.get('username')).to.equal('alice');
    expect(url.searchParams.get('state')).to.equal('s-1');
    expect(url.searchParams.get('iss')).to.equal(t.config.baseUrl);
    expect(opened.headers.get('cache-control')).to.equal('no-store');
    expect(opened.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(opened.headers.getSetCookie()[0], 'the cookie forgotten').to.match(
      /^hivegate_handoff=; Path=\/oauth2\/authorize\/complete; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    const token = url.searchParams.get('access_token')!;
    expect((await me(token)).body.user).to.equal('alice');

    const again = await openHandoff(pageOf(answer), cookieOf(answer));
    expect([again.status, again.headers.get('location')]).to.deep.equal([400, null]);
    expect(await again.text()).to.include('already used');
    expect((await me(token)).status, 'a replayed handoff ends the sign-in').to.equal(401);
  });

  it('OpenID Connect: the fragment by default; response_mode=query when asked', async () => {
    const openId = await landing(t.url, await signIn({ scope: 'openid' }));
    expect(openId.search).to.equal('');
    const fragment = new URLSearchParams(openId.hash.slice(1));
    expect(fragment.get('access_token')).to.be.a('string');
    expect(fragment.get('state')).to.equal('s-1');
    const query = await landing(t.url, await signIn({ scope: 'openid', response_mode: 'query' }));
    expect(query.searchParams.get('access_token')).to.be.a('string');
  });

  it('a malformed handoff page request is an error page', async () => {
    for (const path of [HANDOFF_PAGE_PATH, `${HANDOFF_PAGE_PATH}?handoff=nope`]) {
      const page = await call(t.url, 'GET', path);
      expect(page.status, path).to.equal(400);
      expect(page.headers.get('content-type')).to.match(/^text\/html/);
    }
  });

  it('each refusal is a page in the user’s language: a title of the catalogue, the English only under Details (issue 40)', async () => {
    const answer = await signIn();
    const spanish = { 'Accept-Language': 'es' };
    const refusals: [string, Record<string, string>][] = [
      [pageOf(answer), { 'Sec-Fetch-Dest': 'document' }], // no cookie
      [pageOf(answer), { 'Sec-Fetch-Dest': 'empty', Cookie: cookieOf(answer)! }], // a script
      [`${t.url}${HANDOFF_PAGE_PATH}?handoff=nope`, { 'Sec-Fetch-Dest': 'document' }],
      [`${t.url}${HANDOFF_PAGE_PATH}`, { 'Sec-Fetch-Dest': 'document' }],
    ];
    const titles = Object.entries(es.messages)
      .filter(([id]) => id.startsWith('error.title.'))
      .map(([, title]) => title);
    for (const [url, headers] of refusals) {
      const opened = await fetch(url, { redirect: 'manual', headers: { ...headers, ...spanish } });
      const page = await opened.text();
      expect(opened.status, url).to.equal(400);
      expect(page, url).to.match(/<html lang="es"/);
      expect(titles, url).to.include(/<h1>([^<]*)<\/h1>/.exec(page)?.[1]);
      expect(page, url).to.match(/<p lang="en" dir="ltr">/);
    }
  });

  it('the cookie is Secure when the service is https (BASE_URL)', async () => {
    const https = await startTestServer({}, { BASE_URL: 'https://hivegate.example' });
    try {
      const answer = await signIn({}, https.url);
      expect(answer.headers.getSetCookie()[0]).to.include('; Secure');
      const opened = await openHandoff(
        new URL(answer.body.redirect_to as string, https.url).href,
        cookieOf(answer),
      );
      expect(opened.status).to.equal(303);
      expect(opened.headers.getSetCookie()[0]).to.include('; Secure');
    } finally {
      await https.close();
    }
  });
});
