import { expect } from 'chai';
import Koa from 'koa';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { errorHandler } from '../../adapters/http/errorHandler';
import { renderAppsPage } from '../../adapters/http/apps/appsPage';
import { appsRoutes } from '../../adapters/http/apps/appsRoutes';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import type { AppEntry, DirectoryAnswer } from '../../core/ports/DirectoryShare';
import { silentLogger } from '../../core/ports/Logger';
import type { AppDirectory } from '../../core/apps/AppDirectory';
import { anApp } from '../support/builders';
import { testCore } from '../support/coreFixture';
import { call } from '../support/http';

/** GET /api/apps with If-None-Match, over node:http: fetch would add `Cache-Control: no-cache`, which forbids a 304. */
function revalidate(
  base: string,
  etag: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(`${base}/api/apps`, { headers: { 'If-None-Match': etag } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body }),
      );
    }).on('error', reject);
  });
}

describe('GET /api/apps and /apps', () => {
  let server: Server;
  let base: string;
  let usage: MemoryUsageStore;
  let chain: MemoryChainClient;
  let directory: AppDirectory;

  beforeEach(async () => {
    usage = new MemoryUsageStore();
    chain = new MemoryChainClient();
    const prober = new StaticWebsiteProber({
      'https://demo.example/': { site: 'ok', website: null },
    });
    ({
      core: { directory },
    } = await testCore(
      { usage, chain, prober },
      { directory: { windowDays: 30, featured: ['demo'], rebuildSeconds: 300 } },
    ));
    const app = new Koa();
    app.use(errorHandler(silentLogger));
    const router = appsRoutes(directory);
    app.use(router.routes()).use(router.allowedMethods());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  async function withDemo(): Promise<void> {
    chain.put(
      anApp('demo')
        .withProfile({
          name: 'Demo <App>',
          about: 'Posts & votes',
          website: 'https://demo.example/',
        })
        .build(),
    );
    await usage.record([{ app: 'demo', user: 'alice', day: '2026-11-21', requests: 2 }]);
    await directory.build();
  }

  describe('GET /api/apps', () => {
    it('answers 503 unavailable, not cached, before the first build with data', async () => {
      const answer = await call(base, 'GET', '/api/apps');
      expect(answer.status).to.equal(503);
      expect(answer.body).to.have.keys('error', 'error_description');
      expect(answer.body.error).to.equal('unavailable');
      expect(answer.headers.get('retry-after')).to.equal('30');
      expect(answer.headers.get('cache-control')).to.equal('no-store');
    });

    it('answers 200 with the directory and a 5-minute public cache once built', async () => {
      await withDemo();
      const answer = await call(base, 'GET', '/api/apps');
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('cache-control')).to.equal('public, max-age=300');
      expect(answer.headers.get('content-type')).to.match(/^application\/json/);
      expect(answer.body).to.deep.equal({
        updated_at: '2026-11-21T12:00:00.000Z',
        building: false,
        window_days: 30,
        featured: ['demo'],
        apps: [
          {
            username: 'demo',
            name: 'Demo <App>',
            about: 'Posts & votes',
            website: 'https://demo.example/',
            site: 'ok',
            profile_source: 'json_metadata',
            limits_enforced: false,
            users: 1,
            requests: 2,
            first_seen: '2026-11-21',
            last_seen: '2026-11-21',
            new: true,
          },
        ],
      });
    });

    it('tags the answer with an ETag and answers 304 without a body when the client has it', async () => {
      await withDemo();
      const first = await call(base, 'GET', '/api/apps');
      const etag = first.headers.get('etag');
      expect(etag).to.match(/^"[\w-]{27}"$/);
      const again = await revalidate(base, etag!);
      expect(again.status).to.equal(304);
      expect(again.body).to.equal('');
      expect(again.headers.etag).to.equal(etag);
      expect(again.headers['cache-control']).to.equal('public, max-age=300');
    });

    it('serves each snapshot as built, and a new ETag once a build changes it', async () => {
      await withDemo();
      const before = await call(base, 'GET', '/api/apps');
      expect(before.body).to.deep.equal(JSON.parse(JSON.stringify(directory.current())));
      await usage.record([{ app: 'demo', user: 'bob', day: '2026-11-21', requests: 1 }]);
      await directory.build();
      const after = await call(base, 'GET', '/api/apps');
      expect((after.body as { apps: { users: number }[] }).apps[0].users).to.equal(2);
      expect(after.headers.get('etag')).to.not.equal(before.headers.get('etag'));
      expect((await revalidate(base, before.headers.get('etag')!)).status).to.equal(200);
    });

    it('needs no token and ignores one', async () => {
      await withDemo();
      expect(
        (await call(base, 'GET', '/api/apps', { headers: { Authorization: 'garbage' } })).status,
      ).to.equal(200);
    });
  });

  describe('GET /apps', () => {
    it('is a 503 page while building', async () => {
      const answer = await call(base, 'GET', '/apps');
      expect(answer.status).to.equal(503);
      expect(answer.headers.get('content-type')).to.equal('text/html; charset=utf-8');
      expect(answer.body).to.include('being built');
    });

    it('renders the directory as an escaped, script-free page with a strict CSP and no Referer', async () => {
      await withDemo();
      const answer = await call(base, 'GET', '/apps');
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('cache-control')).to.equal('public, max-age=300');
      expect(answer.headers.get('content-security-policy')).to.include("default-src 'none'");
      expect(answer.headers.get('referrer-policy')).to.equal('no-referrer');
      expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(answer.body).to.include('Demo &lt;App&gt;').and.include('Posts &amp; votes');
      expect(answer.body).not.to.include('<App>');
      expect(answer.body).not.to.match(/<script/i);
    });
  });
});

