import type { Operation, Role, UnsignedTransaction } from '../chain';
import { signInTransaction } from '../../../core/signIn/signInTransaction';
import type { Connect, Held, Wallet, WalletHost } from './wallet';

/*
 * The MetaMask Hive Wallet snap (`npm:@hiveio/metamask-snap`) through MetaMask's provider
 * (`window.ethereum`, EIP-1193). The calls are those Aioha's provider makes (aioha-hive/aioha
 * src/providers/metamask.ts): wallet_getSnaps, then wallet_requestSnaps for the snap when it is
 * not connected yet; wallet_invokeSnap with hive_getPublicKeys (`{ keys: [{ role, accountIndex }] }`,
 * its account discovery: the keys, then the accounts that list them) and hive_signTransaction
 * (`{ transaction: <HF26 JSON>, keys: [{ role, accountIndex }], chainId }` → `{ signatures }`).
 * The snap signs transactions only: it has no call that signs a message (its RPC, hive_encrypt
 * and hive_decrypt aside, is those two), so a sign-in is signed as its sign-in transaction
 * (core/signIn/signInTransaction.ts), and the other signed challenges (/authorized-apps' sign-ins
 * and limits) are not offered to it (docs/wallets.md).
 */

const SNAP = 'npm:@hiveio/metamask-snap';
/** The version Aioha asks for. */
const SNAP_VERSION = '1.7.0';
/** The snap's first account (BIP-44 account index), as Aioha uses by default. */
const ACCOUNT_INDEX = 0;

interface Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

interface SnapKey {
  role: Role;
  accountIndex: number;
  publicKey: string;
}

export const connect: Connect = async (host: WalletHost) => {
  const provider = (window as { ethereum?: Provider }).ethereum;
  if (!provider?.request) throw host.refusal(host.t('metamask.notInstalled'));
  let snaps: Record<string, unknown>;
  try {
    snaps = (await provider.request({ method: 'wallet_getSnaps' })) as Record<string, unknown>;
  } catch (error) {
    // The user's no (a locked MetaMask whose unlock they dismissed) is not a missing MetaMask
    // (issue 57 §8): only a MetaMask that cannot answer is told to install one.
    throw host.refusal(
      declined(error) ? host.t('metamask.declined') : host.t('metamask.notInstalled'),
    );
  }
  if (!snaps?.[SNAP]) {
    host.status(host.t('metamask.connect'));
    try {
      snaps = (await provider.request({
        method: 'wallet_requestSnaps',
        params: { [SNAP]: { version: SNAP_VERSION } },
      })) as Record<string, unknown>;
    } catch (error) {
      throw host.refusal(refusal(host, error));
    }
    if (!snaps?.[SNAP]) throw host.refusal(host.t('metamask.declined'));
  }

  const invoke = (method: string, params: unknown) =>
    provider.request({
      method: 'wallet_invokeSnap',
      params: { snapId: SNAP, request: { method, params } },
    });

  async function keys(roles: readonly Role[]): Promise<SnapKey[]> {
    const answer = (await invoke('hive_getPublicKeys', {
      keys: roles.map((role) => ({ role, accountIndex: ACCOUNT_INDEX })),
    })) as { publicKeys: SnapKey[] };
    return answer.publicKeys;
  }

  const wallet: Wallet = {
    signMessage: () => Promise.reject(host.refusal(host.t('metamask.noMessages'))),

    // The snap signs no message: a sign-in is its transaction, which no node ever accepts.
    async signSignInTransaction(account, message, roles) {
      const signed = await wallet.signTransaction(
        account,
        signInTransaction(message, account),
        roles,
      );
      return signed.signatures[0];
    },

    async signTransaction(account, tx, roles) {
      const [own, held] = await Promise.all([host.ownKeys(account, roles), keys(roles)]);
      const key = held.find((k) => own.some((o) => o.role === k.role && o.key === k.publicKey));
      if (!key)
        throw host.refusal(
          host.t('metamask.wrongAccount', { user: `@${account}`, role: roles[0] }),
        );
      host.status(host.t('metamask.confirm', { user: `@${account}` }));
      let answer: { signatures: string[] };
      try {
        answer = (await invoke('hive_signTransaction', {
          transaction: JSON.stringify(hf26Transaction(tx)),
          keys: [{ role: key.role, accountIndex: key.accountIndex }],
          chainId: host.chainId,
        })) as { signatures: string[] };
      } catch (error) {
        throw host.refusal(refusal(host, error));
      }
      return { ...tx, signatures: answer.signatures };
    },

    async discover(): Promise<Held[]> {
      const found = await keys(['posting', 'active', 'owner']);
      const { accounts } = await host.call<{ accounts: string[][] }>(
        'account_by_key_api.get_key_references',
        { keys: found.map((k) => k.publicKey) },
      );
      return found.flatMap((k, i) =>
        (accounts[i] ?? []).map((name) => ({ account: name, publicKey: k.publicKey })),
      );
    },
  };
  return wallet;
};

