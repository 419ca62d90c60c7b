import { words } from './i18n';
import { html, layout } from './html';

/*
 * GET /: the front door. What the service is, where a person goes (their authorized apps, the app
 * directory) and, for developers, where the API and the token keys are. No script.
 */
export function renderHomePage({
  origin,
  discovery,
}: {
  origin: string;
  discovery?: string;
}): string {
  const t = words();
  const jwks = `${origin}/.well-known/jwks.json`;
  const code = (text: string) => html`<code>${text}</code>`;
  const endpoint = (path: string, about: ReturnType<typeof html> | string) =>
    html`<tr><th scope="row"><code>${path}</code></th><td>${about}</td></tr>`;
  return layout({
    title: t.t('home.title'),
    current: '/',
    body: html`<h1>${t.t('home.title')}</h1>
<p>${t.t('home.intro')}
${t.t('home.keys')}</p>

<section class="card" aria-labelledby="people">
<h2 id="people">${t.t('home.people')}</h2>
<ul class="links">
<li><a href="/authorized-apps">${t.t('home.authorizedLink')}</a> — ${t.t('home.authorizedAbout')}</li>
<li><a href="/apps">${t.t('home.appsLink')}</a> — ${t.t('home.appsAbout')}</li>
</ul>
<p class="muted">${t.t('home.startFromApp')}</p>
</section>

<section class="card" aria-labelledby="developers">
<h2 id="developers">${t.t('home.developers')}</h2>
<p>${t.html('home.sdk', { client: code('hivegate/client'), sdk: code('hivesigner'), apiURL: code('apiURL'), origin: html`<code class="wrap">${origin}</code>` })}</p>
<table dir="ltr"><tbody>
${endpoint('GET /oauth2/authorize', t.html('home.endpoint.authorize', { call: code('getLoginURL()') }))}
${endpoint('POST /api/oauth2/token', t.html('home.endpoint.token', { secret: code('client_secret') }))}
${endpoint('POST /api/oauth2/token/revoke', t.t('home.endpoint.revoke'))}
${endpoint('GET /api/me', t.t('home.endpoint.me'))}
${endpoint('POST /api/broadcast', t.t('home.endpoint.broadcast'))}
${endpoint('GET /api/apps', t.t('home.endpoint.apps'))}
${endpoint('GET /sign/…', t.t('home.endpoint.sign'))}
</tbody></table>
<p>${t.html('home.jwks', { url: html`<a href="/.well-known/jwks.json"><code class="wrap">${jwks}</code></a>` })}</p>
${discovery ? html`<p>${t.html('home.discovery', { url: html`<a href="${discovery}"><code class="wrap">${discovery}</code></a>` })}</p>` : ''}
<p>${t.html('home.appProfile', { metadata: code('json_metadata'), type: code('type: "app"'), uris: code('redirect_uris') })}
<a href="/apps/register">${t.t('home.register')}</a> ${t.t('home.registerWith')}</p>
</section>`,
  });
}
