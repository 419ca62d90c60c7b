import {
  createChain,
  keyFrom,
  signTransaction,
  WIF,
  type Account,
  type Authority,
  type Key,
  type Operation,
  type Receipt,
  type Role,
  type SignedTransaction,
} from './chain';
import { t, words } from './i18n';

/*
 * Shared by the sign-in, authorized-apps and sign pages.
 * - Keys the user types stay in this page: they become a private key, sign, and are never put in a
 *   request. The page talks to the Hive nodes from #page-data for accounts and broadcasts, and to
 *   our own /api/oauth2/* with challenges and signatures only.
 * - A typed key is checked against the account's authority before use, so a wrong key gives a
 *   clear message instead of a chain error.
 * - Nothing works before `ready()`: the server renders each form's buttons disabled and says the
 *   page is loading (held by test/browser/ready.spec.ts).
 */

export interface ChainData {
  nodes: string[];
  chainId: string;
  addressPrefix: string;
  hiveAuthRelay?: string;
}

export function pageData<T extends ChainData>(): T {
  return JSON.parse(byId('page-data').textContent ?? '{}') as T;
}

let chain: ReturnType<typeof createChain> | undefined;

/** The chain client of this page's #page-data (made once). */
export function hive(): ReturnType<typeof createChain> {
  chain ??= createChain({ ...pageData<ChainData>(), timeoutMs: 15_000 });
  return chain;
}

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`hivegate: #${id} is missing from the page`);
  return element as T;
}

export function maybeById<T extends HTMLElement = HTMLElement>(id: string): T | null {
  return document.getElementById(id) as T | null;
}

export function inputValue(id: string): string {
  return byId<HTMLInputElement>(id).value;
}

/**
 * A mistake the user can fix (a typo, a wrong key, Keychain declined): shown next to `field` when
 * given, never logged as a failure of the page.
 */
export class UserError extends Error {
  readonly user = true;
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * A refusal said in plain words, with the text it was made from (a node's message) kept for
 * whoever wants it: the error box shows it behind "Details" (issue 39 §3). The user's to act on,
 * not a failure of the page.
 */
export class ExplainedError extends UserError {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
  }
}

/**
 * A failed answer of the service as this page says it: its own English description on an English
 * page; on another, the page's `fallback` words with the service's description (API JSON stays
 * English) behind "Details", marked as English.
 */
export function answerError(answer: JsonAnswer, fallback: string): Error {
  const description = answer.body.error_description;
  if (words.locale === 'en') return new Error(description || fallback);
  return description ? new ExplainedError(fallback, description) : new Error(fallback);
}

export function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

/**
 * Shows an error: next to its field (aria-invalid, linked by aria-describedby, focused and
 * scrolled into view) when it names one that is on the page, else in the page's error box.
 */
export function showError(error: unknown): void {
  const message = messageOf(error);
  const field = error instanceof UserError ? error.field : undefined;
  const input = field ? maybeById(field) : null;
  status('');
  if (input && !input.closest('[hidden]')) return fieldError(input, message);
  const box = byId('error');
  box.textContent = message;
  if (error instanceof ExplainedError) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = t('common.details');
    const text = document.createElement('pre');
    text.lang = 'en';
    text.dir = 'ltr';
    text.textContent = error.details;
    details.append(summary, text);
    box.append(details);
  }
  box.hidden = false;
  box.scrollIntoView({ block: 'nearest' });
  box.focus({ preventScroll: true });
}

