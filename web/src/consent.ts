import {
  postingLimitsOf,
  type LimitChoice,
  type PostingLimits,
} from '../../core/limits/postingLimits';
import { grantedBy } from '../../core/signIn/grantStatement';
import { grantWords } from '../i18n/words/grantWords';
import type { SignInMethod } from '../../core/tokens/openId';
import { signMessage, WIF, type Account, type Key, type Operation } from './chain';
import * as HG from './common';
import { createSession } from './hiveauth';
import { hideHiveAuthWait, showHiveAuthWait } from './hiveauthPanel';
import { byId, maybeById, run, status } from './common';
import { t, words } from './i18n';
import { followOperations, limitChoice } from './limits';
import { showLimitsStillApply } from './limitsAtConsent';
import { forgetAccount, rememberAccount, rememberedAccounts } from './rememberedAccounts';
import { signInWith, walletGrant, type WalletVia } from './wallets/onConsent';
import { offerWallets, presentWallets } from './wallets/registry';
import {
  askPin,
  forgetEverything,
  forgetKept,
  offerToKeep,
  storedKeys,
  unlockKept,
  type StoredKey,
} from './vault/onConsent';
import { keptFor } from './vault/keptFor';
import type { Proof } from './wallets/wallet';

/*
 * The sign-in and consent page (GET /oauth2/authorize, and GET /device?user_code= for a device:
 * then the signed challenge approves the device's request instead of returning to an app). Steps:
 * 1. the user names the account (or picks one this browser remembers, or leaves it to Keychain to
 *    choose) and signs with Keychain, a typed key (checked against the account) or HiveAuth
 *    (./hiveauth.ts: a phone wallet through the relay; the service checks its signature);
 * 2. when the app asks for posting and the account has not granted it, the authority step explains it
 *    and broadcasts an account_update (active key or Keychain) straight to the Hive node;
 * 3. challenge → signature → /api/oauth2/authorize, then go where the service says.
 * What the app may do is said above the form from the grant the service will make: as the user
 * lowers a limit, it is said again from core/signIn/grantStatement.ts's grantedBy, the rule the
 * challenge and the sign-in follow (issue 39 §1). Once the user signs, the limits are fixed: their
 * controls are disabled until the sign-in fails, so nothing changes that would be ignored.
 */

interface ConsentData extends HG.ChainData {
  clientId: string;
  scope: string[];
  /** Set on /device: the code of the device's request this sign-in answers (RFC 8628). */
  userCode?: string;
  redirectUri?: string;
  responseType?: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeSignInMethod?: string;
  responseMode?: string;
  nonce?: string;
  /** RFC 9396 limits as the service will grant them (issue 24); sent back as asked. */
  authorizationDetails?: PostingLimits[];
  needsPosting: boolean;
  /** The account the app expected (login_hint or `account`): another one is never signed in silently. */
  expectedAccount?: string;
  /** prompt=select_account: the remembered accounts come first, nothing is pre-filled. */
  selectAccount?: boolean;
}

interface Via {
  method: SignInMethod;
  /**
   * What the user typed to sign in (a master password, or a key): when it also gives the active
   * key, the authority step signs with it instead of asking again (issue 57 §8). Held in this
   * sign-in's memory only, never stored nor sent.
   */
  typed?: string;
  broadcast?: (keyType: string, ops: Operation[]) => Promise<unknown>;
  /** One of the other wallets (./wallets): it signs the grant, the page broadcasts it. */
  wallet?: WalletVia;
  /**
   * The active key kept on this device that signed in (issue 60), unlocked once: the authority
   * step signs with it and says so. Held in this sign-in's memory only.
   */
  keptActive?: Key;
}

const data = HG.pageData<ConsentData>();

/** What the app may do with the limits as chosen now, said in #grant-words (issue 39 §1). */
function sayGrant(): void {
  followOperations();
  let choice;
  try {
    choice = limitChoice();
  } catch (error) {
    if (!(error instanceof HG.UserError)) throw error;
    // Every action unticked: the statement says so, as Sign in will (issue 57 §1); a field's
    // own mistake is said beside it when the user signs.
    if (error.field === undefined) sayLines([error.message]);
    return;
  }
  const granted = grantedBy(data.scope, postingLimitsOf(data.authorizationDetails), choice);
  sayLines(grantWords(granted, words));
}

