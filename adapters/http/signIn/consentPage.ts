import { grantWords } from '../../../web/i18n/words/grantWords';
import { limitsReachWords, postingAuthorityWords } from '../../../web/i18n/words/limitsReachWords';
import { limitsFieldset } from './limitsFieldset';
import type { ConsentAnswer } from '../../../core/signIn/ConsentUseCase';
import type { AuthorizeQuery } from './authorizeQuery';
import { DEVICE_PAGE_PATH } from '../../../core/signIn/deviceCode';
import type { DevicePrompt } from '../../../core/signIn/DeviceFlowUseCase';
import type { ChainSettings } from '../pages/chainSettings';
import { pageRequest, words } from '../pages/i18n';
import { Html, html, layout } from '../pages/html';
import { hiveAuthChoice, hiveAuthGrantChoice, hiveAuthSection } from '../pages/hiveAuthSection';
import { loadingNote, UNTIL_READY } from '../pages/untilReady';
import { noWalletNote, walletChoice, walletGrantChoice } from '../pages/walletSection';
import { vaultOffer, vaultPin, vaultRemember } from './vaultSection';

/*
 * GET /oauth2/authorize: who the app says it is (unverified), what it asks for, and the sign-in
 * form. The route renders it only after checking client_id and redirect_uri. Keys typed here are
 * read by web/src/consent.ts and never leave the browser: the key inputs have no `name`, so even a
 * native form submission (script failed to load) could not send them.
 */

/** A sign-in that returns to the app's redirect_uri (GET /oauth2/authorize). */
interface RedirectFlow {
  request: AuthorizeQuery;
  /** Named as `iss` in the cancel answer (RFC 9207). */
  issuer: string;
}

/** A sign-in for a device that polls (GET /device?user_code=, RFC 8628). */
interface DeviceFlow {
  device: DevicePrompt;
}

export type ConsentPageInput = { consent: ConsentAnswer; chain: ChainSettings } & (
  RedirectFlow | DeviceFlow
);

export function renderConsentPage(input: ConsentPageInput): string {
  const { consent, chain } = input;
  const { app, needsPosting: posting } = consent;
  const appName = app.name ?? app.username;
  const device = 'device' in input ? input.device : undefined;
  const redirect = 'request' in input ? input : undefined;
  const scope = device ? device.scope : redirect!.request.scope;
  const t = words();
  const heading = t.t(device ? 'consent.headingDevice' : 'consent.heading', { app: appName });
  const selectAccount = redirect?.request.prompt?.includes('select_account') ?? false;
  const common = {
    clientId: app.username,
    scope,
    // The limits as they will be granted (intersected with the scope), sent back on sign-in.
    authorizationDetails: consent.grants.authorization_details,
    needsPosting: posting,
    ...chain,
  };
  return layout({
    title: heading,
    script: 'consent',
    data: device
      ? { ...common, userCode: device.userCode }
      : { ...common, ...redirectData(redirect!) },
    body: html`<h1>${heading}</h1>
${device ? deviceCodeCard(device.userCode) : ''}
${appCard(consent, scope)}

<form id="signin" class="card signin" novalidate>
<h2 class="visually-hidden">${t.t('consent.account')}</h2>
<section id="accounts" aria-labelledby="accounts-title" hidden>
<h3 id="accounts-title" class="small">${t.t(selectAccount ? 'consent.chooseAccount' : 'consent.rememberedAccounts')}</h3>
<ul id="accounts-list" class="accounts"></ul>
${vaultPin()}
</section>
<label for="username">${t.t('consent.username')}</label>
<input id="username" name="username" dir="ltr" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${selectAccount ? '' : (redirect?.request.account ?? '')}" aria-describedby="signin-next">
<p id="signin-next" class="muted small" hidden>${t.t('consent.signWith')}</p>
<div id="keychain-choice" class="keychain" hidden>
<button type="button" id="keychain-signin" class="primary wide">${t.t('consent.keychain')}</button>
<p class="or"><span>${t.t('consent.or')}</span></p>
</div>
<label for="signin-key">${t.t('consent.keyLabel')}</label>
<input id="signin-key" type="password" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="signin-key-help">
<p id="signin-key-help" class="muted small">${t.t('consent.keyNeverSent')}</p>
${vaultRemember()}
<button type="submit" id="signin-submit" class="primary wide"${UNTIL_READY}>${t.t('consent.signIn')}</button>
${chain.hiveAuthRelay ? hiveAuthChoice() : ''}
${walletChoice()}
${noWalletNote(Boolean(chain.hiveAuthRelay))}
${loadingNote()}
${redirect ? html`<a class="cancel" href="${cancelUrl(redirect)}">${t.t('consent.cancel')}</a>` : ''}
</form>
${posting ? limitsReach(consent) : ''}
${
  redirect
    ? html`<p class="muted small">${t.html('consent.returnsTo', { uri: html`<code class="wrap" dir="ltr">${redirect.request.redirectUri}</code>` })}</p>`
    : html`<p class="muted small">${t.t('consent.deviceGoesOn')}</p>`
}
${device ? denyForm(device.userCode) : ''}
${vaultOffer()}

${chain.hiveAuthRelay ? hiveAuthSection() : ''}
${posting ? grantSection(app.username, consent.limitsEnforced, Boolean(chain.hiveAuthRelay)) : ''}
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>`,
  });
}

