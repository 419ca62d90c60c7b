import { words } from '../pages/i18n';
import { Html, html } from '../pages/html';

/*
 * The places for the vault (issue 60; web/src/vault/onConsent.ts fills and shows them) on the
 * consent page, a sign link's page and /authorized-apps: the PIN field of a kept key, the
 * "Remember" tick under a typed key, and the offer to keep a typed key, shown once it signed.
 * Rendered hidden; the PIN inputs have no `name`, so no form submission could ever carry them.
 * The table of places: docs/wallets.md.
 */

/**
 * Under the typed key, shown once a key is typed (so the phone's first screen keeps Sign in:
 * test/browser/firstScreen.spec.ts): ticked, the page offers to keep the key once it signed
 * (#vault-offer). Unticked by default: keeping a key is the person's choice.
 */
export function vaultRemember(id = 'vault-remember'): Html {
  const { t } = words();
  return html`<label id="${id}-choice" class="check" hidden><input id="${id}" type="checkbox"> ${t('consent.vaultRemember')}</label>`;
}

/** Asks the PIN of a kept key in the box `id`; its label names the account once one is picked. */
export function vaultPin(
  button: 'consent.vaultUnlock' | 'vault.signKept' | 'consent.grantSubmit' = 'consent.vaultUnlock',
  id = 'vault-pin',
): Html {
  const { t } = words();
  return html`<div id="${id}" class="vault-pin" hidden>
<label id="${id}-label" for="${id}-input"></label>
<input id="${id}-input" type="password" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false">
<button type="button" id="${id}-submit" class="primary wide">${t(button)}</button>
</div>`;
}

/** "Remember on this device": a passkey first, else a PIN; an active key only under its warning. */
export function vaultOffer(): Html {
  const { t } = words();
  return html`<section id="vault-offer" class="card" aria-labelledby="vault-offer-title" hidden>
<h2 id="vault-offer-title" tabindex="-1">${t('consent.vaultTitle')}</h2>
<p>${t('consent.vaultAbout')}</p>
<p id="vault-active-hint" class="muted small" hidden></p>
<div id="vault-active" class="warn-note" hidden>
<p>${t('consent.vaultActive')}</p>
<label class="check"><input id="vault-keep-active" type="checkbox"> ${t('consent.vaultActiveTick')}</label>
</div>
<button type="button" id="vault-keep-passkey" class="primary wide">${t('consent.vaultPasskey')}</button>
<label for="vault-new-pin">${t('consent.vaultPinLabel')}</label>
<input id="vault-new-pin" type="password" dir="ltr" autocomplete="new-password" autocapitalize="none" spellcheck="false">
<button type="button" id="vault-keep-pin">${t('consent.vaultPin')}</button>
<button type="button" id="vault-skip" class="link">${t('consent.vaultSkip')}</button>
</section>`;
}
