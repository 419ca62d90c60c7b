import { signMessage } from './chain';
import * as HG from './common';
import { status } from './common';
import { storedKey } from './vault/store';
import { unlockKept } from './vault/onConsent';
import { chosenWallet, walletSignature } from './wallets/onAuthorizedApps';

/**
 * Signs a service challenge as `user` on /authorized-apps: with Hive Keychain's requestSignBuffer
 * when the key field is empty and Keychain is there, else with the key (any role of the account)
 * or master password typed in #active-key; with the key field empty and one of the other wallets
 * pressed (./wallets/onAuthorizedApps.ts), with that wallet; with the field empty, no wallet and no
 * Keychain, a key kept on this device with a passkey (issue 60) signs after the one touch. A
 * PIN-kept key is left to the typed field: asking here with no PIN would count a wrong try.
 * `button` is where a Keychain refusal is shown.
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
  if (!secret && (await storedKey(user))?.lock === 'passkey')
    return signMessage((await unlockKept(account)).key, text);
  return signMessage(
    HG.keyFor(account, secret, ['posting', 'active', 'owner'], 'posting-key'),
    text,
  );
}
