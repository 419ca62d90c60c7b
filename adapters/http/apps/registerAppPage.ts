import { CLIENT_SECRET_BYTES, CLIENT_SECRET_MIN_BITS } from '../../../core/tokens/clientSecret';
import { ID_TOKEN_ALGS } from '../../../core/tokens/openId';
import type { ChainSettings } from '../pages/chainSettings';
import { hiveAuthSection } from '../pages/hiveAuthSection';
import { html, layout } from '../pages/html';
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
export function renderRegisterAppPage({ chain }: { chain: ChainSettings }): string {
  return layout({
    title: 'Register an app',
    current: '/apps',
    script: 'register-app',
    data: { ...chain, secretBytes: CLIENT_SECRET_BYTES },
    body: html`<h1>Register an app</h1>
<p>An app is a Hive account whose <code>json_metadata</code> profile says where its users' sign-ins go.
Only the account's <strong>active key</strong> can change <code>json_metadata</code>: accounts holding its posting
authority (this service, apps it signed in to) cannot. Registering writes the profile there, in one
<code>account_update2</code> transaction signed in this page.</p>

<form id="register" novalidate>
<section class="card" aria-labelledby="account-title">
<h2 id="account-title">The app's account</h2>
<label for="username">App account (Hive username)</label>
<input id="username" autocomplete="username" autocapitalize="none" spellcheck="false" required aria-describedby="username-help">
<p id="username-help" class="muted small">Read its current profile to start from it: an app registered HiveSigner's way (in <code>posting_json_metadata</code>) is copied over.</p>
<button type="button" id="load-profile"${UNTIL_READY}>Read its current profile</button>
</section>

<section class="card" aria-labelledby="identity-title">
<h2 id="identity-title">Where sign-ins go</h2>
<p class="muted small">Read from <code>json_metadata</code> only.</p>
<label for="redirect-uris">Redirect URIs, one per line</label>
<textarea id="redirect-uris" rows="3" required autocapitalize="none" spellcheck="false" aria-describedby="redirect-uris-help"></textarea>
<p id="redirect-uris-help" class="muted small">Matched exactly; a loopback one (<code>http://127.0.0.1/…</code>) matches any port.</p>
<label for="auth-method">How the app proves it is the app</label>
<select id="auth-method" aria-describedby="auth-method-help">
<option value="client_secret_basic" selected>Client secret, HTTP Basic</option>
<option value="client_secret_post">Client secret, in the body</option>
<option value="none">No secret (public client)</option>
</select>
<p id="auth-method-help" class="muted small">An app with a server keeps a client secret there. A page or a phone app
cannot keep one: it is a public client and proves itself with PKCE alone.</p>
<div id="secret-fields">
<label for="secret-hash">SHA-256 of the client secret (64 hex characters)</label>
<input id="secret-hash" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="secret-hash-help">
<p id="secret-hash-help" class="muted small">The profile publishes only this hash, and anyone can read it: a secret must hold at least
${CLIENT_SECRET_MIN_BITS} random bits, or it can be guessed offline. Make one here (${CLIENT_SECRET_BYTES * 8} bits) or with
<code>hivegate app secret</code>.</p>
<button type="button" id="generate-secret"${UNTIL_READY}>Make a new client secret</button>
<div id="new-secret" hidden>
<label for="client-secret">Your new client secret</label>
<input id="client-secret" readonly autocomplete="off" spellcheck="false" aria-describedby="client-secret-help">
<p id="client-secret-help" class="warning small">Copy it to your app's server now: it is shown once, and neither this page nor the chain keeps it.</p>
</div>
</div>
<label for="backchannel-logout-uri">Back-channel logout URI (optional)</label>
<input id="backchannel-logout-uri" type="url" inputmode="url" autocapitalize="none" spellcheck="false" aria-describedby="backchannel-logout-uri-help">
<p id="backchannel-logout-uri-help" class="muted small">Told when a user's sign-in ends (OpenID Connect Back-Channel Logout).</p>
<label for="post-logout-redirect-uris">Post-logout redirect URIs, one per line (optional)</label>
<textarea id="post-logout-redirect-uris" rows="2" autocapitalize="none" spellcheck="false"></textarea>
<label for="id-token-alg">id_token signature</label>
<select id="id-token-alg">
${ID_TOKEN_ALGS.map((alg) => html`<option value="${alg}"${alg === 'RS256' ? html` selected` : ''}>${alg}${alg === 'RS256' ? ' (the default)' : ''}</option>`)}
</select>
</section>

<section class="card" aria-labelledby="display-title">
<h2 id="display-title">What users see</h2>
<p class="muted small">Shown on the sign-in page and in the directory, marked as unverified.</p>
<label for="app-name">Name</label>
<input id="app-name" autocomplete="off" maxlength="64">
<label for="app-about">About</label>
<textarea id="app-about" rows="2" maxlength="300"></textarea>
<label for="app-website">Website</label>
<input id="app-website" type="url" inputmode="url" autocapitalize="none" spellcheck="false">
<label for="app-image">Picture (an https URL)</label>
<input id="app-image" type="url" inputmode="url" autocapitalize="none" spellcheck="false">
</section>

<section class="card" aria-labelledby="sign-title">
<h2 id="sign-title">Sign with the active key</h2>
<div id="keychain-choice" hidden>
<button type="button" id="keychain-register" class="primary wide">Register with Hive Keychain</button>
<p class="or"><span>or</span></p>
</div>
${
  chain.hiveAuthRelay
    ? html`<div class="hiveauth-choice">
<button type="button" id="hiveauth-register" class="wide"${UNTIL_READY}>Register with HiveAuth (mobile wallet)</button>
<p class="or"><span>or</span></p>
</div>`
    : ''
}
<label for="active-key">Private active key or master password of the app account</label>
<input id="active-key" type="password" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="active-key-help">
<p id="active-key-help" class="muted small">Used only inside this page to sign; it is never sent anywhere.</p>
<button type="submit" id="register-submit" class="primary wide"${UNTIL_READY}>Register with the active key</button>
${loadingNote()}
</section>
</form>
${chain.hiveAuthRelay ? hiveAuthSection('registration') : ''}
<div id="status" class="status" role="status" aria-live="polite"></div>
<div id="error" class="error-box" role="alert" tabindex="-1" hidden></div>
<p class="muted small">For its users' posts and votes to go through this service, the app's posting authority must also list
this service's account.</p>`,
  });
}