/**
 * The app and what it may do, in one card before the sign-in step, so that on a phone the ways to
 * sign in stay near the top (issues 22 §3, 39 §1): name, account and the unverified badge; what
 * the app may do, said once from the grant this sign-in will make (core/signIn/grantStatement.ts
 * grantWords of ConsentUseCase's grant, which is `grantedBy` without a choice; web/src/consent.ts
 * says it again from `grantedBy` as the user lowers a limit); what the limits can bind, and the
 * limits to adjust, folded; the app's own description folded under its name.
 */
function appCard(consent: ConsentAnswer, scope: readonly string[]): Html {
  const { app } = consent;
  const image = app.image && /^https:\/\//i.test(app.image) ? app.image : undefined;
  const website = app.website && /^https?:\/\//i.test(app.website) ? app.website : undefined;
  const posting = consent.grants.kind === 'posting';
  const extra = scopeWords(scope);
  const t = words();
  const account = `@${app.username}`;
  return html`<section id="grant-statement" class="card app" aria-labelledby="asks">
${image ? html`<img class="avatar" src="${image}" alt="" width="48" height="48" referrerpolicy="no-referrer">` : ''}
<div class="app-body">
<details class="app-about"><summary class="app-name"><bdi><strong>${app.name ?? app.username}</strong></bdi> <bdi class="muted">@${app.username}</bdi>
 <span class="badge warn">${t.t('consent.unverified')}</span></summary>
${app.about ? html`<p class="small" dir="auto" translate="no">${app.about}</p>` : ''}
${website ? html`<p class="small"><a href="${website}" dir="ltr" translate="no" rel="nofollow noopener noreferrer" target="_blank">${website}</a></p>` : ''}
<p class="muted small">${t.html('consent.published', { app: account })}</p>
</details>
<h2 id="asks" class="asks-title">${t.html('consent.mayDo', { app: account })}</h2>
<ul id="grant-words" class="asks">${grantWords(consent.grants, t).map((line) => html`<li>${line}</li>`)}</ul>
${extra.length ? html`<ul class="asks">${extra.map((line) => html`<li>${line}</li>`)}</ul>` : ''}
${posting ? limitsFieldset(consent) : ''}
</div>
</section>`;
}

/**
 * What the limits bind, after the sign-in step: on a phone the grant's words, the limits' fold and
 * the sign-in fill the first screen (issue 57 §3); this says how far the limits reach, in full.
 */
function limitsReach(consent: ConsentAnswer): Html {
  const { limitsEnforced: enforced, app } = consent;
  return html`<p id="limits-reach" class="small${enforced ? '' : ' warn-note'}">${limitsReachWords(app.username, enforced, words())}</p>`;
}

