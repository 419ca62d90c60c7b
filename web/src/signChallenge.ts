import { signMessage } from './chain';
import * as HG from './common';
import { status } from './common';
import { chosenWallet, walletSignature } from './wallets/onAuthorizedApps';

/**
 * Signs a service challenge as `user` on /authorized-apps: with Hive Keychain's requestSignBuffer
 * when the key field is empty and Keychain is there, else with the key (any role of the account)
 * or master password typed in #active-key; with the key field empty and one of the other wallets
 * pressed (./wallets/onAuthorizedApps.ts), with that wallet. `button` is where a Keychain refusal is shown.
 */
export async function signChallenge(user: string, text: string, button: string): Promise<string> {
  const secret = HG.inputValue('posting-key');
  const wallet = chosenWallet();
  if (!secret && wallet) return walletSignature(wallet, user, text);
  if (!secret && HG.keychain()) {
    status('Confirm in Hive Keychain…');
    const response = await HG.keychainCall('requestSignBuffer', [user, text, 'Posting'], button);
    return String(response.result);
  }
  const account = await HG.getAccount(user);
  return signMessage(
    HG.keyFor(account, secret, ['posting', 'active', 'owner'], 'posting-key'),
    text,
  );
}