function sayLines(lines: readonly string[]): void {
  byId('grant-words').replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}
for (const event of ['input', 'change']) maybeById('limits')?.addEventListener(event, sayGrant);

/** Fixes the limits once the user signs (folded, disabled); frees them again when it failed. */
function lockLimits(locked: boolean): void {
  const adjust = maybeById<HTMLDetailsElement>('limits-adjust');
  if (!adjust) return;
  byId<HTMLFieldSetElement>('limits').disabled = locked;
  if (locked) adjust.open = false;
  adjust.querySelector('summary')!.textContent = t(locked ? 'limits.fixed' : 'limits.adjust');
}

/** Runs the sign-in `task` with the limits fixed, freeing them when it fails. */
async function withLimitsFixed(task: () => Promise<void>): Promise<void> {
  lockLimits(true);
  try {
    await task();
  } catch (error) {
    lockLimits(false);
    throw error;
  }
}

/** With Keychain, Keychain is the one primary action and the text under the username says so. */
HG.whenKeychain(() => {
  byId('keychain-choice').hidden = false;
  byId('signin-submit').classList.remove('primary');
  byId('username').removeAttribute('required');
  const next = byId('signin-next');
  next.textContent = t('signin.keychainNext');
  next.hidden = false;
  const grantChoice = maybeById('grant-keychain-choice');
  if (grantChoice) grantChoice.hidden = false;
});

byId('signin').addEventListener('submit', (event) => {
  event.preventDefault();
  void run(async () => {
    const name = HG.username('username');
    confirmAccount(name);
    status(t('signin.reading'));
    const account = await HG.getAccount(name);
    const key = HG.keyFor(
      account,
      HG.inputValue('signin-key'),
      ['posting', 'active', 'owner'],
      'signin-key',
    );
    await signIn(account, async (challenge) => ({ signature: await signMessage(key, challenge) }), {
      method: 'key',
      typed: HG.inputValue('signin-key'),
    });
  });
});

/** Keychain signs the challenge as `name`, or as the account the user picks there when null. */
const keychainSigner = (name: string | null) => async (challenge: string) => {
  status(t(name ? 'signin.confirmKeychain' : 'signin.chooseInKeychain'));
  return HG.keychainCall('requestSignBuffer', [name, challenge, 'Posting'], 'keychain-signin');
};

/** The signature alone, for a named account. */
const keychainSignature = (name: string) => async (challenge: string) => ({
  signature: String((await keychainSigner(name)(challenge)).result),
});

byId('keychain-signin').addEventListener('click', () => {
  void run(async () => {
    if (!HG.inputValue('username').trim()) return signInChosenByKeychain();
    const name = HG.username('username');
    confirmAccount(name);
    status(t('signin.reading'));
    const account = await HG.getAccount(name);
    await signIn(account, keychainSignature(name), { method: 'keychain' });
  });
});

/**
 * No username typed (issue 27 §2): Keychain lets the user pick the account, the service finds it
 * by the key. When the app needs posting authority the account has not given it, the authority step comes first
 * and the sign-in starts again, named.
 */
async function signInChosenByKeychain(): Promise<void> {
  const choice = limitChoice();
  await withLimitsFixed(() => keychainChooses(choice));
}

async function keychainChooses(choice: ReturnType<typeof limitChoice>): Promise<void> {
  status(t('signin.signing'));
  const text = await challengeFor(undefined, choice);
  const response = await keychainSigner(null)(text);
  const chosen = String(response.data?.username ?? '');
  if (chosen) {
    byId<HTMLInputElement>('username').value = chosen;
    confirmAccount(chosen);
    const account = await HG.getAccount(chosen);
    if (data.needsPosting && !granted(account)) {
      return signIn(account, keychainSignature(chosen), { method: 'keychain' });
    }
  }
  const answer = await send(
    text,
    { signature: String(response.result) },
    choice,
    'keychain',
    chosen,
  );
  if (!answer.ok && /several accounts/.test(answer.body.error_description ?? ''))
    throw new HG.UserError(String(answer.body.error_description), 'username');
  finish(answer);
}

maybeById('hiveauth-signin')?.addEventListener('click', () => void run(signInWithHiveAuth));

