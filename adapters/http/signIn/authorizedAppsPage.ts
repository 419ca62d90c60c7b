import type { ChainSettings } from '../pages/chainSettings';
import { html, layout } from '../pages/html';
import { words } from '../pages/i18n';
import { loadingNote, UNTIL_READY } from '../pages/untilReady';
import { walletChoice } from '../pages/walletSection';
import { vaultOffer, vaultRemember } from './vaultSection';

/*
 * GET /authorized-apps: the accounts that hold authority over a user, read by web/src/authorizedApps.ts
 * straight from the chain (authorities are public). In page and tab order: the username, then the
 * keys, one field per purpose labelled with the key it needs (posting: proving it is you, for the
 * sign-ins and limits; active: changing the account's authorities), kept for the visit; then each
 * app with its Remove button; Remove asks for a confirmation naming the app and what it loses.
 * Removing is an account_update signed in the page with the active key or Keychain; this is how
 * access ends for good (revoking a token does not touch the chain).
 * Limits (issues 24 §3, 39 §2) on an app with posting authority: the limits in force on each of
 * its sign-ins (what consent granted, tightened later), and a form that tightens them — a value
 * that would not tighten is refused beside its field, naming what is in force — or ends the app's
 * access after a confirmation, proved by signing a challenge (POST /api/oauth2/limits).
 * Sign-ins (issue 25 §5): every sign-in made through this service with its limits and end, shown
 * and ended (after a confirmation) after signing a challenge (POST /api/oauth2/sign-ins;
 * web/src/signIns.ts). Held by test/browser/grantLimits.spec.ts and test/browser/signIns.spec.ts.
 * Activity (issue 59): what each app broadcast for the user, in the same signed answer, under
 * each app (web/src/activity.ts; test/browser/activity.spec.ts).
 */
export function renderAuthorizedAppsPage({ chain }: { chain: ChainSettings }): string {
  const t = words();
  return layout({
    title: t.t('layout.nav.authorizedApps'),
    current: '/authorized-apps',
    script: 'authorized-apps',
    data: { ...chain },
    body: html`<h1>${t.t('layout.nav.authorizedApps')}</h1>
<p>${t.t('authorized.intro')}</p>
<form id="lookup" class="card" novalidate>
<label for="username">${t.t('authorized.username')}</label>
<input id="username" name="username" dir="ltr" autocomplete="username" autocapitalize="none" spellcheck="false" required>
<button type="submit" class="primary"${UNTIL_READY}>${t.t('authorized.show')}</button>
${loadingNote()}
</form>
<section id="list" aria-labelledby="list-title" hidden>
<h2 id="list-title" tabindex="-1"></h2>
<div id="signing" class="card">
<h3>${t.t('authorized.keys')}</h3>
<p class="muted small">${t.t('authorized.keysNeverSent')}</p>
<p id="keychain-note" class="muted" hidden>${t.t('authorized.keychainFound')}</p>
<label for="posting-key">${t.t('authorized.postingKey')}</label>
<input id="posting-key" type="password" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="posting-key-help">
<p id="posting-key-help" class="muted small">${t.t('authorized.postingKeyHelp')}</p>
${vaultRemember('posting-remember')}
<label for="active-key">${t.t('authorized.activeKey')}</label>
<input id="active-key" type="password" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="active-key-help">
<p id="active-key-help" class="muted small">${t.t('authorized.activeKeyHelp')}</p>
${vaultRemember('active-remember')}
<div id="kept-keys" hidden></div>
${walletChoice('wallet.otherAuthorized')}
</div>
${vaultOffer()}
<div id="authorities"></div>
<div id="confirm" class="card confirm" role="group" aria-labelledby="confirm-title" hidden>
<h3 id="confirm-title" tabindex="-1"></h3>
<p id="confirm-loses"></p>
<button type="button" id="confirm-remove" class="danger"></button>
<button type="button" id="confirm-keep">${t.t('authorized.keep')}</button>
</div>
<div id="limits-form" class="card" role="group" aria-labelledby="limits-form-title" hidden>
<h3 id="limits-form-title" tabindex="-1"></h3>
<div id="limits-current"></div>
<p class="muted small">${t.t('appLimits.onlyStricter')}</p>
<label for="edit-vote-weight" id="edit-vote-weight-label">${t.t('appLimits.voteWeight')}</label>
<input id="edit-vote-weight" type="number" inputmode="decimal" min="0.01" max="100" step="0.01">
<label class="check"><input id="edit-no-downvotes" type="checkbox"> <span id="edit-no-downvotes-label">${t.t('appLimits.noDownvotes')}</span></label>
<label for="edit-per-day" id="edit-per-day-label">${t.t('appLimits.perDay')}</label>
<input id="edit-per-day" type="number" inputmode="numeric" min="1" step="1">
<fieldset id="edit-operations"><legend>${t.t('appLimits.operations')}</legend><div id="edit-operations-list"></div></fieldset>
<label class="check"><input id="edit-end" type="checkbox"> ${t.t('appLimits.endNow')}</label>
<button type="button" id="limits-save" class="primary">${t.t('appLimits.save')}</button>
<button type="button" id="limits-cancel">${t.t('appLimits.cancel')}</button>
<div id="end-access-confirm" class="confirm-inline" role="group" aria-labelledby="end-access-title" hidden>
<h4 id="end-access-title" tabindex="-1"></h4>
<p id="end-access-loses"></p>
<button type="button" id="end-access-yes" class="danger"></button>
<button type="button" id="end-access-no">${t.t('appLimits.keepAccess')}</button>
</div>
</div>
</section>
<section id="sign-ins" class="card" aria-labelledby="sign-ins-title" hidden>
<h2 id="sign-ins-title" tabindex="-1">${t.t('signIns.title')}</h2>
<p>${t.t('signIns.intro')}</p>
<button type="button" id="sign-ins-show" class="primary">${t.t('signIns.show')}</button>
<ul id="sign-ins-list" class="plain-list"></ul>
<div id="end-confirm" class="card confirm" role="group" aria-labelledby="end-confirm-title" hidden>
<h3 id="end-confirm-title" tabindex="-1"></h3>
<p id="end-confirm-loses"></p>
<button type="button" id="end-confirm-yes" class="danger">${t.t('signIns.endTheSignIn')}</button>
<button type="button" id="end-confirm-no">${t.t('authorized.keep')}</button>
</div>
<p id="sign-ins-unlisted" class="muted" hidden></p>
<div id="activity" aria-labelledby="activity-title" role="region" hidden>
<h3 id="activity-title">${t.t('activity.title')}</h3>
<p class="muted small">${t.t('activity.intro')}</p>
<p id="activity-none" hidden>${t.t('activity.none')}</p>
<div id="activity-apps"></div>
<button type="button" id="activity-more" hidden>${t.t('activity.more')}</button>
<button type="button" id="activity-csv" hidden>${t.t('activity.csv')}</button>
<button type="button" id="activity-json" hidden>${t.t('activity.json')}</button>
</div>
</section>
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>`,
  });
}