/** What the scope asks beyond the grant: the OpenID profile, a refresh token. */
function scopeWords(scope: readonly string[]): string[] {
  const t = words();
  const lines: string[] = [];
  if (scope.includes('openid') && scope.includes('profile')) lines.push(t.t('consent.profile'));
  if (scope.includes('offline') || scope.includes('offline_access'))
    lines.push(t.t('consent.offline'));
  return lines;
}

function grantSection(app: string, enforced: boolean, hiveAuth: boolean): Html {
  const t = words();
  const account = `@${app}`;
  return html`<section id="grant" class="card" aria-labelledby="grant-title" hidden>
<h2 id="grant-title" tabindex="-1">${t.html('consent.grantTitle', { app: account })}</h2>
<p>${t.html('consent.grantNotYet', { app: account, op: html`<code>account_update</code>` })}</p>
<p id="grant-reach">${postingAuthorityWords(app, enforced, t)} ${t.t('consent.grantCannot')}</p>
<p>${t.t('consent.grantActive')} <a href="/authorized-apps">${t.t('layout.nav.authorizedApps')}</a></p>
<div id="grant-kept-choice" hidden>
<button type="button" id="grant-kept" class="primary">${t.t('vault.signKept')}</button>
${vaultPin('consent.grantSubmit', 'grant-pin')}
<p class="muted">${t.t('consent.grantOrKey')}</p>
</div>
<form id="grant-form" novalidate>
${hiveAuth ? hiveAuthGrantChoice() : ''}
${walletGrantChoice()}
<div id="grant-keychain-choice" hidden>
<button type="button" id="grant-keychain" class="primary">${t.t('consent.grantKeychain')}</button>
<p class="muted">${t.t('consent.grantOrKey')}</p>
</div>
<p id="grant-typed" class="muted" hidden></p>
<div id="grant-key-field">
<label for="grant-key">${t.t('consent.activeKeyLabel')}</label>
<input id="grant-key" type="password" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false">
${vaultRemember('grant-remember')}
</div>
<button type="submit" id="grant-submit" class="primary">${t.t('consent.grantSubmit')}</button>
</form>
</section>`;
}

/** What the script needs to send the user back: the authorization request as the app made it. */
function redirectData({ request }: RedirectFlow) {
  return {
    expectedAccount: request.account,
    selectAccount: request.prompt?.includes('select_account'),
    redirectUri: request.redirectUri,
    responseType: request.responseType,
    state: request.state,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
    responseMode: request.responseMode,
    nonce: request.nonce,
  };
}

/** The code the device shows, first: the user checks they match before signing anything (RFC 8628 §5.4). */
function deviceCodeCard(userCode: string): Html {
  return html`<section class="card device-code" aria-labelledby="device-code-title">
<h2 id="device-code-title">${words().html('device.code', { code: html`<strong class="user-code" dir="ltr">${userCode}</strong>` })}</h2>
<p class="small">${words().t('device.check')}</p>
</section>`;
}

/** Refusing is a plain form: it works before (or without) the page's script. */
function denyForm(userCode: string): Html {
  const uiLocales = pageRequest().uiLocales;
  const query = uiLocales ? `?${new URLSearchParams({ ui_locales: uiLocales })}` : '';
  return html`<form class="deny" method="post" action="${DEVICE_PAGE_PATH}/deny${query}">
<input type="hidden" name="user_code" value="${userCode}">
<button type="submit" id="device-deny" class="danger">${words().t('device.deny')}</button>
</form>`;
}

/** Cancelling returns to the registered redirect_uri with OAuth's access_denied, as an app expects. */
function cancelUrl({ request, issuer }: RedirectFlow): string {
  const params = new URLSearchParams({ error: 'access_denied' });
  if (request.state !== undefined) params.set('state', request.state);
  params.set('iss', issuer);
  const joiner = request.redirectUri.includes('?') ? '&' : '?';
  return request.responseMode === 'fragment'
    ? `${request.redirectUri.split('#')[0]}#${params}`
    : `${request.redirectUri.split('#')[0]}${joiner}${params}`;
}
