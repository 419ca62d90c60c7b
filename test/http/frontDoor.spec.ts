import 'reflect-metadata';
import { expect } from 'chai';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AppEntry } from '../../core/ports/DirectoryShare';
import { renderAppsPage } from '../../adapters/http/apps/appsPage';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

/** A GET with headers fetch() will not send (Host among them). */
function getWithHeaders(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The header every page shares: the brand to the home page and the same three links. */
function expectCommonLayout(html: string, what: string) {
  expect(html, what).to.include(
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
  );
  expect(html, what).to.include('<link rel="stylesheet" href="/assets/style.css">');
  expect(html, what).to.include('<a class="brand" href="/">hivegate</a>');
  const nav = /<nav aria-label="Main">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect(nav.match(/href="[^"]*"/g), what).to.deep.equal([
    'href="/"',
    'href="/apps"',
    'href="/authorized-apps"',
  ]);
  expect(html, what).to.include('<main id="main"').and.include('Skip to content');
}

describe('HTTP: the front door and one layout (issue 15, items 4 and 5)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({}, { APPS_FEATURED: 'demo-app' });
  });
  after(() => t.close());

  it('4. GET / is a home page: what this is, authorized apps, the directory, and for developers the API and JWKS', async () => {
    const answer = await call(t.url, 'GET', '/');
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.match(/^text\/html/);
    expect(answer.headers.get('content-security-policy'))
      .to.include("default-src 'none'")
      .and.include("frame-ancestors 'none'");
    expectCommonLayout(answer.body, '/');
    expect(answer.body).to.include('<h1>Sign in with Hive</h1>');
    expect(answer.body).to.include('href="/authorized-apps"').and.include('href="/apps"');
    expect(answer.body)
      .to.include('href="/.well-known/jwks.json"')
      .and.include(`${t.config.baseUrl}/.well-known/jwks.json`);
    expect(answer.body).to.include('POST /api/broadcast').and.include('GET /oauth2/authorize');
    expect(answer.body).to.include(`${t.config.baseUrl}/.well-known/openid-configuration`);
    expect(answer.body).to.include('aria-current="page"');
  });

  it('the home page names BASE_URL, never the Host or X-Forwarded-Host it was asked with (issue 54 §3)', async () => {
    const behindProxy = await startTestServer({}, { TRUST_PROXY: '1' });
    try {
      for (const headers of <Record<string, string>[]>[
        { Host: 'evil.example' },
        { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
      ]) {
        const answer = await getWithHeaders(behindProxy.url, '/', headers);
        expect(answer.status, JSON.stringify(headers)).to.equal(200);
        expect(answer.headers['cache-control']).to.equal('public, max-age=300');
        expect(answer.body, JSON.stringify(headers)).not.to.include('evil.example');
        expect(answer.body).to.include(`${behindProxy.config.baseUrl}/.well-known/jwks.json`);
      }
    } finally {
      await behindProxy.close();
    }
  });

  it('4. an unknown page path is an HTML 404 in the same layout; API paths keep their JSON 404', async () => {
    const page = await call(t.url, 'GET', '/no/such/page');
    expect(page.status).to.equal(404);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expectCommonLayout(page.body, '404');
    expect(page.body).to.include('Page not found').and.include('There is no page at this address');
    for (const api of ['/api/nothing', '/.well-known/nothing', '/assets/nothing.js']) {
      const answer = await call(t.url, 'GET', api);
      expect(answer.status, api).to.equal(404);
      expect(answer.body.error, api).to.equal('not_found');
    }
    const post = await call(t.url, 'POST', '/no/such/page', { json: {} });
    expect(post.body.error).to.equal('not_found');
  });

  it('5. every page has the same header, navigation and viewport: home, consent, authorized apps, sign, apps, errors', async () => {
    const paths = [
      '/',
      '/oauth2/authorize?client_id=demo-app&redirect_uri=https%3A%2F%2Fdemo.example%2Fcallback&scope=login',
      '/authorized-apps',
      `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}`,
      '/apps',
      '/sign/frobnicate',
      '/oauth2/authorize?client_id=demo-app&redirect_uri=https%3A%2F%2Fevil.example',
      '/nowhere',
    ];
    for (const path of paths) expectCommonLayout((await call(t.url, 'GET', path)).body, path);
  });

  it('5. /apps uses the shared stylesheet (no inline style) and lists a featured app once, with its rank', async () => {
    const answer = await call(t.url, 'GET', '/apps');
    expect(answer.body).to.not.include('<style>');
    expect(answer.headers.get('content-security-policy'))
      .to.include("style-src 'self'")
      .and.not.include('unsafe-inline');
    const app = (username: string, name: string, users: number): AppEntry => ({
      username,
      name,
      about: null,
      website: null,
      site: 'no_website',
      profile_source: 'json_metadata',
      limits_enforced: false,
      users,
      requests: users,
      first_seen: '2026-11-21',
      last_seen: '2026-11-21',
      new: false,
    });
    const html = renderAppsPage({
      updated_at: '2026-11-21T12:00:00.000Z',
      building: false,
      window_days: 30,
      featured: ['pick'],
      apps: [app('top', 'Top', 9), app('pick', 'Pick', 5)],
    });
    expect(html.match(/<bdi class="name" translate="no">Pick<\/bdi>/g)).to.have.length(1);
    expect(html.match(/<bdi class="name" translate="no">Top<\/bdi>/g)).to.have.length(1);
    expect(html).to.include('<span class="rank">#2</span><bdi class="name" translate="no">Pick');
  });
});