function fieldError(input: HTMLElement, message: string): void {
  const id = `${input.id}-error`;
  let note = maybeById(id);
  if (!note) {
    note = document.createElement('p');
    note.id = id;
    note.className = 'field-error';
    note.setAttribute('role', 'alert'); // announced once; then read with the field (aria-describedby)
    input.insertAdjacentElement('afterend', note);
  }
  note.textContent = message;
  // A refusal beside a button (Keychain said no) is described, not marked invalid.
  if (!(input instanceof HTMLButtonElement)) input.setAttribute('aria-invalid', 'true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  if (!described.includes(id)) input.setAttribute('aria-describedby', [id, ...described].join(' '));
  input.scrollIntoView({ block: 'center' });
  input.focus({ preventScroll: true });
}

export function clearError(): void {
  byId('error').hidden = true;
  byId('error').textContent = '';
  for (const note of Array.from(document.querySelectorAll('.field-error'))) {
    const input = maybeById(note.id.replace(/-error$/, ''));
    if (input) {
      input.removeAttribute('aria-invalid');
      const rest = (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((x) => x && x !== note.id);
      if (rest.length) input.setAttribute('aria-describedby', rest.join(' '));
      else input.removeAttribute('aria-describedby');
    }
    note.remove();
  }
}

export function status(text: string): void {
  byId('status').textContent = text;
}

/**
 * The page is ready: the buttons the server rendered disabled (data-until-ready) work now, and
 * the loading note goes away. Called by each page once its handlers are attached.
 */
export function ready(): void {
  for (const button of Array.from(
    document.querySelectorAll<HTMLButtonElement>('[data-until-ready]'),
  )) {
    button.disabled = false;
    button.removeAttribute('data-until-ready');
  }
  for (const note of Array.from(document.querySelectorAll<HTMLElement>('.loading-note')))
    note.hidden = true;
  document.documentElement.dataset.ready = 'true';
  performance.mark('hivegate-ready'); // when the page became usable, for the Fast 3G measurement
}

/**
 * The console hears only what is not the user's mistake: a node's refusal or a failure of the
 * page, as one line with its message.
 */
function logFailure(error: unknown): void {
  // A refusal said plainly is still logged with the node's words, for whoever debugs (issue 15 §9).
  if (error instanceof ExplainedError) return console.error(`hivegate: ${error.details}`);
  if (error instanceof UserError) return;
  const name = error instanceof Error && error.name !== 'Error' ? `${error.name}: ` : '';
  console.error(`hivegate: ${name}${messageOf(error)}`);
}

/** Runs `task` with the page's buttons disabled; an error is shown, never swallowed. */
export async function run(task: () => Promise<void>): Promise<void> {
  const buttons = Array.from(document.querySelectorAll('button'));
  buttons.forEach((b) => (b.disabled = true));
  clearError();
  try {
    await task();
  } catch (error) {
    logFailure(error);
    showError(error);
  } finally {
    buttons.forEach((b) => (b.disabled = false));
  }
}

export function username(inputId: string): string {
  const name = inputValue(inputId).trim().toLowerCase().replace(/^@/, '');
  if (!ACCOUNT.test(name)) throw new UserError(t('common.enterUsername'), inputId);
  return name;
}

/** Every page names its account input #username: a name that is not on chain is that field's error. */
export async function getAccount(name: string, field = 'username'): Promise<Account> {
  const [account] = await hive().getAccounts([name]);
  if (!account) throw new UserError(t('common.noAccount', { user: `@${name}` }), field);
  return account;
}

/**
 * The private key for `roles[0]` from a WIF or a master password. A WIF must be a key of one of
 * `roles` (an owner key can do what an active key can); a password derives the key of `roles[0]`.
 * `field` is the input it came from, where a mistake is shown.
 */
export function keyFor(account: Account, secret: string, roles: Role[], field: string): Key {
  const text = secret.trim();
  if (!text) throw new UserError(t('common.enterKey', { role: roles[0] }), field);
  let key: Key;
  try {
    key = keyFrom(account.name, text, roles[0]);
  } catch {
    throw new UserError(t('common.wrongKey', { user: `@${account.name}` }), field);
  }
  const pub = hive().publicKeyOf(key);
  const fits = roles.some((role) =>
    account[role].key_auths.some(([k, w]) => k === pub && w >= account[role].weight_threshold),
  );
  if (!fits) {
    const user = `@${account.name}`;
    throw new UserError(
      WIF.test(text)
        ? t('common.notRoleKey', { role: roles[0], user })
        : t('common.wrongKey', { user }),
      field,
    );
  }
  return key;
}

export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown> & { error?: string; error_description?: string };
}

export async function postJson(
  path: string,
  body: unknown,
  /** `same-origin` where the answer sets a cookie this browser must keep (the token flow's handoff). */
  credentials: RequestCredentials = 'omit',
): Promise<JsonAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials,
  });
  let answer: JsonAnswer['body'];
  try {
    answer = (await response.json()) as JsonAnswer['body'];
  } catch {
    answer = {
      error: 'server_error',
      error_description: t('common.serviceAnswered', { status: String(response.status) }),
    };
  }
  return { ok: response.ok, status: response.status, body: answer };
}

