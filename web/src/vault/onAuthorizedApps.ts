import type { Account, Key, Role } from '../chain';
import { byId, maybeById, status } from '../common';
import { t } from '../i18n';
import { offerToKeep, storedKeys, unlockKept, type StoredKey } from './onConsent';
import { keptFor } from './keptFor';
import type { KeptRole } from './store';

/*
 * /authorized-apps with keys kept on this device (issue 60). With the key fields empty, no wallet
 * pressed and no Keychain, a kept key signs: the posting key (else the active one) the signed
 * challenges (../signChallenge.ts), the active key the removal of an app (../authorizedApps.ts).
 * #kept-keys says each kept key with its role and lock; a PIN-locked one has its PIN field there,
 * kept for the visit as the key fields are; a passkey asks its one touch when it signs. A wrong
 * PIN is counted as everywhere (vault.ts) and cleared. After a typed key signed, a ticked
 * "Remember" offers to keep it (onConsent.ts offerToKeep, the consent page's offer).
 * Held by test/browser/vaultAuthorizedApps.spec.ts.
 */

const pinField = (role: KeptRole) => `kept-pin-${role}`;

/** Says the keys kept for `name` in #kept-keys, with a PIN field for each PIN-locked one. */
export async function showKeptKeys(name: string): Promise<void> {
  const kept = (await storedKeys()).filter((k) => k.account === name);
  const box = byId('kept-keys');
  box.replaceChildren(...kept.map(keptLine));
  box.hidden = kept.length === 0;
}

function keptLine(key: StoredKey): HTMLElement {
  const values = { user: `@${key.account}`, role: key.role, lock: key.lock };
  const line = document.createElement('div');
  const said = document.createElement('p');
  said.className = 'muted small';
  said.textContent = t('vault.keyLock', values);
  line.append(said);
  if (key.lock === 'pin') {
    const label = document.createElement('label');
    label.htmlFor = pinField(key.role);
    label.textContent = t('vault.pinForRole', values);
    const input = document.createElement('input');
    input.id = pinField(key.role);
    input.type = 'password';
    input.dir = 'ltr';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('autocapitalize', 'none');
    line.append(label, input);
  }
  return line;
}

/**
 * The kept key of `account` that may sign for `authority`, unlocked (one passkey touch, or the
 * PIN in its field); none when no such key is kept, or its PIN field is empty.
 */
export async function keptSigner(account: Account, authority: Role): Promise<Key | undefined> {
  const kept = await keptFor(account.name, authority);
  if (!kept) return undefined;
  const input = maybeById<HTMLInputElement>(pinField(kept.role));
  if (kept.lock === 'pin' && !input?.value) return undefined;
  try {
    return (await unlockKept(account, kept, input?.value, pinField(kept.role))).key;
  } catch (error) {
    // A wrong PIN is not sent again with the next action; an erased key leaves the list.
    if (input) input.value = '';
    const left = await storedKeys();
    if (!left.some((k) => k.account === account.name && k.role === kept.role))
      await showKeptKeys(account.name);
    throw error;
  }
}

/**
 * After `typed` signed as `account`: when its "Remember" box (`tick`) is ticked, offers to keep
 * its key (the `role` one, if a master password), once per tick.
 */
export async function offerAfterTyped(
  account: Account,
  typed: string,
  role: KeptRole,
  tick: string,
): Promise<void> {
  const box = maybeById<HTMLInputElement>(tick);
  if (!typed.trim() || !box?.checked) return;
  box.checked = false;
  const said = await offerToKeep(account, typed, undefined, role);
  await showKeptKeys(account.name);
  if (said) status(said);
}