/** PeakVault, the MetaMask Hive snap, Ledger (issue 42): ./wallets/onConsent.ts. */
offerWallets(
  'signIn',
  (id) =>
    void run(() =>
      signInWith(id, (account, sign, wallet) => {
        confirmAccount(account.name);
        return signIn(account, sign, { method: id, wallet });
      }),
    ),
);

/** Sign-in where the phone wallet signs the challenge (and, if needed and it can, broadcasts the grant). */
async function signInWithHiveAuth(): Promise<void> {
  const name = HG.username('username');
  confirmAccount(name);
  status(t('signin.reading'));
  const account = await HG.getAccount(name);
  const session = createSession({
    relay: data.hiveAuthRelay!,
    account: name,
    app: {
      name: location.host,
      description: t('signin.hiveauthApp', { app: `@${data.clientId}` }),
    },
    onWait: (wait) => showHiveAuthWait(wait, byId('signin')),
    onReconnect: () => status(t('hiveauth.reconnecting')),
  });
  const cancel = byId('hiveauth-cancel');
  const onCancel = () => session.cancel();
  cancel.addEventListener('click', onCancel);
  try {
    await signIn(
      account,
      async (challenge) => ({ signature: (await session.signChallenge(challenge)).signature }),
      {
        method: 'hiveauth',
        broadcast: (keyType, ops) => session.broadcast(keyType, ops),
      },
    );
  } finally {
    cancel.removeEventListener('click', onCancel);
    hideHiveAuthWait(byId('signin'));
    session.close();
  }
}

async function signIn(
  account: Account,
  signChallenge: (challenge: string) => Promise<Proof>,
  via: Via,
): Promise<void> {
  const choice = limitChoice(); // a limit to fix is named before anything is signed
  await withLimitsFixed(async () => {
    let grantedNow = false;
    if (data.needsPosting && !granted(account)) {
      await authorityStep(account, via);
      grantedNow = true;
    }
    for (let attempt = 1; ; attempt++) {
      status(t('signin.signing'));
      const text = await challengeFor(account.name, choice);
      const answer = await send(text, await signChallenge(text), choice, via.method, account.name);
      const description = answer.body.error_description || t('signin.failed');
      // The service reads accounts through a cache about one block long (~3 s), so right after
      // the grant it may still see the old authority. Wait for the next block and try again with
      // a fresh challenge (challenges are single use).
      if (!answer.ok && grantedNow && attempt < 3 && /has not granted/.test(description)) {
        status(t('signin.waitGrant'));
        await HG.sleep(3500);
        continue;
      }
      // A typed key signed and the person asked to remember it (issue 60): keep it before leaving.
      if (
        answer.ok &&
        via.typed !== undefined &&
        maybeById<HTMLInputElement>('vault-remember')?.checked
      )
        await offerToKeep(account, via.typed, 'signin');
      return finish(answer);
    }
  });
}

const granted = (account: Account) =>
  HG.weightOf(account.posting, data.clientId) >= account.posting.weight_threshold;

/**
 * A message to sign from the service, naming the account (none: the wallet chooses), what this
 * sign-in grants (the scope and limits as `send` will ask them) and where it goes.
 */
async function challengeFor(
  username: string | undefined,
  choice: ReturnType<typeof limitChoice>,
): Promise<string> {
  const challenge = await HG.postJson('/api/oauth2/challenge', {
    username,
    client_id: data.clientId,
    redirect_uri: data.redirectUri,
    user_code: data.userCode,
    scope: data.scope.join(','),
    authorization_details: data.authorizationDetails,
    limit_choice: choice,
  });
  if (!challenge.ok) throw HG.answerError(challenge, t('signin.couldNotStart'));
  return String(challenge.body.challenge);
}

/** The signed message, to approve the device's request or to finish the app's sign-in. */
function send(
  text: string,
  { signature, signedAs }: Proof,
  choice: ReturnType<typeof limitChoice>,
  method: SignInMethod,
  name: string,
): Promise<HG.JsonAnswer> {
  if (data.userCode)
    return HG.postJson('/api/oauth2/device/approve', {
      user_code: data.userCode,
      challenge: text,
      signature,
      signed_as: signedAs,
      limit_choice: choice,
      method,
    });
  return HG.postJson(
    '/api/oauth2/authorize',
    {
      challenge: text,
      signature,
      signed_as: signedAs,
      client_id: data.clientId,
      redirect_uri: data.redirectUri,
      response_type: data.responseType,
      scope: data.scope.join(','),
      state: data.state,
      code_challenge: data.codeChallenge,
      code_challenge_method: data.codeChallengeSignInMethod,
      response_mode: data.responseMode,
      nonce: data.nonce,
      authorization_details: data.authorizationDetails,
      limit_choice: choice,
      method,
      login_hint: data.expectedAccount,
      other_account_confirmed: name !== '' && otherAccountConfirmed === name ? true : undefined,
    },
    // A token sign-in answers no token: the handoff page it names redeems it with the cookie
    // this answer sets, by navigation (issue 37 §1).
    'same-origin',
  );
}