type KeychainCallback = (response: KeychainResponse) => void;
export interface KeychainResponse {
  success?: boolean;
  message?: string;
  error?: string;
  result?: unknown;
  /** requestSignBuffer: `username` is the account the user chose when none was named. */
  data?: { username?: string };
}
type Keychain = Record<string, (...args: unknown[]) => void>;

declare global {
  interface Window {
    hive_keychain?: Keychain;
  }
}

export function keychain(): Keychain | null {
  return window.hive_keychain ?? null;
}

/**
 * A Keychain request as a promise: `method(...args, callback)`. A refusal is shown beside
 * `field` (the button that asked) when given.
 */
export function keychainCall(
  method: string,
  args: unknown[],
  field?: string,
): Promise<KeychainResponse> {
  return new Promise((resolve, reject) => {
    const callback: KeychainCallback = (response) => {
      if (response && response.success) resolve(response);
      else reject(new UserError(keychainRefusal(response), field));
    };
    keychain()![method](...args, callback);
  });
}

/** Keychain's own words when it gives a reason other than the user's "no"; else plain words. */
function keychainRefusal(response: KeychainResponse | undefined): string {
  const said = response?.message ?? response?.error ?? '';
  if (!said || /cancel|declin|reject|denied/i.test(said)) return t('common.keychainDeclined');
  return t('common.keychainDidNotSign', { said });
}

/** Keychain injects itself when the page loads; look again a moment later before deciding. */
export function whenKeychain(show: () => void): void {
  if (keychain()) return show();
  setTimeout(() => keychain() && show(), 600);
}

export function weightOf(authority: Authority, name: string): number {
  const found = authority.account_auths.find(([n]) => n === name);
  return found ? found[1] : 0;
}

/**
 * `authority` with `name` added (at a weight that alone meets the threshold) or removed.
 * account_auths must be sorted by name, as the node stores them (a flat_map): the node signs
 * over its own serialization, so another order would make the signature invalid.
 */
export function changedAuthority(authority: Authority, name: string, add: boolean): Authority {
  const others = authority.account_auths.filter(([n]) => n !== name);
  const auths: [string, number][] = add ? [...others, [name, authority.weight_threshold]] : others;
  auths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    weight_threshold: authority.weight_threshold,
    account_auths: auths,
    key_auths: authority.key_auths,
  };
}

/** The account_update that changes one role's authority and nothing else. */
export function authorityUpdate(account: Account, role: Role, authority: Authority): Operation {
  return [
    'account_update',
    {
      account: account.name,
      [role]: authority,
      memo_key: account.memo_key,
      json_metadata: account.json_metadata,
    },
  ];
}

/** TaPoS from the head block (ref_block_prefix is bytes 4–7 of its id, little-endian), expiring a minute after it. */
export async function referenceBlock(): Promise<{
  ref_block_num: number;
  ref_block_prefix: number;
  expiration: string;
}> {
  const props = await hive().getDynamicGlobalProperties();
  const id = props.head_block_id;
  const prefix = parseInt(
    id.slice(14, 16) + id.slice(12, 14) + id.slice(10, 12) + id.slice(8, 10),
    16,
  );
  const expiration = new Date(Date.parse(`${props.time}Z`) + 60_000).toISOString().slice(0, 19);
  return { ref_block_num: props.head_block_number & 0xffff, ref_block_prefix: prefix, expiration };
}

/**
 * Sends a signed transaction and waits for its block: `{id, block_num, trx_num}`. Synchronous on
 * purpose: the page reads the account (or the service does) right after, and a sign link's
 * callback may ask for {{block}}.
 */
export function sendSigned(signed: SignedTransaction): Promise<Receipt> {
  return hive().sendSigned(signed);
}

/** Builds, signs and sends one transaction with `operations`. */
export async function broadcast(operations: Operation[], key: Key): Promise<Receipt> {
  const tx = { ...(await referenceBlock()), operations, extensions: [] };
  return sendSigned(signTransaction(tx, key));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
