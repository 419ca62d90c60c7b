import { words } from './i18n';
import { Html, html } from './html';
import { UNTIL_READY } from './untilReady';

/*
 * The HiveAuth parts of the consent page (web/src/consent.ts drives them, web/src/hiveauth.ts talks
 * to the relay) and of the register page (hiveAuthSection only). Rendered only when a relay is
 * configured. No key is typed: the wallet on the phone signs.
 */

/**
 * The other way to sign in, inside the sign-in form after its Sign in button: on a phone the
 * username, the key and Sign in come first, on the first screen (issue 57 §3).
 */
export function hiveAuthChoice(): Html {
  const t = words();
  return html`<div id="hiveauth-choice" class="hiveauth-choice">
<p class="or"><span>${t.t('consent.or')}</span></p>
<button type="button" id="hiveauth-signin" class="wide"${UNTIL_READY}>${t.t('hiveauth.signIn')}</button>
<p class="muted small">${t.t('hiveauth.approveOnPhone')}</p>
</div>`;
}

/**
 * Shown while the wallet is asked: the QR code, the same request as a link, the time left, cancel.
 * `what` the wallet is asked for names the request (a sign-in, a registration).
 */
export function hiveAuthSection(what: 'sign-in' | 'registration' = 'sign-in'): Html {
  const t = words();
  const registration = what === 'registration';
  return html`<section id="hiveauth" class="card" aria-labelledby="hiveauth-title" hidden>
<h2 id="hiveauth-title" tabindex="-1">${t.t('hiveauth.title')}</h2>
<div id="hiveauth-scan">
<p>${t.t('hiveauth.scan')}</p>
<div class="qr-frame"><img id="hiveauth-qr" class="qr" alt="${t.t(registration ? 'hiveauth.qrRegistration' : 'hiveauth.qrSignIn')}" width="320" height="320"></div>
<p><a id="hiveauth-link" href="#">${t.t('hiveauth.open')}</a></p>
</div>
<p id="hiveauth-time" class="muted"></p>
<button type="button" id="hiveauth-cancel">${t.t(registration ? 'hiveauth.cancelRegistration' : 'hiveauth.cancelSignIn')}</button>
</section>`;
}

/** In the authority step, shown when the user signs in with HiveAuth: the wallet broadcasts the grant (sign_req, active key). */
export function hiveAuthGrantChoice(): Html {
  const t = words();
  return html`<div id="grant-hiveauth-choice" hidden>
<button type="button" id="grant-hiveauth" class="primary">${t.t('hiveauth.grant')}</button>
<p class="muted">${t.t('hiveauth.grantHelp')}</p>
</div>`;
}
