import { actingAccount } from '../../core/broadcast/actingAccount';
import { inChainOrder } from '../../core/operations/accountSets';
import { plainRefusal } from '../i18n/words/refusalWords';
import {
  NodeError,
  signTransaction,
  type Operation,
  transactionId,
  type Account,
  type Role,
  type SignedTransaction,
  type UnsignedTransaction,
} from './chain';
import * as HG from './common';
import { byId, run, status } from './common';
import { t, words } from './i18n';
import { askPin, offerToKeep, unlockKept, type StoredKey } from './vault/onConsent';
import { keptFor } from './vault/keptFor';
import { namedByWallet } from './wallets/discovery';
import { loadWallet, offerWallets, rememberWallet, WALLET_NAMES } from './wallets/registry';

/*
 * The sign-link page. Fills hive-uri's placeholders (`__signer`, `__ref_block_num`,
 * `__ref_block_prefix`, `__expiration`) with the signer and a fresh reference block, signs in the
 * page (typed key, Keychain, or PeakVault, the MetaMask Hive snap or Ledger: ./wallets),
 * broadcasts to the Hive node, then shows the transaction id. The callback, with `{{sig}} {{id}} {{block}} {{txn}}` filled in, is followed by itself only when the
 * server found it registered by the link's app (data.automaticReturn); otherwise it is a link the
 * user may follow.
 */

interface SignData extends HG.ChainData {
  tx: UnsignedTransaction;
  signer?: string;
  authority: Role;
  callback?: string;
  automaticReturn: boolean;
  noBroadcast: boolean;
}

interface Result {
  sig?: string;
  id?: string;
  block?: number;
  txn?: number;
}

const data = HG.pageData<SignData>();
const PLACEHOLDER = /__(ref_block_num|ref_block_prefix|expiration|signer)/g;
const ROLES: Record<Role, Role[]> = {
  posting: ['posting', 'active', 'owner'],
  active: ['active', 'owner'],
  owner: ['owner'],
};

if (!data.noBroadcast) HG.whenKeychain(() => (byId('keychain-choice').hidden = false));

byId('sign-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void run(async () => {
    const account = await signerAccount();
    const typed = HG.inputValue('sign-key');
    const key = HG.keyFor(account, typed, ROLES[data.authority], 'sign-key');
    const result = await signAndSend(account, async (tx) => {
      status(t('sign.signing'));
      const signed = signTransaction(tx, key);
      byId<HTMLInputElement>('sign-key').value = '';
      return signed;
    });
    // Offered once the network took it (issue 60), so a pause here cannot expire the transaction.
    const kept = byId<HTMLInputElement>('vault-remember').checked
      ? await offerToKeep(
          account,
          typed,
          'sign-form',
          data.authority === 'active' ? 'active' : 'posting',
        )
      : undefined;
    finish(result);
    // The form (and its status line) is gone: the done card says the key was kept.
    if (kept) {
      byId('done-kept').textContent = kept;
      byId('done-kept').hidden = false;
    }
  });
});

/** "Remember this key on this device" is offered once there is a key to remember. */
byId('sign-key').addEventListener('input', () => {
  if (HG.inputValue('sign-key').trim()) byId('vault-remember-choice').hidden = false;
});

/** A key kept on this device for the signer (issue 60): one passkey touch or the PIN signs. */
async function showKept(): Promise<void> {
  const name = HG.inputValue('username').trim().replace(/^@/, '').toLowerCase();
  byId('vault-sign').hidden = !(await keptFor(name, data.authority));
}
byId('username').addEventListener('change', () => void showKept());
void showKept();

byId('vault-sign').addEventListener('click', () => {
  void run(async () => {
    const account = await signerAccount();
    const kept = await keptFor(account.name, data.authority);
    if (!kept) throw new HG.UserError(t('vault.erased', { user: `@${account.name}` }));
    if (kept.lock === 'pin')
      return askPin(account.name, (pin) => void run(() => signWithKept(account, kept, pin)));
    await signWithKept(account, kept);
  });
});

async function signWithKept(account: Account, kept: StoredKey, pin?: string): Promise<void> {
  const { key } = await unlockKept(account, kept, pin);
  status(t('sign.signing'));
  finish(await signAndSend(account, async (tx) => signTransaction(tx, key)));
}

/** PeakVault, the MetaMask Hive snap, Ledger (issue 42): the wallet signs, the page sends. */
offerWallets(
  'sign',
  (id) =>
    void run(async () => {
      HG.status(t('wallet.opening', { wallet: WALLET_NAMES[id] }));
      const wallet = await loadWallet(id);
      if (!HG.inputValue('username').trim()) await namedByWallet(id, wallet);
      const account = await signerAccount();
      const result = await signAndSend(account, async (tx) => {
        const signed = await wallet.signTransaction(account.name, tx, ROLES[data.authority]);
        rememberWallet(id);
        return signed;
      });
      finish(result);
    }),
);

/** Fills the link's placeholders, has `sign` sign it, then broadcasts it (unless sign only): what to finish with. */
async function signAndSend(
  account: Account,
  sign: (tx: UnsignedTransaction) => Promise<SignedTransaction>,
): Promise<Result> {
  const block = await HG.referenceBlock();
  const tx = resolve(data.tx, account.name, {
    __ref_block_num: block.ref_block_num,
    __ref_block_prefix: block.ref_block_prefix,
    __expiration: block.expiration,
  });
  const signed = await sign(tx);
  if (data.noBroadcast) return { sig: signed.signatures[0], id: transactionId(tx) };
  status(t('wallet.broadcasting'));
  const receipt = await refusedInPlainWords(() => HG.sendSigned(signed), account.name);
  return {
    sig: signed.signatures[0],
    id: receipt.id,
    block: receipt.block_num,
    txn: receipt.trx_num,
  };
}

