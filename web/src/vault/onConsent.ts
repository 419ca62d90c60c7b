import { keyFrom, type Account, type Key, type Role } from '../chain';
import * as HG from '../common';
import { byId, maybeById, status } from '../common';
import { t } from '../i18n';
import { passkeysPossible, NoPrf } from './passkey';
import {
  deleteAllKeys,
  deleteKey,
  storedKey,
  storedKeys,
  type KeptRole,
  type StoredKey,
} from './store';
import {
  keepWithPasskey,
  keepWithPin,
  KeyErased,
  unlockWithPasskey,
  unlockWithPin,
  WrongPin,
  type KeyToKeep,
} from './vault';

/*
 * The vault on the consent page (and /device, the same page): after a typed key signed in, the
 * offer to keep it (#vault-offer); on the next visit, a kept key signs in from the remembered
 * accounts list, with the passkey or the PIN (#vault-pin). Posting keys are kept by default: a
 * master password keeps only the posting key it gives (never the password); an active key only
 * when the person ticks #vault-keep-active under its warning; an owner key never.
 */

const PIN_MIN = 6;

interface VaultData {
  /** The passkeys' rp id: BASE_URL's host (adapters/http/pages/chainSettings.ts). */
  passkeyRpId?: string;
}
const rpId = HG.pageData<HG.ChainData & VaultData>().passkeyRpId;

export { storedKeys, type StoredKey };

/** The role `pub` holds on `account` (posting first), if one. */
function roleOf(account: Account, pub: string): Role | undefined {
  return (['posting', 'active', 'owner'] as const).find((role) =>
    account[role].key_auths.some(([k, w]) => k === pub && w >= account[role].weight_threshold),
  );
}

/**
 * What a typed secret would keep: a posting key (from a WIF or a master password), an active one
 * (flagged: only under its own warning), or nothing (an owner key).
 */
export function keyToKeep(account: Account, typed: string): KeyToKeep | undefined {
  const text = typed.trim();
  // A WIF is itself; a master password gives its posting key, and the password is never kept.
  const key: Key = keyFrom(account.name, text, 'posting');
  const publicKey = HG.hive().publicKeyOf(key);
  const role = roleOf(account, publicKey);
  if (role !== 'posting' && role !== 'active') return undefined;
  return { account: account.name, role, wif: key.toString(), publicKey };
}

/** The signer a kept key gives, after its passkey or PIN; refused when the key was rotated. */
export async function unlockKept(
  account: Account,
  pin?: string,
): Promise<{ key: Key; role: KeptRole }> {
  const record = await storedKey(account.name);
  if (!record) throw new HG.UserError(t('vault.erased', { user: `@${account.name}` }));
  const role = roleOf(account, record.publicKey);
  if (!role || (record.role === 'posting' && role !== 'posting'))
    throw new HG.UserError(t('vault.rotated', { user: `@${account.name}` }));
  let wif: string;
  if (record.lock === 'passkey') {
    status(t('vault.confirmPasskey'));
    try {
      wif = await unlockWithPasskey(rpId ?? '', record);
    } catch (error) {
      // NotAllowedError (refused, not verified, timed out) or no PRF: nothing was decrypted.
      if (error instanceof DOMException || error instanceof NoPrf)
        throw new HG.UserError(t('vault.passkeyRefused'));
      throw error;
    }
  } else {
    try {
      wif = await unlockWithPin(account.name, pin ?? '');
    } catch (error) {
      if (error instanceof WrongPin)
        throw new HG.UserError(t('vault.wrongPin', { n: error.left }), 'vault-pin-input');
      if (error instanceof KeyErased) {
        hidePin();
        throw new HG.UserError(t('vault.erased', { user: `@${account.name}` }));
      }
      throw error;
    }
  }
  return { key: keyFrom(account.name, wif, record.role), role: record.role };
}

let pinFor: string | undefined;

