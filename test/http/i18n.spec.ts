import { expect } from 'chai';
import { AVAILABLE_LOCALES } from '../../web/i18n/catalogues';
import { inPageLanguage, pageLocale, words } from '../../adapters/http/pages/i18n';
import { sameOriginPath } from '../../adapters/http/pages/localeRoutes';
import { chooseLocale, fromAcceptLanguage } from '../../web/i18n/locales';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

const client = { client_id: 'demo-app', client_secret: demoApp.secret };
const authorize = (extra: Record<string, string> = {}) =>
  `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: 'https://demo.example/callback', scope: 'posting', ...extra })}`;

/** Issue 40 §2 over HTTP: which language a page speaks, the switcher, discovery, the API stays English. */
describe('i18n over HTTP: the language of each page', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${t.url}${path}`, { headers, redirect: 'manual' });
    return { answer, body: await answer.text() };
  };
  const langOf = (body: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(body)?.slice(1);

  it('in order: ui_locales, the switcher’s cookie, Accept-Language, English; <html lang dir> always says which', async () => {
    expect(langOf((await page('/')).body)).to.deep.equal(['en', 'ltr']);
    expect(langOf((await page('/', { 'Accept-Language': 'es-MX,es;q=0.9' })).body)).to.deep.equal([
      'es',
      'ltr',
    ]);
    const cookie = { Cookie: 'hivegate_locale=en', 'Accept-Language': 'es' };
    expect(langOf((await page('/', cookie)).body)).to.deep.equal(['en', 'ltr']);
    const consent = await page(authorize({ ui_locales: 'es-ES en' }), cookie);
    expect(consent.answer.status).to.equal(200);
    expect(langOf(consent.body)).to.deep.equal(['es', 'ltr']);
    expect(consent.body).to.include('Iniciar sesión en demo-app');
    expect(consent.answer.headers.get('content-language')).to.equal('es');
    expect(consent.answer.headers.get('vary')).to.include('Accept-Language');
    // A language without a catalogue falls through to the next choice.
    expect(langOf((await page('/', { 'Accept-Language': 'xx, es;q=0.5' })).body)?.[0]).to.equal(
      'es',
    );
  });

  it('every page and error page is rendered in the language its request chose', async () => {
    const pages = [
      '/',
      '/apps',
      '/apps/register',
      '/authorized-apps',
      '/locale',
      '/device',
      '/device?user_code=WRONG-CODE',
      authorize(),
      '/oauth2/logout?id_token_hint=not-a-token',
      '/sign/vote?voter=alice',
      '/no-such-page',
    ];
    for (const path of pages) {
      const { answer, body } = await page(path, { 'Accept-Language': 'ko' });
      expect([answer.status === 500, langOf(body)?.[0]], path).to.deep.equal([false, 'ko']);
    }
  });

  it('the pure rules: q-values, regions, Chinese scripts, the pseudo-locale only where it is on', () => {
    const offered = { available: ['en', 'es', 'zh-TW', 'zh-CN'] as const, pseudo: false };
    expect(fromAcceptLanguage('en;q=0.2, es;q=0.8', offered)).to.equal('es');
    expect(fromAcceptLanguage('zh-Hant-HK', offered)).to.equal('zh-TW');
    expect(fromAcceptLanguage('zh', offered)).to.equal('zh-CN');
    expect(fromAcceptLanguage('*, fr', offered)).to.equal(undefined);
    expect(chooseLocale({ uiLocales: 'en-XA' }, offered)).to.equal('en');
    expect(chooseLocale({ uiLocales: 'en-XA' }, { ...offered, pseudo: true })).to.equal('en-XA');
  });

  it('the switcher: a link on every page to the list of languages; GET /locale remembers the choice and returns to a same-origin path only', async () => {
    const home = await page('/');
    expect(home.body).to.include('<footer><a href="/locale?back=%2F">Language</a></footer>');
    const consent = await page(authorize({ ui_locales: 'es' }));
    expect(consent.body).to.include(
      `<footer><a href="/locale?back=${encodeURIComponent(authorize({ ui_locales: 'es' }))}">Idioma <span lang="en">(Language)</span></a></footer>`,
    );
    const list = await page('/locale?back=%2Fapps');
    expect(list.answer.status).to.equal(200);
    for (const locale of AVAILABLE_LOCALES)
      expect(list.body).to.match(
        new RegExp(
          `<a href="/locale\\?lang=${locale}&amp;back=%2Fapps" lang="${locale}" hreflang="${locale}"`,
        ),
      );
    expect((await page('/locale?back=https%3A%2F%2Fevil.example')).body).to.include(
      'href="/locale?lang=es&amp;back=%2F"',
    );
    const back = encodeURIComponent(authorize({ ui_locales: 'en' }));
    const chosen = await page(`/locale?lang=es&back=${back}`);
    expect(chosen.answer.status).to.equal(303);
    // The user's choice is newer than the app's ui_locales: that one is dropped on the way back.
    expect(chosen.answer.headers.get('location')).to.equal(authorize());
    const set = chosen.answer.headers.get('set-cookie') ?? '';
    expect(set).to.match(/^hivegate_locale=es; path=\/; expires=.*; samesite=lax; httponly$/i);
    const after = await page(authorize(), { Cookie: 'hivegate_locale=es' });
    expect(langOf(after.body)?.[0]).to.equal('es');
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aSet-Cookie:x=1',
      // Paths that only become "//host" once normalised (issue 54 §3).
      '/.//evil.example/x',
      '/a/..//evil.example/x',
      '/%2e//evil.example/x',
      '/%2E%2e/%2e//evil.example',
      '/./\\evil.example',
    ]) {
      const location =
        (await page(`/locale?lang=es&back=${encodeURIComponent(evil)}`)).answer.headers.get(
          'location',
        ) ?? '';
      expect(location, evil).to.match(/^\/(?![/\\])[^\r\n]*$/);
      // As a browser resolves it: still this origin.
      expect(new URL(location, 'http://hivegate.test').host, evil).to.equal('hivegate.test');
      if (evil !== '/%0d%0aSet-Cookie:x=1') expect(sameOriginPath(evil), evil).to.equal('/');
    }
    expect(sameOriginPath('//evil.example/x')).to.equal('/');
    expect(sameOriginPath('/apps/../device?x=1')).to.equal('/device?x=1');
    expect(sameOriginPath('/apps?x=1#y')).to.equal('/apps?x=1');
    // An error page's way to another language does not echo its query (a refused redirect_uri).
    const refused = await page(
      '/oauth2/authorize?client_id=demo-app&redirect_uri=https%3A%2F%2Fattacker.example%2F',
    );
    expect(refused.body).to.include('<footer><a href="/locale?back=%2F">Language</a></footer>');
    expect(refused.body).not.to.include('attacker.example');
    const unknown = await page('/locale?lang=xx&back=%2Fapps');
    expect(unknown.answer.headers.get('set-cookie')).to.equal(null);
    expect(unknown.answer.headers.get('location')).to.equal('/apps');
  });

  it('an error page speaks the page’s language; the API’s JSON stays English', async () => {
    const missing = await page('/no-such-page', { 'Accept-Language': 'es' });
    expect(missing.answer.status).to.equal(404);
    expect(missing.body).to.include('Página no encontrada');
    expect(missing.body).to.include(
      '<details><summary>Detalles (en inglés)</summary><p lang="en" dir="ltr">',
    );
    const bad = await page(
      '/oauth2/authorize?client_id=nobody-at-all&redirect_uri=x&ui_locales=es',
    );
    expect(langOf(bad.body)?.[0]).to.equal('es');
    const api = await call(t.url, 'GET', '/api/me', { headers: { 'Accept-Language': 'es' } });
    expect(api.status).to.equal(401);
    expect(String(api.body.error_description)).to.match(/^[\x20-\x7e]+$/);
    expect(api.headers.get('content-language')).to.equal(null);
  });

  it('chooses no language for the API’s paths (JSON only, the hot ones); a page chooses its own', async () => {
    const heard: string[] = [];
    const choose = pageLocale();
    const request = (path: string) =>
      ({
        path,
        originalUrl: path,
        query: {},
        cookies: { get: () => undefined },
        get: (name: string) => (name === 'Accept-Language' ? 'ko' : ''),
        type: 'application/json',
        state: {},
      }) as unknown as Parameters<typeof choose>[0];
    for (const path of ['/api/oauth2/token', '/device']) {
      const ctx = request(path);
      await choose(ctx, async () => void heard.push(inPageLanguage(ctx, () => words().locale)));
    }
    expect(heard).to.deep.equal(['en', 'ko']);
  });

  it('discovery names the languages the pages speak (ui_locales_supported)', async () => {
    const discovery = await call(t.url, 'GET', '/.well-known/openid-configuration');
    expect(discovery.body.ui_locales_supported).to.deep.equal([...AVAILABLE_LOCALES]);
  });

  it('a device’s ui_locales is carried into the addresses it shows, and /device speaks it', async () => {
    const started = await call(t.url, 'POST', '/api/oauth2/device_authorization', {
      form: new URLSearchParams({ ...client, scope: 'login', ui_locales: 'es' }).toString(),
    });
    expect(started.status).to.equal(200);
    const complete = new URL(String(started.body.verification_uri_complete));
    expect(complete.searchParams.get('ui_locales')).to.equal('es');
    expect(new URL(String(started.body.verification_uri)).searchParams.get('ui_locales')).to.equal(
      'es',
    );
    const entry = await page(`/device?ui_locales=es`);
    expect(entry.body).to.include('Iniciar sesión en un dispositivo');
    expect(entry.body).to.include('<input type="hidden" name="ui_locales" value="es">');
    const consent = await page(`${complete.pathname}${complete.search}`);
    expect(langOf(consent.body)?.[0]).to.equal('es');
    expect(consent.body).to.include('action="/device/deny?ui_locales=es"');
  });
});