describe('GET /api/apps: an app registered HiveSigner’s way (issue 37 §2)', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  /** The directory's JSON with APP_PROFILE_POSTING_FALLBACK as given, over hs-app (posting profile) and demo. */
  async function apiApps(postingFallback: boolean) {
    const chain = new MemoryChainClient([
      anApp('hs-app').inPostingMetadata().build(),
      anApp('demo').build(),
    ]);
    const usage = new MemoryUsageStore();
    await usage.record([
      { app: 'hs-app', user: 'alice', day: '2026-11-21', requests: 1 },
      { app: 'demo', user: 'alice', day: '2026-11-21', requests: 1 },
    ]);
    const { core } = await testCore({ chain, usage }, { appProfiles: { postingFallback } });
    await core.directory.build();
    const app = new Koa();
    app.use(errorHandler(silentLogger));
    app.use(appsRoutes(core.directory).routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answer = await call(base, 'GET', '/api/apps');
    const page = await call(base, 'GET', '/apps');
    server.closeAllConnections();
    server.close();
    server = undefined;
    const sources = Object.fromEntries(
      (answer.body as { apps: AppEntry[] }).apps.map((a) => [a.username, a.profile_source]),
    );
    return { sources, page: page.body as string };
  }

  it('is no app without APP_PROFILE_POSTING_FALLBACK (profile_source null), and flagged with it', async () => {
    const off = await apiApps(false);
    expect(off.sources).to.deep.equal({ demo: 'json_metadata', 'hs-app': null });
    expect(off.page).to.include('Not registered');
    const on = await apiApps(true);
    expect(on.sources).to.deep.equal({ demo: 'json_metadata', 'hs-app': 'posting_json_metadata' });
    expect(on.page).to.include('Weaker registration').and.not.include('Not registered');
  });
});