/** Signed in: remember the account on this browser, then go where the service says. */
function finish(answer: HG.JsonAnswer): void {
  if (!answer.ok) throw HG.answerError(answer, t('signin.failed'));
  const username = String(answer.body.username);
  rememberAccount(username);
  const limits = answer.body.limits_in_force as LimitChoice | undefined;
  if (data.userCode) {
    deviceApproved(username);
    return void showLimitsStillApply(limits, undefined);
  }
  const goOn = () => {
    status(t('signin.returning', { user: `@${username}` }));
    location.assign(String(answer.body.redirect_to));
  };
  if (!showLimitsStillApply(limits, goOn)) goOn();
}

let otherAccountConfirmed: string | undefined;

/**
 * A sign-in as another account than the app expected is never silent (issue 27 §3): the first
 * attempt says so and stops; signing again as that account confirms it.
 */
function confirmAccount(name: string): void {
  const expected = data.expectedAccount;
  if (!expected || name === expected || otherAccountConfirmed === name) return;
  otherAccountConfirmed = name;
  throw new HG.UserError(
    t('signin.expected', { app: `@${data.clientId}`, expected: `@${expected}`, user: `@${name}` }),
    'username',
  );
}

/**
 * The accounts this browser remembers, offered first: pick one, or forget it. One with a key kept
 * on this device (issue 60) signs in from here with its passkey or PIN, and says which locks it.
 */
async function showRememberedAccounts(): Promise<void> {
  const kept = await storedKeys();
  const names = [...new Set([...rememberedAccounts(), ...kept.map((k) => k.account)])];
  const section = byId('accounts');
  const list = byId('accounts-list');
  list.replaceChildren(
    ...names.map((name) =>
      rememberedItem(
        name,
        kept.filter((k) => k.account === name),
      ),
    ),
    ...(names.length ? [forgetEverythingItem()] : []),
  );
  section.hidden = names.length === 0;
  const field = byId<HTMLInputElement>('username');
  // A returning person finds their name already there (D15), unless the app asked to choose.
  if (!data.selectAccount && !field.value && names.length) field.value = names[0];
  if (data.selectAccount && names.length) list.querySelector('button')?.focus();
}

/**
 * A remembered account: picking it signs in with its kept key (the posting key when both are
 * kept: storedKeys' order), else focuses the way to sign; each kept key is said with its role and
 * lock beside its own "Forget this key"; a name without a key has "Forget".
 */
function rememberedItem(name: string, keys: StoredKey[]): HTMLLIElement {
  const user = `@${name}`;
  const signer = keys.at(0);
  const item = document.createElement('li');
  const pick = document.createElement('button');
  pick.type = 'button';
  pick.className = signer ? 'account primary' : 'account';
  pick.textContent = signer
    ? t(signer.lock === 'passkey' ? 'vault.signInPasskey' : 'vault.signInPin', { user })
    : user;
  pick.addEventListener('click', () => {
    byId<HTMLInputElement>('username').value = name;
    if (signer?.lock === 'passkey') return void run(() => signInWithKept(name, signer));
    if (signer) return askPin(name, (pin) => void run(() => signInWithKept(name, signer, pin)));
    (HG.keychain() ? byId('keychain-signin') : byId('signin-key')).focus();
    status(t('signin.chosen', { user }));
  });
  item.append(pick);
  if (keys.length === 0)
    item.append(
      ' ',
      forgetButton(t('signin.forget'), t('signin.forgetLabel', { user }), () => {
        forgetAccount(name);
        return t('signin.forgotten', { user });
      }),
    );
  for (const key of keys) {
    const line = document.createElement('span');
    line.className = 'small kept-key';
    const values = { user, role: key.role, lock: key.lock };
    line.append(
      t('vault.keyLock', values),
      ' ',
      forgetButton(t('vault.forgetKey'), t('vault.forgetRoleLabel', values), async () => {
        await forgetKept(name, key.role);
        return t('vault.keyForgotten', { user });
      }),
    );
    item.append(document.createElement('br'), line);
  }
  return item;
}

