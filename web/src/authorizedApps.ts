import type { Account, Role } from './chain';
import * as HG from './common';
import { byId, run, status } from './common';
import { t, words } from './i18n';
import { closeLimits, keepAccess, openLimits, saveLimits } from './appLimits';
import { ensureSignIns, offerSignIns } from './signIns';
import { keptSigner, offerAfterTyped, showKeptKeys } from './vault/onAuthorizedApps';
import { chosenWallet, walletBroadcast } from './wallets/onAuthorizedApps';

/*
 * The authorized-apps page. Authorities are public, so listing needs only the username; removing
 * one is an account_update of that role's authority, signed here with the active key (or by
 * Keychain's requestRemoveAccountAuthority) and broadcast straight to the Hive node. The key fields
 * come before the list and keep what was typed for the visit; Remove opens a confirmation naming
 * the account and what it loses, and the confirmation goes away once the work is done. Limits open
 * once the page knows what is in force (the signed sign-ins list, read first when it is not).
 * Every name shown comes from the chain and is set with textContent, never as HTML.
 */

const ROLES: Role[] = ['posting', 'active', 'owner'];
let current: Account | null = null;
let pending: { role: Role; member: string; opener: HTMLElement } | null = null;

HG.whenKeychain(() => (byId('keychain-note').hidden = false));

/** "Remember this key on this device" under each key field, once a key is typed (issue 60). */
for (const field of ['posting-key', 'active-key'])
  byId(field).addEventListener('input', () => {
    if (HG.inputValue(field).trim()) byId(`${field.split('-')[0]}-remember-choice`).hidden = false;
  });

byId('lookup').addEventListener('submit', (event) => {
  event.preventDefault();
  void run(async () => {
    const name = HG.username('username');
    status(t('signin.reading'));
    await show(await HG.getAccount(name));
    status('');
    byId('list-title').focus();
  });
});

byId('confirm-keep').addEventListener('click', () => closeConfirm(true));
byId('limits-cancel').addEventListener('click', () => closeLimits(true));
byId('limits-save').addEventListener('click', () => void run(() => saveLimits()));
byId('end-access-yes').addEventListener('click', () => void run(() => saveLimits(true)));
byId('end-access-no').addEventListener('click', keepAccess);
byId('confirm-remove').addEventListener('click', () => {
  if (!pending) return;
  const { role, member } = pending;
  void run(() => remove(role, member));
});

async function show(account: Account): Promise<void> {
  current = account;
  closeConfirm(false);
  closeLimits(false);
  byId('list-title').textContent = t('authorized.listTitle', { user: `@${account.name}` });
  const container = byId('authorities');
  container.replaceChildren();
  for (const role of ROLES) {
    const members = account[role].account_auths;
    if (members.length === 0) continue;
    const card = document.createElement('div');
    card.className = 'card';
    const title = document.createElement('h3');
    title.textContent = t('authorized.role', { role });
    card.append(title);
    for (const [member, weight] of members)
      card.append(row(role, member, weight, account[role].weight_threshold));
    container.append(card);
  }
  const none = container.children.length === 0;
  if (none) {
    const text = document.createElement('p');
    text.textContent = t('authorized.none');
    container.append(text);
  }
  // What is kept is said (and its PIN field there) before the sign-ins can be asked for.
  await showKeptKeys(account.name);
  byId('list').hidden = false;
  offerSignIns(account.name);
}

function row(role: Role, member: string, weight: number, threshold: number): HTMLElement {
  const line = document.createElement('div');
  line.className = 'authority-row';
  const label = document.createElement('span');
  const name = document.createElement('strong');
  name.textContent = `@${member}`;
  const power =
    weight >= threshold
      ? t('authorized.alone')
      : t('authorized.weight', {
          weight: words.number(weight),
          threshold: words.number(threshold),
        });
  label.append(name, ` ${power}`);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'danger';
  button.textContent = t('authorized.remove');
  button.setAttribute('aria-label', t('authorized.removeLabel', { role, app: `@${member}` }));
  button.addEventListener('click', () => openConfirm(role, member, button));
  // The row's actions side by side at its end, Limits before Remove (issue 57 §8), whichever
  // way the language runs.
  const actions = document.createElement('span');
  actions.className = 'row-actions';
  line.append(label, actions);
  if (role === 'posting') {
    // Limits (issue 24 §3): what this app may do with the posting authority, through this service.
    const limits = document.createElement('button');
    limits.type = 'button';
    limits.textContent = t('authorized.limits');
    limits.setAttribute('aria-label', t('authorized.limitsLabel', { app: `@${member}` }));
    limits.id = `limits-${member}`;
    limits.addEventListener(
      'click',
      () =>
        void run(async () => {
          await ensureSignIns(limits.id); // what is in force is known once it is you
          openLimits(current!.name, member, limits);
        }),
    );
    actions.append(limits);
  }
  actions.append(button);
  return line;
}

/** The confirmation, after the row: names the account and what it will no longer be able to do. */
function openConfirm(role: Role, member: string, opener: HTMLElement): void {
  closeLimits(false);
  HG.clearError();
  status('');
  pending = { role, member, opener };
  const app = `@${member}`;
  byId('confirm-title').textContent = t('authorized.confirmTitle', { role, app });
  byId('confirm-loses').textContent = t('authorized.loses', { role, app });
  byId('confirm-remove').textContent = t('authorized.removeApp', { app });
  opener.closest('.authority-row')!.insertAdjacentElement('afterend', byId('confirm'));
  byId('confirm').hidden = false;
  byId('confirm').scrollIntoView({ block: 'nearest' });
  byId('confirm-title').focus({ preventScroll: true });
}

function closeConfirm(returnFocus: boolean): void {
  const opener = pending?.opener;
  pending = null;
  byId('confirm').hidden = true;
  byId('list').append(byId('confirm'));
  if (returnFocus && opener && opener.isConnected) opener.focus();
}

async function remove(role: Role, member: string): Promise<void> {
  const account = await HG.getAccount(current!.name); // fresh: never write back a stale authority
  const secret = HG.inputValue('active-key');
  const wallet = chosenWallet();
  // Changing the owner authority needs the owner key; active and posting need the active key.
  const roles: Role[] = role === 'owner' ? ['owner'] : ['active', 'owner'];
  if (!secret && wallet) {
    const op = HG.authorityUpdate(account, role, HG.changedAuthority(account[role], member, false));
    await walletBroadcast(wallet, account, op, roles);
  } else if (!secret && HG.keychain()) {
    status(t('signin.confirmKeychain'));
    const keychainRole = role[0].toUpperCase() + role.slice(1);
    await HG.keychainCall('requestRemoveAccountAuthority', [account.name, member, keychainRole]);
  } else {
    // No key typed: an active key kept on this device (issue 60) signs, never for the owner role.
    const kept = secret || role === 'owner' ? undefined : await keptSigner(account, 'active');
    const key = kept ?? HG.keyFor(account, secret, roles, 'active-key');
    status(t('authorized.removing', { app: `@${member}` }));
    const op = HG.authorityUpdate(account, role, HG.changedAuthority(account[role], member, false));
    await HG.broadcast([op], key);
    if (!kept) await offerAfterTyped(account, secret, 'active', 'active-remember');
  }
  closeConfirm(false);
  await show(await HG.getAccount(account.name));
  status(t('authorized.removed', { role, app: `@${member}` }));
  byId('list-title').focus();
}

HG.ready();
