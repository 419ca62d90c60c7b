import type { ChainSettings } from './chainSettings';
import { html, layout } from './html';
import { loadingNote, UNTIL_READY } from './untilReady';

/*
 * GET /authorized-apps: the accounts that hold authority over a user, read by web/src/authorizedApps.ts
 * straight from the chain (authorities are public). In page and tab order: the username, then the
 * key that removing needs, then each app with its Remove button; Remove asks for a confirmation
 * naming the app and what it loses. Removing is an account_update signed in the page with the
 * active key or Keychain; this is how access ends for good (revoking a token does not touch the chain).
 * Limits (issue 24 §3) on an app with posting authority: what the user set is shown, and a form
 * tightens it or ends the app's access, proved by signing a challenge (POST /api/oauth2/limits).
 * Sign-ins (issue 25 §5): every sign-in made through this service, shown and ended after signing
 * a challenge (POST /api/oauth2/sign-ins; web/src/signIns.ts).
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
<h3>Your active key</h3>
<p>Removing an account changes your account's authorities and needs your <strong>active key</strong>. Enter it first, then choose what to remove. Showing your sign-ins below takes any key of yours.</p>
<p id="keychain-note" class="muted" hidden>Hive Keychain was found: it will ask you to confirm. Leave the field below empty to use it.</p>
<label for="active-key">Private active key or master password</label>
<input id="active-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="active-key-help">
<p id="active-key-help" class="muted">Used only inside this page to sign; it is never sent anywhere.</p>
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
<p id="limits-current"></p>
<p class="muted small">Limits only ever get stricter. Signing uses the key above (any key of yours) or Keychain.</p>
<label for="edit-vote-weight">Largest vote, in % (empty: unchanged)</label>
<input id="edit-vote-weight" type="number" inputmode="decimal" min="0.01" max="100" step="0.01">
<label class="check"><input id="edit-no-downvotes" type="checkbox"> No downvotes</label>
<label for="edit-per-day">Most actions a day (empty: unchanged)</label>
<input id="edit-per-day" type="number" inputmode="numeric" min="1" step="1">
<label class="check"><input id="edit-end" type="checkbox"> End its access now</label>
<button type="button" id="limits-save" class="primary">Save limits</button>
<button type="button" id="limits-cancel">Cancel</button>
</div>
</section>
<section id="sign-ins" class="card" aria-labelledby="sign-ins-title" hidden>
<h2 id="sign-ins-title" tabindex="-1">Your sign-ins here</h2>
<p>Every app you signed in to through this service, including those that only learnt who you are. Ending one signs you out of it at once; the app is told. Showing them proves it is you: it signs with the key above or Keychain.</p>
<button type="button" id="sign-ins-show" class="primary">Show my sign-ins</button>
<ul id="sign-ins-list" class="plain-list"></ul>
<p id="sign-ins-unlisted" class="muted" hidden></p>
</section>
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>`,
  });
}
