import { signMessage } from './chain';
import * as HG from './common';
import { status } from './common';
import { keptSigner, offerAfterTyped } from './vault/onAuthorizedApps';
import { chosenWallet, walletSignature } from './wallets/onAuthorizedApps';

/**
 * Signs a service challenge as `user` on /authorized-apps and hands the signature to `send`
 * (which throws when the service refused it): with the key (any role of the account) or master
 * password typed in #posting-key first; with the field empty, the other wallet pressed
 * (./wallets/onAuthorizedApps.ts), else Hive Keychain's requestSignBuffer, else a key kept on
 * this device (issue 60: ./vault/onAuthorizedApps.ts), after one passkey touch or the PIN typed
 * in its field. Once `send` took a typed key's signature, "Remember" (ticked) offers to keep it.
 * `button` is where a Keychain refusal is shown.
 */
export async function signChallenge<T>(
  user: string,
  text: string,
  button: string,
  send: (signature: string) => Promise<T>,
): Promise<T> {
  const secret = HG.inputValue('posting-key');
  const wallet = chosenWallet();
  if (!secret && wallet) return send(await walletSignature(wallet, user, text));
  if (!secret && HG.keychain()) {
    status('Confirm in Hive Keychain…');
    const response = await HG.keychainCall('requestSignBuffer', [user, text, 'Posting'], button);
    return send(String(response.result));
  }
  const account = await HG.getAccount(user);
  const kept = secret ? undefined : await keptSigner(account, 'posting');
  const key = kept ?? HG.keyFor(account, secret, ['posting', 'active', 'owner'], 'posting-key');
  const answer = await send(await signMessage(key, text));
  if (!kept) await offerAfterTyped(account, secret, 'posting', 'posting-remember');
  return answer;
}
