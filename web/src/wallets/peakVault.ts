import type { Role, SignedTransaction, UnsignedTransaction } from '../chain';
import type { Connect, WalletHost } from './wallet';

/*
 * PeakVault, the PeakD team's extension (`window.peakvault`): it holds the keys and asks the user
 * for each request. Its calls are those Aioha's provider makes (aioha-hive/aioha
 * src/providers/peakvault.ts): requestSignBuffer(account, keyRole, message) for the sign-in, and
 * requestSignTx(account, tx, keyRole) for the grant and sign links; each answers a promise of
 * `{ success, account, result, publicKey? }` and rejects with `{ success: false, error, message }`.
 * The page broadcasts what it signed itself, so a sign link learns its block.
 * A username is always named: PeakVault's documented calls take the account.
 */

interface VaultAnswer<T> {
  success: boolean;
  account?: string;
  result?: T;
  publicKey?: string;
}

interface PeakVault {
  requestSignBuffer(account: string, keyRole: Role, message: string): Promise<VaultAnswer<string>>;
  requestSignTx(
    account: string,
    tx: UnsignedTransaction,
    keyRole: Role,
  ): Promise<VaultAnswer<SignedTransaction>>;
}

export const connect: Connect = async (host: WalletHost) => {
  const vault = (window as { peakvault?: PeakVault }).peakvault;
  if (!vault) throw host.refusal(host.t('peakvault.notInstalled'));

  /** PeakVault's answer, or its refusal in the page's words. */
  async function ask<T>(account: string, request: () => Promise<VaultAnswer<T>>): Promise<T> {
    host.status(host.t('peakvault.confirm', { user: `@${account}` }));
    let answer: VaultAnswer<T>;
    try {
      answer = await request();
    } catch (error) {
      throw host.refusal(refusal(host, error));
    }
    if (!answer?.success || answer.result === undefined) throw host.refusal(refusal(host, answer));
    return answer.result;
  }

  return {
    async signMessage(account, message, roles) {
      const own = await host.ownKeys(account, roles);
      let publicKey: string | undefined;
      const signature = await ask(account, async () => {
        const answer = await vault.requestSignBuffer(account, roles[0], message);
        publicKey = answer?.publicKey;
        return answer;
      });
      if (publicKey && !own.some(({ key }) => key === publicKey))
        throw host.refusal(host.t('peakvault.wrongAccount', { user: `@${account}` }));
      return { signature, publicKey };
    },
    signTransaction: (account, tx, roles) =>
      ask(account, () => vault.requestSignTx(account, tx, roles[0])),
  };
};

/** PeakVault's refusal in the page's words (its own message, if it is not the user's no). */
function refusal(host: WalletHost, said: unknown): string {
  const { message, error } = (said && typeof said === 'object' ? said : {}) as {
    message?: unknown;
    error?: unknown;
  };
  const text = [message, error, said].find((x) => typeof x === 'string' && x) as string | undefined;
  if (!text || /cancel|declin|reject|denied/i.test(text)) return host.t('peakvault.declined');
  return host.t('peakvault.failed', { said: text });
}
