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
 * What a typed secret would keep: a posting key (from a WIF, or the one a master password gives
 * when `wanted` is posting), an active one (a WIF, or a master password's where the active key was
 * asked: flagged, kept only under its own warning), or nothing (an owner key).
 */
export function keyToKeep(
  account: Account,
  typed: string,
  wanted: KeptRole = 'posting',
): KeyToKeep | undefined {
  const text = typed.trim();
  // A WIF is itself; a master password gives the wanted role's key, and is never kept.
  const key: Key = keyFrom(account.name, text, wanted);
  const publicKey = HG.hive().publicKeyOf(key);
  const role = roleOf(account, publicKey);
  if (role !== 'posting' && role !== 'active') return undefined;
  return { account: account.name, role, wif: key.toString(), publicKey };
}

/**
 * The signer the kept `record` gives, after its passkey or `pin` (a wrong one is said at
 * `pinField`); refused when the key was rotated.
 */
export async function unlockKept(
  account: Account,
  record: StoredKey,
  pin?: string,
  pinField = 'vault-pin-input',
): Promise<{ key: Key; role: KeptRole; lock: StoredKey['lock'] }> {
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
      wif = await unlockWithPin(account.name, record.role, pin ?? '');
    } catch (error) {
      if (error instanceof WrongPin)
        throw new HG.UserError(t('vault.wrongPin', { n: error.left }), pinField);
      if (error instanceof KeyErased) {
        hidePin();
        throw new HG.UserError(t('vault.erased', { user: `@${account.name}` }));
      }
      throw error;
    }
  }
  return { key: keyFrom(account.name, wif, record.role), role: record.role, lock: record.lock };
}

let pinFor: { name: string; box: string } | undefined;

/**
 * Asks for the PIN of `name`'s kept key in the PIN box `box` (vaultSection.ts vaultPin: the
 * sign-in's, or the authority step's); `unlock` runs when it is given.
 */
export function askPin(name: string, unlock: (pin: string) => void, box = 'vault-pin'): void {
  if (pinFor && pinFor.box !== box) hidePin();
  const asked = { name, box };
  pinFor = asked;
  byId(`${box}-label`).textContent = t('vault.pinFor', { user: `@${name}` });
  byId(box).hidden = false;
  const input = byId<HTMLInputElement>(`${box}-input`);
  const submit = byId(`${box}-submit`);
  input.focus();
  submit.onclick = () => {
    if (pinFor !== asked) return;
    const pin = input.value;
    input.value = '';
    unlock(pin);
  };
  // Enter in the PIN unlocks: the box sits in the sign-in form, whose own submit (the typed key)
  // Enter would otherwise send.
  input.onkeydown = (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit.click();
  };
}

function hidePin(): void {
  const box = pinFor && maybeById(pinFor.box);
  pinFor = undefined;
  if (box) box.hidden = true;
}

export async function forgetKept(name: string, role: KeptRole): Promise<void> {
  await deleteKey(name, role);
  if (pinFor?.name === name) hidePin();
}

export async function forgetEverything(): Promise<void> {
  await deleteAllKeys();
  hidePin();
}

/**
 * After `typed` signed as `account` (a sign-in, the authority step's grant, a sign link, a
 * challenge or a removal on /authorized-apps: `form` is the page's form, hidden meanwhile, if
 * any): offers to keep its key (the `wanted` role's, when a master password was typed) and
 * resolves once the person kept it or chose Not now. Nothing is offered for an owner key, a key
 * already kept, or where this browser has no IndexedDB. Resolves with what the page said (kept,
 * and how), if it kept it.
 */
export async function offerToKeep(
  account: Account,
  typed: string,
  form?: string,
  wanted: KeptRole = 'posting',
): Promise<string | undefined> {
  const section = maybeById('vault-offer');
  if (!section || typeof indexedDB === 'undefined') return;
  const keep = keyToKeep(account, typed, wanted);
  if (!keep) return;
  const kept = await storedKey(account.name, keep.role);
  if (kept?.publicKey === keep.publicKey) return;
  const active = keep.role === 'active';
  byId('vault-active').hidden = !active;
  byId('vault-active-hint').hidden = !active;
  if (active) byId('vault-active-hint').textContent = t('vault.activeHint');
  byId('vault-keep-passkey').hidden = !(await passkeysPossible(rpId));
  if (form) byId(form).hidden = true;
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