describe('renderAppsPage', () => {
  const app = (fields: Partial<AppEntry>): AppEntry => ({
    username: 'app',
    name: null,
    about: null,
    website: null,
    site: 'no_website',
    profile_source: 'json_metadata',
    limits_enforced: false,
    users: 1,
    requests: 1,
    first_seen: '2026-11-21',
    last_seen: '2026-11-21',
    new: false,
    ...fields,
  });
  const page = (apps: AppEntry[], featured: string[] = []): string =>
    renderAppsPage({
      updated_at: '2026-11-21T12:00:00.000Z',
      building: false,
      window_days: 30,
      featured,
      apps,
    });

  it('says on each entry whether the limits its users set bind all it can do, as limits_enforced does (issue 39 §1)', () => {
    const html = page([
      app({ username: 'own-key', limits_enforced: false }),
      app({ username: 'strict', limits_enforced: true }),
      app({ username: 'unknown', limits_enforced: null, profile_source: null }),
    ]);
    const entry = (name: string) =>
      new RegExp(
        `<li class="app-entry">(?:(?!</li>)[\\s\\S])*@${name}(?:(?!</li>)[\\s\\S])*</li>`,
      ).exec(html)![0];
    expect(entry('own-key')).to.include('Can sign for its users directly on the Hive blockchain');
    expect(entry('strict')).to.include('Limits its users set here are enforced');
    expect(entry('unknown')).not.to.include('limits-reach');
  });

  it('escapes every profile string, in text and in attributes', () => {
    const html = page([
      app({
        username: 'x"><script>alert(1)</script>',
        name: `<img src=x onerror=alert(1)>`,
        about: `"'><svg onload=alert(1)>`,
        website: `https://evil.example/"><script>alert(1)</script>`,
        site: 'ok',
      }),
    ]);
    expect(html).not.to.match(/<script|<img|<svg/i);
    expect(html).to.include('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).to.include(
      'href="https://evil.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it('links a website only when its check is ok, and then with nofollow noopener noreferrer', () => {
    const html = page([
      app({ username: 'good', website: 'https://good.example/', site: 'ok' }),
      app({ username: 'moved', site: 'redirected', redirects_to: 'https://elsewhere.example/' }),
      app({ username: 'sneaky', website: 'javascript:alert(1)', site: 'ok' }),
    ]);
    const main = html.slice(html.indexOf('<main'));
    const links = (main.match(/<a [^>]*>/g) ?? []).filter((a) => !a.startsWith('<a href="/'));
    expect(links).to.deep.equal([
      '<a href="https://good.example/" rel="nofollow noopener noreferrer">',
    ]);
    expect(html).not.to.include('elsewhere.example');
  });

  it('shows featured apps first, then the whole ranking, with users, requests and the new badge', () => {
    const html = page(
      [
        app({ username: 'top', name: 'Top', users: 1200, requests: 5000, new: true }),
        app({ username: 'pick', name: 'Pick', users: 1, requests: 1 }),
      ],
      ['pick', 'missing'],
    );
    const featured = html.indexOf('Featured');
    const ranking = html.indexOf('Ranking');
    expect(featured).to.be.greaterThan(-1);
    expect(html.indexOf('Pick')).to.be.within(featured, ranking);
    expect(html.indexOf('Top')).to.be.greaterThan(ranking);
    expect(html).to.include('1,200 users').and.include('5,000 requests').and.include('1 user ·');
    expect(html.match(/class="badge">New</g)).to.have.length(1);
    expect(html).to.include('name="viewport"');
  });

  it('flags an app whose identity is in posting_json_metadata, or nowhere, with the way to register it (issue 37 §2)', () => {
    const html = page([
      app({ username: 'safe' }),
      app({ username: 'weak', profile_source: 'posting_json_metadata' }),
      app({ username: 'unregistered', profile_source: null }),
    ]);
    const cardOf = (name: string) => {
      const start = html.indexOf(`@${name}<`);
      return html.slice(start, html.indexOf('</li>', start));
    };
    expect(cardOf('safe')).not.to.include('badge warn');
    expect(cardOf('weak'))
      .to.include('<span class="badge warn">Weaker registration</span>')
      .and.include('anyone who holds its posting authority can change where')
      .and.include('href="/apps/register"');
    expect(cardOf('unregistered'))
      .to.include('<span class="badge warn">Not registered</span>')
      .and.include('href="/apps/register"');
  });

  it('falls back to the username when the profile has no name', () => {
    expect(page([app({ username: 'nameless' })])).to.include(
      '<bdi class="name" translate="no">nameless</bdi>',
    );
  });

  it('says so when no app was used in the window', () => {
    const answer: DirectoryAnswer = {
      updated_at: '2026-11-21T12:00:00.000Z',
      building: false,
      window_days: 7,
      featured: [],
      apps: [],
    };
    expect(renderAppsPage(answer)).to.include('No app has been used');
  });
});
