import type { ChainSettings } from '../pages/chainSettings';
import { html, layout } from '../pages/html';
import { loadingNote, UNTIL_READY } from '../pages/untilReady';
import { walletChoice } from '../pages/walletSection';

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
 */
export function renderAuthorizedAppsPage({ chain }: { chain: ChainSettings }): string {
  return layout({
    title: 'Authorized apps',
    current: '/authorized-apps',
    script: 'authorized-apps',
    data: { ...chain },
    body: html`<h1>Authorized apps</h1>
<p>Apps and accounts you allowed to act for you on Hive. Removing one takes effect on the blockchain at once
and for every service; tokens the app still holds stop working for anything your authority was needed for.</p>
<form id="lookup" class="card" novalidate>
<label for="username">Your Hive username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required>
<button type="submit" class="primary"${UNTIL_READY}>Show authorized apps</button>
${loadingNote()}
</form>
<section id="list" aria-labelledby="list-title" hidden>
<h2 id="list-title" tabindex="-1">Accounts with authority over <span id="list-user"></span></h2>
<div id="signing" class="card">
<h3>Your keys</h3>
<p class="muted small">Used only inside this page to sign; never sent anywhere. They stay filled in while this page is open.</p>
<p id="keychain-note" class="muted" hidden>Hive Keychain was found: leave a field empty to confirm in Keychain instead.</p>
<label for="posting-key">Private posting key or master password</label>
<input id="posting-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="posting-key-help">
<p id="posting-key-help" class="muted small">Proves it is you: shows your sign-ins and the limits on each app, changes those limits, ends sign-ins.</p>
<label for="active-key">Private active key or master password</label>
<input id="active-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="active-key-help">
<p id="active-key-help" class="muted small">Changes your account on the blockchain: removes an app or account from your authorities below.</p>
${walletChoice('wallet.otherAuthorized')}
</div>
<div id="authorities"></div>
<div id="confirm" class="card confirm" role="group" aria-labelledby="confirm-title" hidden>
<h3 id="confirm-title" tabindex="-1"></h3>
<p id="confirm-loses"></p>
<button type="button" id="confirm-remove" class="danger"></button>
<button type="button" id="confirm-keep">Keep it</button>
</div>
<div id="limits-form" class="card" role="group" aria-labelledby="limits-form-title" hidden>
<h3 id="limits-form-title" tabindex="-1"></h3>
<div id="limits-current"></div>
<p class="muted small">Limits only ever get stricter: each value you enter must be lower than the one in force. Signing uses your posting key above, or Keychain.</p>
<label for="edit-vote-weight" id="edit-vote-weight-label">Largest vote, in % (empty: unchanged)</label>
<input id="edit-vote-weight" type="number" inputmode="decimal" min="0.01" max="100" step="0.01">
<label class="check"><input id="edit-no-downvotes" type="checkbox"> <span id="edit-no-downvotes-label">No downvotes</span></label>
<label for="edit-per-day" id="edit-per-day-label">Most actions a day (empty: unchanged)</label>
<input id="edit-per-day" type="number" inputmode="numeric" min="1" step="1">
<label class="check"><input id="edit-end" type="checkbox"> End its access now</label>
<button type="button" id="limits-save" class="primary">Save limits</button>
<button type="button" id="limits-cancel">Cancel</button>
<div id="end-access-confirm" class="confirm-inline" role="group" aria-labelledby="end-access-title" hidden>
<h4 id="end-access-title" tabindex="-1"></h4>
<p id="end-access-loses"></p>
<button type="button" id="end-access-yes" class="danger"></button>
<button type="button" id="end-access-no">Keep its access</button>
</div>
</div>
</section>
<section id="sign-ins" class="card" aria-labelledby="sign-ins-title" hidden>
<h2 id="sign-ins-title" tabindex="-1">Your sign-ins here</h2>
<p>Every app you signed in to through this service, including those that only learnt who you are, with the limits in force on each. Ending one signs you out of it at once; the app is told. Showing them proves it is you: it signs with your posting key above, or Keychain.</p>
<button type="button" id="sign-ins-show" class="primary">Show my sign-ins</button>
<ul id="sign-ins-list" class="plain-list"></ul>
<div id="end-confirm" class="card confirm" role="group" aria-labelledby="end-confirm-title" hidden>
<h3 id="end-confirm-title" tabindex="-1"></h3>
<p id="end-confirm-loses"></p>
<button type="button" id="end-confirm-yes" class="danger">End the sign-in</button>
<button type="button" id="end-confirm-no">Keep it</button>
</div>
<p id="sign-ins-unlisted" class="muted" hidden></p>
</section>
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>`,
  });
}
