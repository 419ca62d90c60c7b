import { CLIENT_SECRET_BYTES, CLIENT_SECRET_MIN_BITS } from '../../../core/signIn/clientSecret';
import { ID_TOKEN_ALGS } from '../../../core/tokens/openId';
import type { ChainSettings } from '../pages/chainSettings';
import { hiveAuthSection } from '../pages/hiveAuthSection';
import { html, layout, type Html } from '../pages/html';
import { words } from '../pages/i18n';
import { loadingNote, UNTIL_READY } from '../pages/untilReady';

/*
 * GET /apps/register (issue 37 §2): an app's owner writes its profile to the account's
 * json_metadata, which only the active key changes, so that nobody holding its posting authority
 * can move where its users' sign-ins go. web/src/registerApp.ts reads the account from the Hive
 * node, merges the form into its json_metadata (other members kept), and broadcasts one
 * account_update2 signed with Keychain, HiveAuth or a typed active key; nothing is sent to this
 * service. A client secret made here never leaves the page either. The inputs have no `name`, so
 * even a native submission (script failed to load) sends nothing.
 */
export function renderRegisterAppPage({
  chain,
  serviceAccount,
}: {
  chain: ChainSettings;
  /** SERVICE_ACCOUNT, which the app's posting authority must list for broadcasts to go through. */
  serviceAccount: string;
}): string {
  const t = words();
  const code = (text: string) => html`<code>${text}</code>`;
  const metadata = code('json_metadata');
  const service = html`<bdi>@${serviceAccount}</bdi>`;
  return layout({
    title: t.t('register.title'),
    current: '/apps',
    script: 'register-app',
    data: { ...chain, secretBytes: CLIENT_SECRET_BYTES, serviceAccount },
    body: html`<h1>${t.t('register.title')}</h1>
<p>${t.html('register.intro', { field: metadata, op: code('account_update2') })}</p>

<form id="register" novalidate>
<section class="card" aria-labelledby="account-title">
<h2 id="account-title">${t.t('register.accountTitle')}</h2>
<label for="username">${t.t('register.username')}</label>
<input id="username" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="username-help" dir="ltr">
<p id="username-help" class="muted small">${t.html('register.usernameHelp', { field: code('posting_json_metadata') })}</p>
<button type="button" id="load-profile"${UNTIL_READY}>${t.t('register.readProfile')}</button>
</section>

<section class="card" aria-labelledby="identity-title">
<h2 id="identity-title">${t.t('register.whereTitle')}</h2>
<p class="muted small">${t.html('register.readFrom', { field: metadata })}</p>
<label for="redirect-uris">${t.t('register.redirects')}</label>
<textarea id="redirect-uris" rows="3" required autocapitalize="none" spellcheck="false" aria-describedby="redirect-uris-help" dir="ltr"></textarea>
<p id="redirect-uris-help" class="muted small">${t.html('register.redirectsHelp', { example: code('http://127.0.0.1/…') })}</p>
<label for="auth-method">${t.t('register.authMethod')}</label>
<select id="auth-method" aria-describedby="auth-method-help">
<option value="client_secret_basic" selected>${t.t('register.method.basic')}</option>
<option value="client_secret_post">${t.t('register.method.post')}</option>
<option value="none">${t.t('register.method.none')}</option>
</select>
<p id="auth-method-help" class="muted small">${t.t('register.authMethodHelp')}</p>
<div id="secret-fields">
<label for="secret-hash">${t.t('register.secretHash')}</label>
<input id="secret-hash" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="secret-hash-help" dir="ltr">
<p id="secret-hash-help" class="muted small">${t.html('register.secretHashHelp', {
      minBits: t.number(CLIENT_SECRET_MIN_BITS),
      bits: t.number(CLIENT_SECRET_BYTES * 8),
      command: code('hivegate app secret'),
    })}</p>
<button type="button" id="generate-secret"${UNTIL_READY}>${t.t('register.makeSecret')}</button>
<div id="new-secret" hidden>
<label for="client-secret" id="client-secret-label">${t.t('register.newSecret')}</label>
<input id="client-secret" readonly autocomplete="off" spellcheck="false" aria-describedby="client-secret-help" dir="ltr">
${copyButton('client-secret')}
<p id="client-secret-help" class="warning small">${t.t('register.newSecretHelp')}</p>
</div>
</div>
<label for="backchannel-logout-uri">${t.t('register.logoutUri')}</label>
<input id="backchannel-logout-uri" type="url" inputmode="url" autocapitalize="none" spellcheck="false" aria-describedby="backchannel-logout-uri-help" dir="ltr">
<p id="backchannel-logout-uri-help" class="muted small">${t.t('register.logoutUriHelp')}</p>
<label for="post-logout-redirect-uris">${t.t('register.postLogoutUris')}</label>
<textarea id="post-logout-redirect-uris" rows="2" autocapitalize="none" spellcheck="false" dir="ltr"></textarea>
<label for="id-token-alg">${t.t('register.idTokenAlg')}</label>
<select id="id-token-alg">
${ID_TOKEN_ALGS.map((alg) => html`<option value="${alg}"${alg === 'RS256' ? html` selected` : ''}>${alg === 'RS256' ? t.t('register.defaultAlg', { alg }) : alg}</option>`)}
</select>
</section>

<section class="card" aria-labelledby="display-title">
<h2 id="display-title">${t.t('register.displayTitle')}</h2>
<p class="muted small">${t.t('register.displayHelp')}</p>
<label for="app-name">${t.t('register.name')}</label>
<input id="app-name" autocomplete="off" maxlength="64">
<label for="app-about">${t.t('register.about')}</label>
<textarea id="app-about" rows="2" maxlength="300"></textarea>
<label for="app-website">${t.t('register.website')}</label>
<input id="app-website" type="url" inputmode="url" autocapitalize="none" spellcheck="false" dir="ltr">
<label for="app-image">${t.t('register.picture')}</label>
<input id="app-image" type="url" inputmode="url" autocapitalize="none" spellcheck="false" dir="ltr">
</section>

<section class="card" aria-labelledby="sign-title">
<h2 id="sign-title">${t.t('register.signTitle')}</h2>
<div id="keychain-choice" hidden>
<button type="button" id="keychain-register" class="primary wide">${t.t('register.keychain')}</button>
<p class="or"><span>${t.t('consent.or')}</span></p>
</div>
${
  chain.hiveAuthRelay
    ? html`<div class="hiveauth-choice">
<button type="button" id="hiveauth-register" class="wide"${UNTIL_READY}>${t.t('register.hiveAuth')}</button>
<p class="or"><span>${t.t('consent.or')}</span></p>
</div>`
    : ''
}
<label class="check"><input type="checkbox" id="add-service" checked aria-describedby="add-service-help"> ${t.html('register.addService', { service })}</label>
<p id="add-service-help" class="muted small">${t.t('register.postingNote')}</p>
<label for="active-key">${t.t('register.activeKey')}</label>
<input id="active-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="active-key-help" dir="ltr">
<p id="active-key-help" class="muted small">${t.t('consent.keyNeverSent')}</p>
<button type="submit" id="register-submit" class="primary wide"${UNTIL_READY}>${t.t('register.submit')}</button>
${loadingNote()}
</section>
</form>
${chain.hiveAuthRelay ? hiveAuthSection('registration') : ''}
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>
${nextSection()}`,
  });
}

/**
 * What comes next once registered (issue 57 §4), filled in by web/src/registerNext.ts: whether the
 * posting authority lists this service, the client_id, a sign-in URL and the token exchange.
 */
function nextSection(): Html {
  const t = words();
  const item = (id: string, label: Html | string) => html`<h3 id="${id}-label">${label}</h3>
<pre id="${id}" dir="ltr" translate="no"></pre>
${copyButton(id)}`;
  return html`<section id="next" class="card" aria-labelledby="next-title" hidden>
<h2 id="next-title" tabindex="-1">${t.t('register.nextTitle')}</h2>
<p id="next-service"></p>
${item('next-client-id', t.html('register.clientId', { field: html`<code>client_id</code>` }))}
${item('next-signin-url', t.t('register.signInUrl'))}
${item('next-token', t.t('register.tokenExchange'))}
</section>`;
}

/** Copies the text of #`target` (an input's value); named "Copy" and described by what it copies. */
function copyButton(target: string): Html {
  return html`<button type="button" class="copy" data-copy="${target}" aria-describedby="${target}-label">${words().t('register.copy')}</button>`;
}
