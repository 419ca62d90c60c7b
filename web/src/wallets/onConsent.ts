import type { Account, Operation, Role } from '../chain';
import * as HG from '../common';
import { namedByWallet } from './discovery';
import { t } from '../i18n';
import { loadWallet, rememberWallet, walletAction, WALLET_NAMES, walletButton } from './registry';
import type { Proof, Wallet, WalletId } from './wallet';

/*
 * The consent page's side of the other wallets (issue 42). The sign-in goes as with Keychain: the
 * wallet signs the service's challenge text exactly as the service wrote it (the grant and the
 * redirect_uri it states included: core/signIn/signInMessage.ts), with a key of the account's own
 * posting, active or owner authority; the authority step's account_update is signed by the wallet with
 * the active key and broadcast by the page. With no username typed, a wallet that can discover
 * its accounts (MetaMask, Ledger) names the account; where it holds several, the user types one.
 */

export interface WalletVia {
  id: WalletId;
  wallet: Wallet;
  /** The grant button's words. */
  grantWords: string;
}

const SIGN_IN_ROLES: readonly Role[] = ['posting', 'active', 'owner'];
const GRANT_ROLES: readonly Role[] = ['active', 'owner'];

/** Loads the wallet, finds the account, and hands `proceed` a signer of challenges. */
export async function signInWith(
  id: WalletId,
  proceed: (
    account: Account,
    sign: (challenge: string) => Promise<Proof>,
    via: WalletVia,
  ) => Promise<void>,
): Promise<void> {
  const typed = HG.inputValue('username').trim();
  const name = typed ? HG.username('username') : undefined;
  HG.status(t('wallet.opening', { wallet: WALLET_NAMES[id] }));
  const wallet = await loadWallet(id);
  const chosen = name ?? (await namedByWallet(id, wallet));
  HG.status(t('signin.reading'));
  const account = await HG.getAccount(chosen);
  const sign = async (challenge: string): Promise<Proof> => {
    const proof: Proof = wallet.signSignInTransaction
      ? {
          signature: await wallet.signSignInTransaction(chosen, challenge, SIGN_IN_ROLES),
          signedAs: 'transaction',
        }
      : { signature: (await wallet.signMessage(chosen, challenge, SIGN_IN_ROLES)).signature };
    rememberWallet(id);
    return proof;
  };
  await proceed(account, sign, { id, wallet, grantWords: walletAction(id, 'grant') });
}

/** The grant's account_update, signed by the wallet with the active key, broadcast by the page. */
export async function walletGrant(via: WalletVia, account: Account, op: Operation): Promise<void> {
  const tx = { ...(await HG.referenceBlock()), operations: [op], extensions: [] };
  let signed;
  try {
    signed = await via.wallet.signTransaction(account.name, tx, GRANT_ROLES);
  } catch (error) {
    // Said beside the grant's button, where the user is, not beside the sign-in's.
    if (error instanceof HG.UserError && error.field === walletButton(via.id))
      throw new HG.UserError(error.message, 'grant-wallet');
    throw error;
  }
  HG.status(t('signin.broadcastingGrant'));
  await HG.sendSigned(signed);
}