/** A link-like button that forgets something, then lists the accounts again and says `forget`'s words. */
function forgetButton(
  text: string,
  label: string,
  forget: () => string | Promise<string>,
): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'link';
  button.textContent = text;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', () => {
    void run(async () => {
      const said = await forget();
      await showRememberedAccounts();
      status(said);
    });
  });
  return button;
}

/** Erases every kept key and every remembered name. */
function forgetEverythingItem(): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'forget-everything';
  button.className = 'link';
  button.textContent = t('vault.forgetAll');
  button.addEventListener('click', () => {
    void run(async () => {
      await forgetEverything();
      for (const name of rememberedAccounts()) forgetAccount(name);
      await showRememberedAccounts();
      status(t('vault.allForgotten'));
    });
  });
  item.append(button);
  return item;
}

/** Signs in with `kept`, the key kept for `name`, unlocked by its passkey (or `pin`): no key typed. */
async function signInWithKept(name: string, kept: StoredKey, pin?: string): Promise<void> {
  confirmAccount(name);
  status(t('signin.reading'));
  const account = await HG.getAccount(name);
  const { key, role, lock } = await unlockKept(account, kept, pin).catch(async (error: unknown) => {
    // Too many wrong PINs erased it: the list says so at once.
    if (!(await storedKeys()).some((k) => k.account === name && k.role === kept.role))
      await showRememberedAccounts();
    throw error;
  });
  await signIn(account, async (challenge) => ({ signature: await signMessage(key, challenge) }), {
    // The sign-ins view says a key kept here signed, and what unlocked it (issue 60).
    method: lock,
    // A kept active key also signs the authority step, as a typed one would.
    keptActive: role === 'active' ? key : undefined,
  });
}

/** "Remember this key on this device" is offered once there is a key to remember. */
byId('signin-key').addEventListener('input', () => {
  if (HG.inputValue('signin-key').trim()) byId('vault-remember-choice').hidden = false;
});

/** No wallet in this browser: say which exist (issue 60 §4), once extensions had time to appear. */
setTimeout(() => {
  if (!HG.keychain() && presentWallets('signIn').length === 0) byId('no-wallet').hidden = false;
}, 700);

/** The device's request is approved: nothing is left to do here (the device polls for its tokens). */
function deviceApproved(username: string): void {
  byId('signin').hidden = true;
  for (const form of document.querySelectorAll<HTMLElement>('form.deny')) form.hidden = true;
  status(t('signin.deviceDone', { user: `@${username}` }));
}

/**
 * Shows the grant section and resolves once the grant is on chain. A failed attempt (wrong key,
 * Keychain refused) is shown and the user may try again; the outer task waits meanwhile.
 */