/** Asks for the PIN of `name`'s kept key; `unlock` runs when it is given. */
export function askPin(name: string, unlock: (pin: string) => void): void {
  pinFor = name;
  const box = byId('vault-pin');
  byId('vault-pin-label').textContent = t('vault.pinFor', { user: `@${name}` });
  box.hidden = false;
  byId('vault-pin-input').focus();
  byId('vault-pin-submit').onclick = () => {
    if (pinFor !== name) return;
    const input = byId<HTMLInputElement>('vault-pin-input');
    const pin = input.value;
    input.value = '';
    unlock(pin);
  };
}

function hidePin(): void {
  pinFor = undefined;
  const box = maybeById('vault-pin');
  if (box) box.hidden = true;
}

export async function forgetKept(name: string): Promise<void> {
  await deleteKey(name);
  if (pinFor === name) hidePin();
}

export async function forgetEverything(): Promise<void> {
  await deleteAllKeys();
  hidePin();
}

/**
 * After `typed` signed in as `account` (or signed a sign link: `form` is the page's form, hidden
 * meanwhile): offers to keep its key and resolves once the person kept
 * it or chose Not now. Nothing is offered for an owner key, a key already kept, or where this
 * browser has no IndexedDB. Resolves with what the page said (kept, and how), if it kept it.
 */
export async function offerToKeep(
  account: Account,
  typed: string,
  form: 'signin' | 'sign-form' = 'signin',
): Promise<string | undefined> {
  const section = maybeById('vault-offer');
  if (!section || typeof indexedDB === 'undefined') return;
  const keep = keyToKeep(account, typed);
  if (!keep) return;
  const kept = await storedKey(account.name);
  if (kept?.publicKey === keep.publicKey) return;
  const active = keep.role === 'active';
  byId('vault-active').hidden = !active;
  byId('vault-active-hint').hidden = !active;
  if (active) byId('vault-active-hint').textContent = t('vault.activeHint');
  byId('vault-keep-passkey').hidden = !(await passkeysPossible(rpId));
  byId(form).hidden = true;
  section.hidden = false;
  section.scrollIntoView({ block: 'start' });
  byId('vault-offer-title').focus({ preventScroll: true });
  status('');
  return new Promise<string | undefined>((resolve) => {
    const listening = new AbortController();
    const done = (said?: string) => {
      listening.abort();
      section.hidden = true;
      if (said) status(said);
      resolve(said);
    };
    const ticked = () => {
      if (active && !byId<HTMLInputElement>('vault-keep-active').checked)
        throw new HG.UserError(t('vault.activeNotTicked'), 'vault-keep-active');
    };
    const user = `@${account.name}`;
    // The sign-in's task holds the page's buttons disabled while it waits here (as the authority
    // step does): this section's own buttons work, one attempt at a time.
    const buttons = Array.from(section.querySelectorAll('button'));
    buttons.forEach((b) => (b.disabled = false));
    const on = (id: string, task: () => Promise<void>) =>
      byId(id).addEventListener(
        'click',
        () => {
          buttons.forEach((b) => (b.disabled = true));
          HG.clearError();
          task().then(
            () => buttons.forEach((b) => (b.disabled = false)),
            (error: unknown) => {
              buttons.forEach((b) => (b.disabled = false));
              HG.showError(error);
            },
          );
        },
        { signal: listening.signal },
      );
    on('vault-keep-passkey', async () => {
      ticked();
      status(t('vault.confirmPasskey'));
      try {
        await keepWithPasskey(rpId ?? '', keep);
      } catch (error) {
        if (error instanceof NoPrf) throw new HG.UserError(t('vault.noPrf'), 'vault-new-pin');
        if (error instanceof DOMException) throw new HG.UserError(t('vault.passkeyRefused'));
        throw error;
      }
      done(t('vault.kept', { user }));
    });
    on('vault-keep-pin', async () => {
      ticked();
      const input = byId<HTMLInputElement>('vault-new-pin');
      if (input.value.length < PIN_MIN)
        throw new HG.UserError(t('vault.pinShort'), 'vault-new-pin');
      status(t('vault.keeping'));
      await keepWithPin(keep, input.value);
      input.value = '';
      done(t('vault.keptPin', { user }));
    });
    on('vault-skip', () => Promise.resolve(done()));
  });
}
