import { Html, html } from './html';
import { UNTIL_READY } from './untilReady';

/*
 * The HiveAuth parts of the consent page (web/src/consent.ts drives them, web/src/hiveauth.ts talks
 * to the relay) and of the register page (hiveAuthSection only). Rendered only when a relay is
 * configured. No key is typed: the wallet on the phone signs.
 */

/** The button beside Keychain's, inside the sign-in form. */
export function hiveAuthChoice(): Html {
  return html`<div id="hiveauth-choice" class="hiveauth-choice">
<button type="button" id="hiveauth-signin" class="wide"${UNTIL_READY}>Sign in with HiveAuth (mobile wallet)</button>
<p class="muted small">Approve on your phone with a HiveAuth wallet; no key is typed here.</p>
<p class="or"><span>or</span></p>
</div>`;
}

/**
 * Shown while the wallet is asked: the QR code, the same request as a link, the time left, cancel.
 * `what` the wallet is asked for names the request (a sign-in, a registration).
 */
export function hiveAuthSection(what = 'sign-in'): Html {
  return html`<section id="hiveauth" class="card" aria-labelledby="hiveauth-title" hidden>
<h2 id="hiveauth-title" tabindex="-1">Approve in your wallet app</h2>
<div id="hiveauth-scan">
<p>Scan this code with a HiveAuth wallet (such as Hive Keychain for mobile), or, on this phone, open the link.</p>
<div class="qr-frame"><img id="hiveauth-qr" class="qr" alt="QR code of the HiveAuth ${what} request" width="320" height="320"></div>
<p><a id="hiveauth-link" href="#">Open in the wallet app</a></p>
</div>
<p id="hiveauth-time" class="muted"></p>
<button type="button" id="hiveauth-cancel">Cancel HiveAuth ${what}</button>
</section>`;
}

/** In the grant step, shown when the user signs in with HiveAuth: the wallet broadcasts the grant (sign_req, active key). */
export function hiveAuthGrantChoice(): Html {
  return html`<div id="grant-hiveauth-choice" hidden>
<button type="button" id="grant-hiveauth" class="primary">Grant with HiveAuth</button>
<p class="muted">Your wallet app is asked to sign this change with your active key. If it cannot, grant with
Hive Keychain or your active key below; the sign-in then continues in your wallet app.</p>
</div>`;
}