function authorityStep(account: Account, via: Via): Promise<void> {
  const section = byId('grant');
  const hiveAuthChoice = maybeById('grant-hiveauth-choice');
  if (hiveAuthChoice) hiveAuthChoice.hidden = !via.broadcast;
  byId('grant-wallet-choice').hidden = !via.wallet;
  if (via.wallet) byId('grant-wallet').textContent = via.wallet.grantWords;
  const buttons = Array.from(section.querySelectorAll('button'));
  byId('grant-form').hidden = false; // an offer to keep the last grant's key hid it
  byId('grant-kept-choice').hidden = true;
  section.hidden = false;
  buttons.forEach((b) => (b.disabled = false));
  // On a phone the step opens below the fold: bring it, key field included, into view.
  section.scrollIntoView({ block: 'start' });
  byId('grant-title').focus({ preventScroll: true });
  status(t('signin.oneMoreStep'));
  // The key that signed in signs the grant too when it can: typed (a master password gives the
  // active key) or kept on this device and unlocked for this sign-in; the note says which.
  const typedKey = via.typed === undefined ? undefined : activeKeyOf(account, via.typed);
  const signedInKey = typedKey ?? via.keptActive;
  byId('grant-key-field').hidden = signedInKey !== undefined;
  const typedNote = byId('grant-typed');
  typedNote.hidden = signedInKey === undefined;
  typedNote.textContent = typedKey
    ? t('signin.grantTyped', { typed: WIF.test((via.typed ?? '').trim()) ? 'key' : 'password' })
    : via.keptActive
      ? t('signin.grantKept')
      : '';
  if (!signedInKey) void offerKeptActive(account.name);
  const grantOp = (): Operation =>
    HG.authorityUpdate(
      account,
      'posting',
      HG.changedAuthority(account.posting, data.clientId, true),
    );
  return new Promise((resolve) => {
    const listening = new AbortController();
    const attempt = (task: () => Promise<unknown>) => {
      buttons.forEach((b) => (b.disabled = true));
      HG.clearError();
      task().then(
        () => {
          listening.abort();
          section.hidden = true;
          resolve();
        },
        (error: unknown) => {
          buttons.forEach((b) => (b.disabled = false));
          HG.showError(error);
        },
      );
    };
    byId('grant-form').addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        attempt(async () => {
          const typed = HG.inputValue('grant-key');
          const key = signedInKey ?? HG.keyFor(account, typed, ['active', 'owner'], 'grant-key');
          status(t('signin.broadcastingGrant'));
          await HG.broadcast([grantOp()], key);
          byId<HTMLInputElement>('grant-key').value = '';
          // A typed key signed the grant: offered to be kept (its active key, under its warning).
          if (!signedInKey && byId<HTMLInputElement>('grant-remember').checked) {
            byId('grant-kept-choice').hidden = true;
            await offerToKeep(account, typed, 'grant-form', 'active');
          }
        });
      },
      { signal: listening.signal },
    );
    // An active key kept on this device (not the one that signed in): one touch, or its PIN.
    const withKept = (pin?: string) =>
      attempt(async () => {
        const kept = await keptFor(account.name, 'active');
        if (!kept) throw new HG.UserError(t('vault.erased', { user: `@${account.name}` }));
        // Erased by the last wrong PIN: the step stops offering it.
        const { key } = await unlockKept(account, kept, pin, 'grant-pin-input').catch(
          async (error: unknown) => {
            await offerKeptActive(account.name);
            throw error;
          },
        );
        status(t('signin.broadcastingGrant'));
        await HG.broadcast([grantOp()], key);
      });
    byId('grant-kept').addEventListener(
      'click',
      () =>
        void keptFor(account.name, 'active').then((kept) =>
          kept?.lock === 'pin' ? askPin(account.name, withKept, 'grant-pin') : withKept(),
        ),
      { signal: listening.signal },
    );
    if (via.broadcast) {
      const broadcast = via.broadcast;
      byId('grant-hiveauth').addEventListener(
        'click',
        () => {
          attempt(async () => {
            status(t('signin.confirmGrantWallet'));
            await broadcast('active', [grantOp()]);
          });
        },
        { signal: listening.signal },
      );
    }
    if (via.wallet) {
      const wallet = via.wallet;
      byId('grant-wallet').addEventListener(
        'click',
        () => attempt(() => walletGrant(wallet, account, grantOp())),
        { signal: listening.signal },
      );
    }
    byId('grant-keychain').addEventListener(
      'click',
      () => {
        attempt(async () => {
          status(t('signin.confirmKeychain'));
          await HG.keychainCall(
            'requestAddAccountAuthority',
            [account.name, data.clientId, 'Posting', account.posting.weight_threshold],
            'grant-keychain',
          );
        });
      },
      { signal: listening.signal },
    );
  });
}

/** Offers the active key kept for `name` in the authority step, when one is. */
async function offerKeptActive(name: string): Promise<void> {
  const kept = await keptFor(name, 'active');
  byId('grant-kept-choice').hidden = !kept;
}

/** "Remember this key on this device" under the authority step's key, once one is typed. */
maybeById('grant-key')?.addEventListener('input', () => {
  if (HG.inputValue('grant-key').trim()) byId('grant-remember-choice').hidden = false;
});

/** The active (or owner) key `typed` gives for `account`, if it gives one (a master password does). */
function activeKeyOf(account: Account, typed: string): Key | undefined {
  try {
    return HG.keyFor(account, typed, ['active', 'owner'], 'grant-key');
  } catch (error) {
    if (error instanceof HG.UserError) return undefined;
    throw error;
  }
}

void showRememberedAccounts().finally(() => HG.ready());
