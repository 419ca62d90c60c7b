import type { MessageId } from '../../../web/i18n/catalogue';
import { words } from './i18n';
import { Html, html } from './html';

/*
 * The places the other wallets (PeakVault, the MetaMask Hive snap, Ledger: issue 42) take on the
 * consent and sign pages. Rendered empty and hidden: web/src/wallets/registry.ts lists only the
 * wallets the browser has, the one last used first, once the page's script runs.
 */

/**
 * The list of wallets, inside a sign-in or sign form, after its main button: one compact row, so
 * that on a phone the first screen still holds the ways to sign in (issue 22 §3), each button
 * named by its wallet (its accessible name says the action: "Sign in with Ledger").
 */
export function walletChoice(title: MessageId = 'wallet.other'): Html {
  const { t } = words();
  return html`<div id="wallet-choice" class="wallet-choice" hidden>
<p id="wallet-choice-title" class="small muted">${t(title)}</p>
<ul id="wallet-list" class="wallet-list" aria-labelledby="wallet-choice-title"></ul>
</div>`;
}

/** In the authority step, shown when the user signs in with one of those wallets. */
export function walletGrantChoice(): Html {
  const { t } = words();
  return html`<div id="grant-wallet-choice" hidden>
<button type="button" id="grant-wallet" class="primary">${t('wallet.grantYours')}</button>
<p class="muted">${t('wallet.grantHelp')}</p>
</div>`;
}

/**
 * Where no wallet is installed (issue 60 §4), the wallets that exist, with their sites, beside the
 * passkey and typed-key ways; web/src/consent.ts shows it once it found none. HiveAuth is named
 * only where this service has a relay for it.
 */
export function noWalletNote(hiveAuth: boolean): Html {
  const { t } = words();
  return html`<div id="no-wallet" class="small muted" hidden>
<p>${t('consent.noWallet')}</p>
<ul>
<li><a href="https://hive-keychain.com/" rel="noopener noreferrer" target="_blank">${t('consent.noWalletKeychain')}</a></li>
${hiveAuth ? html`<li><a href="https://hiveauth.com/" rel="noopener noreferrer" target="_blank">${t('consent.noWalletHiveAuth')}</a></li>` : ''}
</ul>
</div>`;
}