byId('keychain-sign').addEventListener('click', () => {
  void run(async () => {
    const account = await signerAccount();
    // Keychain picks its own reference block; only the signer needs filling in.
    const operations = resolve({ operations: data.tx.operations }, account.name, {}).operations;
    status(t('signin.confirmKeychain'));
    const role = data.authority[0].toUpperCase() + data.authority.slice(1);
    const response = await HG.keychainCall(
      'requestBroadcast',
      [account.name, operations, role],
      'keychain-sign',
    );
    const result = (response.result ?? {}) as {
      id?: string;
      tx_id?: string;
      block_num?: number;
      trx_num?: number;
    };
    finish({ id: result.id || result.tx_id, block: result.block_num, txn: result.trx_num });
  });
});

/**
 * A refusal of the network, said in plain words when it is one we know (core/broadcast/chainRefusal.ts),
 * with the node's own text behind "Details".
 */
async function refusedInPlainWords<T>(send: () => Promise<T>, signer: string): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof NodeError) || /^No Hive node answered/.test(error.message)) throw error;
    const actor = actingAccount(data.tx.operations, '__signer') ?? signer;
    const plain = plainRefusal(error.message, { signer, actor }, words);
    throw new HG.ExplainedError(plain ?? t('refusal.other'), error.message);
  }
}

/**
 * Cancel (issue 39 §3): to a callback the link's app registered, the app is told, as OAuth says it
 * (`error=access_denied`, the result placeholders dropped); otherwise nothing is returned to the
 * site, the page says so, and offers the way back to where the user came from.
 */
byId('sign-cancel').addEventListener('click', () => {
  HG.clearError();
  if (data.callback && data.automaticReturn) {
    status(t('sign.cancelledReturning'));
    location.assign(cancelledCallback(data.callback));
    return;
  }
  status('');
  byId('sign-form').hidden = true;
  byId('done-id-line').hidden = true;
  byId('done-block').textContent = t('sign.nothingDone');
  byId('done-back').hidden = history.length < 2;
  retitle(t('sign.cancelled'), t('sign.cancelled'));
  byId('done').hidden = false;
  byId('done-title').focus();
});
byId('done-back').addEventListener('click', () => history.back());

/** The callback with `error=access_denied` instead of the result it would have carried. */
function cancelledCallback(callback: string): string {
  const url = new URL(callback);
  for (const [name, value] of Array.from(url.searchParams))
    if (/\{\{(sig|id|block|txn)\}\}/.test(value)) url.searchParams.delete(name);
  url.searchParams.set('error', 'access_denied');
  return url.toString();
}

/** After the work, the headings say what happened: `what` before the operation's title. */
function retitle(what: string, done: string): void {
  const title = byId('sign-title');
  title.textContent = `${what}: ${title.textContent ?? ''}`;
  document.title = `${what} — hivegate`;
  byId('done-title').textContent = done;
}

async function signerAccount(): Promise<Account> {
  const name = HG.username('username');
  if (data.signer && name !== data.signer)
    throw new HG.UserError(t('sign.mustSigner', { user: `@${data.signer}` }), 'username');
  status(t('signin.reading'));
  return HG.getAccount(name);
}

/**
 * A copy of `value` with placeholders filled (a field that is exactly a number placeholder becomes
 * the number), its account sets then as the chain keeps them: `__signer` may land out of name
 * order among other accounts, or beside itself.
 */
function resolve<T extends { operations: Operation[] }>(
  value: T,
  signer: string,
  block: Record<string, string | number>,
): T {
  const context: Record<string, string | number> = { __signer: signer, ...block };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (Object.hasOwn(context, v)) return context[v];
      return v.replace(PLACEHOLDER, (m) => (m in context ? String(context[m]) : m));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const filled = walk(value) as T;
  return { ...filled, operations: inChainOrder(filled.operations) };
}

function finish(result: Result): void {
  const url =
    data.callback &&
    data.callback.replace(/\{\{(sig|id|block|txn)\}\}/g, (_, name: keyof Result) =>
      encodeURIComponent(result[name] === undefined ? '' : String(result[name])),
    );
  if (url && data.automaticReturn) {
    status(t('sign.doneReturning'));
    location.assign(url);
    return;
  }
  status('');
  byId('sign-form').hidden = true;
  if (data.noBroadcast) retitle(t('sign.signedOnly'), t('sign.doneSignedOnly'));
  else retitle(t('sign.signedBroadcast'), t('sign.doneBroadcast'));
  byId('done-id').textContent = result.id || '';
  byId('done-block').textContent = result.block
    ? t('sign.inBlock', { block: String(result.block) })
    : result.sig
      ? t('sign.signature', { sig: result.sig })
      : '';
  if (url) {
    byId('done-destination').textContent = url;
    byId('done-host').textContent = new URL(url).host;
    byId<HTMLAnchorElement>('done-link').href = url;
    byId('done-return').hidden = false;
  }
  byId('done').hidden = false;
  byId('done-title').focus();
}

HG.ready();
