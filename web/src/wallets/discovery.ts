import * as HG from '../common';
import { t, words } from '../i18n';
import { WALLET_NAMES, walletButton } from './registry';
import type { Wallet, WalletId } from './wallet';

/**
 * With no username typed, the one account whose keys the wallet holds (its account discovery:
 * Ledger, the MetaMask snap), filled in as the username. Holding several, it names them and asks
 * for one; a wallet that cannot say asks for the username.
 */
export async function namedByWallet(id: WalletId, wallet: Wallet): Promise<string> {
  if (!wallet.discover) return HG.username('username'); // says a username is needed
  const names = [...new Set((await wallet.discover()).map((held) => held.account))];
  if (names.length === 0)
    throw new HG.UserError(t('wallet.noAccount', { wallet: WALLET_NAMES[id] }), walletButton(id));
  if (names.length > 1)
    throw new HG.UserError(
      t('wallet.severalAccounts', {
        wallet: WALLET_NAMES[id],
        accounts: words.list(names.map((n) => `@${n}`)),
      }),
      'username',
    );
  HG.byId<HTMLInputElement>('username').value = names[0];
  return names[0];
}