/** EIP-1193's 4001 and the snap's "User denied …" are the user's no; anything else is said as it came. */
function refusal(host: WalletHost, error: unknown): string {
  if (declined(error) || !messageOf(error)) return host.t('metamask.declined');
  return host.t('metamask.failed', { said: messageOf(error) });
}

function declined(error: unknown): boolean {
  const { code } = (error && typeof error === 'object' ? error : {}) as { code?: unknown };
  return code === 4001 || /denied|reject|cancel/i.test(messageOf(error));
}

function messageOf(error: unknown): string {
  const { message } = (error && typeof error === 'object' ? error : {}) as { message?: unknown };
  return typeof message === 'string' ? message : '';
}

/*
 * The snap reads transactions as hived's HF26 JSON (wax's createTransactionFromJson): each
 * operation `{ type: "<name>_operation", value }`, each asset `{ amount, precision, nai }`.
 * Assets are the fields named below whose value reads as one (a memo that looks like an amount
 * stays a memo); comment_options' extensions become `{ type, value }` as Aioha's hf26-adapter does.
 */
const NAI: Record<string, [string, number]> = {
  HIVE: ['@@000000021', 3],
  TESTS: ['@@000000021', 3],
  HBD: ['@@000000013', 3],
  TBD: ['@@000000013', 3],
  VESTS: ['@@000000037', 6],
};
const ASSET_FIELDS = new Set([
  'amount',
  'fee',
  'reward_hive',
  'reward_hbd',
  'reward_vests',
  'max_accepted_payout',
  'vesting_shares',
  'hbd_amount',
  'hive_amount',
  'amount_to_sell',
  'min_to_receive',
  'delegation',
  'daily_pay',
  'base',
  'quote',
  'account_creation_fee',
]);

function hf26Asset(value: string): unknown {
  const match = /^(-?\d+(?:\.\d+)?) ([A-Z]+)$/.exec(value);
  const nai = match && NAI[match[2]];
  if (!match || !nai) return value;
  const [whole, fraction = ''] = match[1].split('.');
  const amount = BigInt(whole + fraction.padEnd(nai[1], '0').slice(0, nai[1])).toString();
  return { amount, precision: nai[1], nai: nai[0] };
}

function hf26Value(value: unknown, key?: string): unknown {
  if (typeof value === 'string') return key && ASSET_FIELDS.has(key) ? hf26Asset(value) : value;
  if (Array.isArray(value)) return value.map((v) => hf26Value(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hf26Value(v, k)]));
  return value;
}

function hf26Operation([name, body]: Operation): unknown {
  const value = hf26Value(body) as Record<string, unknown>;
  if (name === 'comment_options' && Array.isArray(value.extensions))
    value.extensions = (value.extensions as [number, unknown][]).map(([, v]) => ({
      type: 'comment_payout_beneficiaries',
      value: v,
    }));
  return { type: `${name}_operation`, value };
}

export function hf26Transaction(tx: UnsignedTransaction): unknown {
  return { ...tx, operations: tx.operations.map(hf26Operation) };
}
