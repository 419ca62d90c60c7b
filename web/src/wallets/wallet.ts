import type { PageTranslator } from '../../i18n/translator';
import type { SignedAs } from '../../../core/signIn/signInTransaction';
import type { Role, SignedTransaction, UnsignedTransaction } from '../chain';

/*
 * What a page asks of a wallet (PeakVault, the MetaMask Hive snap, Ledger), and what it gives one.
 * Each wallet is a module of its own (web/build.ts WALLETS), loaded only when the user chooses it:
 * it imports types from the page's code, never values, so the page's first load carries none of
 * it and the two never hold two copies of one class. The page hands it what it needs (`WalletHost`).
 */

export type WalletId = 'peakvault' | 'metamask' | 'ledger';

/** An account a wallet can sign for, and the key it would sign with. */
export interface Held {
  account: string;
  publicKey: string;
}

export interface Wallet {
  /**
   * Signs `message` as `account` (a hex compact signature of SHA-256 of its UTF-8 bytes, as Hive
   * Keychain's requestSignBuffer answers), with a key of one of `roles` (lowest first) the account
   * itself holds. `publicKey` is the key it signed with, when the wallet says.
   */
  signMessage(
    account: string,
    message: string,
    roles: readonly Role[],
  ): Promise<{ signature: string; publicKey?: string }>;
  /**
   * For a wallet that signs transactions only (the MetaMask snap): the challenge's sign-in
   * transaction (core/signIn/signInTransaction.ts) signed as `account`, a hex signature the
   * service checks with `signed_as: "transaction"`. A wallet that has it signs sign-ins with it.
   */
  signSignInTransaction?(account: string, message: string, roles: readonly Role[]): Promise<string>;
  /** `tx` signed by `account`'s key of one of `roles`; nothing is broadcast. */
  signTransaction(
    account: string,
    tx: UnsignedTransaction,
    roles: readonly Role[],
  ): Promise<SignedTransaction>;
  /** The accounts whose keys the wallet holds (its account discovery); absent where it cannot say. */
  discover?(): Promise<Held[]>;
}

export interface WalletHost {
  chainId: string;
  addressPrefix: string;
  /** One JSON-RPC call to the page's Hive nodes. */
  call<T>(method: string, params: unknown): Promise<T>;
  /** The account's own key (posting, active, owner: `key_auths` meeting the threshold alone) of one of `roles`. */
  ownKeys(account: string, roles: readonly Role[]): Promise<{ role: Role; key: string }[]>;
  /** A refusal the user can act on (said beside the wallet's button, not logged as a failure). */
  refusal(message: string): Error;
  /** Says what the page waits for now (beside the waiting button, else the status line). */
  status(text: string): void;
  /**
   * An attempt that waits for the user (on a device) starts: the page says its status beside the
   * button that started it, with a Cancel calling `cancel`. The returned function ends the wait.
   */
  waiting(cancel: () => void): () => void;
  /**
   * A message of the page's catalogue in the page's language (issue 40): the page's own
   * translator, so a wallet's module carries ids, never a catalogue or a language's words.
   */
  t: PageTranslator['t'];
}

/** A wallet module's one export. */
export type Connect = (host: WalletHost) => Promise<Wallet>;

/** A challenge's signature as the service takes it: over the message, or its sign-in transaction. */
export interface Proof {
  signature: string;
  signedAs?: Exclude<SignedAs, 'message'>;
}
