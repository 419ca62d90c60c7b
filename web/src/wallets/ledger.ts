import Hive from '@aioha/ledger-app-hive';
import { TransportWebUSB } from '@aioha/ledger-app-hive/lib/transport/web-usb';
import type { Role, SignedTransaction } from '../chain';
import type { Connect, Held, WalletHost } from './wallet';

/*
 * Ledger, through the Hive app on the device, over WebUSB, with @aioha/ledger-app-hive (the Hive
 * app's client library as Aioha uses it: engrave's ledger-app-hive without its heavy dependencies,
 * with its own WebUSB transport). As Aioha's provider does (aioha-hive/aioha
 * src/providers/ledger.ts):
 * - keys live at SLIP-48 paths m/48'/13'/role'/account'/0' (role: owner 0, active 1, memo 3,
 *   posting 4); an account's key is found by reading the public keys at account indexes 0–4 of the
 *   roles asked, and compared with the account's own keys on chain;
 * - the sign-in signs the SHA-256 of the service's message (INS SIGN_HASH: the Hive app must allow
 *   hash signing in its settings); the grant and sign links sign the transaction on the device
 *   (INS SIGN_TRANSACTION), which shows it;
 * - status words: 0x6985 the user declined on the device; 0xb006 hash signing is off; 0x6e00,
 *   0x6e01, 0x6d00, 0x6511 the Hive app is not open (the dashboard or another app answered);
 *   0x5515 the device is locked.
 * The device is opened for each request and closed after it, so the user may open the Hive app
 * and simply try again.
 */

const ROLE_INDEX: Record<Role, number> = { owner: 0, active: 1, posting: 4 };
/** Account indexes searched per role. */
const ACCOUNT_INDEXES = [0, 1, 2, 3, 4];
const pathOf = (role: Role, account: number) => `m/48'/13'/${ROLE_INDEX[role]}'/${account}'/0'`;

const APP_NOT_OPEN = [0x6e00, 0x6e01, 0x6d00, 0x6511];

export const connect: Connect = async (host: WalletHost) => {
  if (!('usb' in navigator)) throw host.refusal(host.t('ledger.noWebUsb'));

  /**
   * Opens the device, checks that the Hive app answers, runs `work`, closes it. The user may cancel
   * the wait (issue 57 §8): the attempt ends at once, the device is let go, and the form is theirs
   * again; whatever the device answers later is dropped.
   */
  async function withApp<T>(work: (app: Hive) => Promise<T>): Promise<T> {
    let transport: TransportWebUSB | undefined;
    let cancel!: () => void;
    const cancelled = new Promise<never>((_, reject) => {
      cancel = () => {
        reject(host.refusal(host.t('ledger.cancelled')));
        void transport?.close().catch(() => undefined);
      };
    });
    const endWait = host.waiting(() => cancel());
    const attempt = opened(work, (opening) => (transport = opening));
    attempt.catch(() => undefined); // a cancelled attempt's own end is nobody's to hear
    try {
      return await Promise.race([attempt, cancelled]);
    } finally {
      endWait();
    }
  }

  /** withApp's attempt: `opened` learns the transport, so that a cancel can close it. */
  async function opened<T>(
    work: (app: Hive) => Promise<T>,
    open: (transport: TransportWebUSB) => void,
  ): Promise<T> {
    host.status(host.t('ledger.connect'));
    let transport: TransportWebUSB;
    try {
      transport = await TransportWebUSB.create();
      open(transport);
    } catch {
      throw host.refusal(host.t('ledger.noDevice'));
    }
    try {
      const app = new Hive(transport);
      await app.getAppVersion();
      return await work(app);
    } catch (error) {
      if ((error as { user?: unknown }).user === true) throw error; // already the page's words
      throw host.refusal(refusal(host, error));
    } finally {
      await transport.close().catch(() => undefined);
    }
  }

  /** The path of `account`'s own key of one of `roles` on this device, and the key. */
  async function keyOf(app: Hive, account: string, roles: readonly Role[]) {
    const own = await host.ownKeys(account, roles);
    host.status(host.t('ledger.reading'));
    for (const role of roles) {
      if (!own.some((o) => o.role === role)) continue;
      for (const index of ACCOUNT_INDEXES) {
        const path = pathOf(role, index);
        const key = await app.getPublicKey(path, false, host.addressPrefix);
        if (own.some((o) => o.role === role && o.key === key)) return { path, key };
      }
    }
    throw new WrongAccount(
      host.t('ledger.wrongAccount', {
        user: `@${account}`,
        role: roles[0],
        accounts: ACCOUNT_INDEXES.length,
      }),
    );
  }

  return {
    signMessage: (account, message, roles) =>
      withApp(async (app) => {
        const { path, key } = await keyOf(app, account, roles);
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message));
        host.status(host.t('ledger.confirmSignIn', { user: `@${account}` }));
        const signature = await app.signHash(hex(new Uint8Array(digest)), path);
        return { signature, publicKey: key };
      }),

    signTransaction: (account, tx, roles) =>
      withApp(async (app) => {
        const { path } = await keyOf(app, account, roles);
        host.status(host.t('ledger.confirmTransaction', { user: `@${account}` }));
        const signed = await app.signTransaction(tx as never, path, host.chainId);
        return signed as unknown as SignedTransaction;
      }),

    /** The accounts whose posting keys are at account indexes 0–4 (Aioha's discovery, by key path). */
    discover: () =>
      withApp(async (app) => {
        host.status(host.t('ledger.reading'));
        const keys: string[] = [];
        for (const index of ACCOUNT_INDEXES)
          keys.push(await app.getPublicKey(pathOf('posting', index), false, host.addressPrefix));
        const { accounts } = await host.call<{ accounts: string[][] }>(
          'account_by_key_api.get_key_references',
          { keys },
        );
        return keys.flatMap((publicKey, i): Held[] =>
          (accounts[i] ?? []).map((account) => ({ account, publicKey })),
        );
      }),
  };
};

class WrongAccount extends Error {}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A status word (or the library's error) in the page's words. */
function refusal(host: WalletHost, error: unknown): string {
  if (error instanceof WrongAccount) return error.message;
  const code = (error as { statusCode?: unknown })?.statusCode;
  if (code === 0x6985 || code === 0x5501) return host.t('ledger.declined');
  if (code === 0xb006) return host.t('ledger.hashSigningOff');
  if (typeof code === 'number' && APP_NOT_OPEN.includes(code)) return host.t('ledger.appNotOpen');
  if (code === 0x5515 || code === 0x6982) return host.t('ledger.locked');
  return host.t('ledger.failed', {
    said: error instanceof Error ? error.message : String(error),
  });
}
