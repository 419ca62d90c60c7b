import type { Account, Operation, Role } from '../chain';
import * as HG from '../common';
import { t } from '../i18n';
import { loadWallet, offerWallets, rememberWallet, walletButton, WALLET_NAMES } from './registry';
import type { WalletId } from './wallet';

/*
 * /authorized-apps with the other wallets (issue 42): the user presses one (a toggle, shown
 * pressed) and, as with Keychain, a key field left empty then means "sign with that wallet": the
 * signed challenges (sign-ins, limits: ../signChallenge.ts) and the account_update that removes an
 * app (../authorizedApps.ts). A key typed in its field is used first.
 */

let chosen: WalletId | null = null;

offerWallets('sign', (id) => {
  chosen = chosen === id ? null : id;
  for (const button of Array.from(HG.byId('wallet-list').querySelectorAll('button')))
    button.setAttribute(
      'aria-pressed',
      String(chosen !== null && button.id === walletButton(chosen)),
    );
  HG.status(chosen ? t('wallet.emptyFields', { wallet: WALLET_NAMES[chosen] }) : '');
});

/** The wallet the user pressed, if any. */
export const chosenWallet = (): WalletId | null => chosen;

/** A challenge signed by the chosen wallet as `user` (the account's own posting, active or owner key). */
export async function walletSignature(id: WalletId, user: string, text: string): Promise<string> {
  const wallet = await loadWallet(id);
  const { signature } = await wallet.signMessage(user, text, ['posting', 'active', 'owner']);
  rememberWallet(id);
  return signature;
}

/** `op` (a change of `account`'s authorities) signed by the chosen wallet with `roles`, then broadcast. */
export async function walletBroadcast(
  id: WalletId,
  account: Account,
  op: Operation,
  roles: readonly Role[],
): Promise<void> {
  const wallet = await loadWallet(id);
  const tx = { ...(await HG.referenceBlock()), operations: [op], extensions: [] };
  const signed = await wallet.signTransaction(account.name, tx, roles);
  rememberWallet(id);
  HG.status(t('wallet.broadcasting'));
  await HG.sendSigned(signed);
}
