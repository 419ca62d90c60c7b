import type { Account, Operation } from './chain';
import * as HG from './common';
import { byId, maybeById, run, status } from './common';
import { createSession } from './hiveauth';
import { hideHiveAuthWait, showHiveAuthWait } from './hiveauthPanel';
import { t } from './i18n';
import { showNext, type ServiceListing } from './registerNext';

/*
 * The register page (GET /apps/register, issue 37 §2). An app's owner writes its profile to the
 * account's json_metadata with the active key:
 * 1. optionally, the current profile is read from the Hive node and fills the form (json_metadata's
 *    app profile, else posting_json_metadata's: an app registered HiveSigner's way moves over);
 * 2. the form is checked field by field (a mistake is shown next to its field) and merged into
 *    the account's json_metadata, every other member kept;
 * 3. one operation is signed by Keychain (requestBroadcast, Active), HiveAuth (the wallet, active
 *    key) or a typed active key (checked against the account first) and sent straight to the Hive
 *    node: an account_update2 (json_metadata only; posting_json_metadata left as it is), or, when
 *    the app's posting authority is to list this service (issue 57 §4), an account_update, the one
 *    operation that changes an authority and json_metadata together (account_update2 cannot
 *    change authorities);
 * 4. ./registerNext.ts says what comes next: the client_id, a sign-in URL, the token exchange.
 * A client secret made here comes from the browser's CSPRNG and stays in the page.
 */

interface RegisterData extends HG.ChainData {
  secretBytes: number;
  /** SERVICE_ACCOUNT: the account the app's posting authority must list. */
  serviceAccount: string;
}

/** What the registration broadcasts, for which account, and what it does to the posting authority. */
interface Registration {
  account: Account;
  operation: Operation;
  listing: ServiceListing;
}

const data = HG.pageData<RegisterData>();
const form = byId<HTMLFormElement>('register');

HG.whenKeychain(() => {
  byId('keychain-choice').hidden = false;
  byId('register-submit').classList.remove('primary');
});

const field = <T extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(id: string) =>
  byId<T>(id);
const value = (id: string) => field(id).value.trim();

function showSecretFields(): void {
  byId('secret-fields').hidden = value('auth-method') === 'none';
}
byId('auth-method').addEventListener('change', showSecretFields);

byId('generate-secret').addEventListener('click', () => {
  void run(async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(data.secretBytes));
    const secret = base64url(bytes);
    field('client-secret').value = secret;
    field('secret-hash').value = await sha256Hex(secret);
    byId('new-secret').hidden = false;
    field('client-secret').focus();
    field<HTMLInputElement>('client-secret').select();
    status(t('register.secretMade'));
  });
});

byId('load-profile').addEventListener('click', () => {
  void run(async () => {
    const name = HG.username('username');
    status(t('register.reading'));
    const account = await HG.getAccount(name);
    const active = appProfile(account.json_metadata);
    const posting = appProfile(account.posting_json_metadata);
    const profile = active ?? posting;
    if (!profile) {
      status(t('register.noProfile', { app: `@${name}` }));
      return;
    }
    fill(profile);
    status(
      active
        ? t('register.readActive', { app: `@${name}`, field: 'json_metadata' })
        : t('register.readPosting', {
            app: `@${name}`,
            posting: 'posting_json_metadata',
            field: 'json_metadata',
          }),
    );
  });
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void run(async () => {
    const registration = await prepare();
    const { account, operation } = registration;
    const key = HG.keyFor(account, HG.inputValue('active-key'), ['active', 'owner'], 'active-key');
    status(t('register.broadcasting'));
    const receipt = await HG.broadcast([operation], key);
    field('active-key').value = '';
    done(registration, receipt.id);
  });
});

byId('keychain-register').addEventListener('click', () => {
  void run(async () => {
    const registration = await prepare();
    const { account, operation } = registration;
    status(t('signin.confirmKeychain'));
    const answer = await HG.keychainCall(
      'requestBroadcast',
      [account.name, [operation], 'Active'],
      'keychain-register',
    );
    done(registration, transactionIdOf(answer.result));
  });
});

maybeById('hiveauth-register')?.addEventListener('click', () => {
  void run(async () => {
    const registration = await prepare();
    const { account, operation } = registration;
    const session = createSession({
      relay: data.hiveAuthRelay!,
      account: account.name,
      app: {
        name: location.host,
        description: t('register.hiveAuthAbout', { app: `@${account.name}` }),
      },
      onWait: (wait) => showHiveAuthWait(wait, form),
      onReconnect: () => status(t('hiveauth.reconnecting')),
    });
    const cancel = byId('hiveauth-cancel');
    const onCancel = () => session.cancel();
    cancel.addEventListener('click', onCancel);
    try {
      const answer = await session.broadcast('active', [operation]);
      done(registration, transactionIdOf(answer));
    } finally {
      cancel.removeEventListener('click', onCancel);
      hideHiveAuthWait(form);
      session.close();
    }
  });
});

/**
 * The account as the chain has it, and the operation that writes the form into its json_metadata:
 * with this service added to its posting authority when asked and not there yet.
 */
async function prepare(): Promise<Registration> {
  const name = HG.username('username');
  const profile = formProfile();
  status(t('register.reading'));
  const account = await HG.getAccount(name);
  const metadata = objectOf(parse(account.json_metadata)) ?? {};
  const merged = { ...(objectOf(metadata.profile) ?? {}), ...profile };
  for (const [key, v] of Object.entries(merged)) if (v === undefined) delete merged[key];
  const json = JSON.stringify({ ...metadata, profile: merged });
  const service = data.serviceAccount;
  // Listed at a weight that alone meets the threshold: the service can sign for the app's users.
  if (HG.weightOf(account.posting, service) >= account.posting.weight_threshold)
    return { account, operation: profileUpdate(name, json), listing: 'already' };
  if (!byId<HTMLInputElement>('add-service').checked)
    return { account, operation: profileUpdate(name, json), listing: 'missing' };
  const posting = HG.changedAuthority(account.posting, service, true);
  return {
    account,
    operation: [
      'account_update',
      { account: name, posting, memo_key: account.memo_key, json_metadata: json },
    ],
    listing: 'added',
  };
}

/** The account_update2 that writes json_metadata and nothing else. */
function profileUpdate(name: string, json: string): Operation {
  return [
    'account_update2',
    {
      account: name,
      json_metadata: json,
      posting_json_metadata: '', // left as it is on chain
      extensions: [],
    },
  ];
}

/** The form as profile members; undefined removes a member the profile had. Throws on the first mistake, at its field. */
function formProfile(): Record<string, unknown> {
  const redirects = urlLines('redirect-uris');
  if (redirects.length === 0) throw new HG.UserError(t('register.needRedirect'), 'redirect-uris');
  const method = value('auth-method');
  const hash = value('secret-hash').toLowerCase();
  if (method !== 'none' && !/^[0-9a-f]{64}$/.test(hash))
    throw new HG.UserError(t('register.badHash'), 'secret-hash');
  const logoutUris = urlLines('post-logout-redirect-uris');
  return {
    type: 'app',
    redirect_uris: redirects,
    token_endpoint_auth_method: method,
    secret: method === 'none' ? undefined : hash,
    backchannel_logout_uri: optionalUrl('backchannel-logout-uri'),
    post_logout_redirect_uris: logoutUris.length ? logoutUris : undefined,
    id_token_signed_response_alg: value('id-token-alg'),
    name: value('app-name') || undefined,
    about: value('app-about') || undefined,
    website: optionalUrl('app-website'),
    profile_image: optionalUrl('app-image'),
  };
}

function urlLines(id: string): string[] {
  const lines = field(id)
    .value.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of lines) checkUrl(line, id);
  return lines;
}

function optionalUrl(id: string): string | undefined {
  const text = value(id);
  if (!text) return undefined;
  checkUrl(text, id);
  return text;
}

function checkUrl(text: string, id: string): void {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HG.UserError(t('register.notUrl', { url: text }), id);
  }
  if (url.hash) throw new HG.UserError(t('register.fragment', { url: text }), id);
}

/** The form, filled from a profile read on chain (untrusted: only strings and arrays of strings go in). */
function fill(profile: Record<string, unknown>): void {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const lines = (v: unknown) =>
    Array.isArray(v) ? v.filter((u): u is string => typeof u === 'string').join('\n') : '';
  field('redirect-uris').value = lines(profile.redirect_uris);
  const method = text(profile.token_endpoint_auth_method);
  field('auth-method').value = ['none', 'client_secret_post'].includes(method)
    ? method
    : 'client_secret_basic';
  showSecretFields();
  field('secret-hash').value = text(profile.secret);
  field('backchannel-logout-uri').value = text(profile.backchannel_logout_uri);
  field('post-logout-redirect-uris').value = lines(profile.post_logout_redirect_uris);
  if (text(profile.id_token_signed_response_alg) === 'EdDSA') field('id-token-alg').value = 'EdDSA';
  field('app-name').value = text(profile.name);
  field('app-about').value = text(profile.about);
  field('app-website').value = text(profile.website);
  field('app-image').value = text(profile.profile_image);
}

function done({ account, listing }: Registration, id: string | undefined): void {
  const values = { app: `@${account.name}`, field: 'json_metadata' };
  status(id ? t('register.doneTx', { ...values, tx: id }) : t('register.done', values));
  showNext({
    app: account.name,
    service: data.serviceAccount,
    listing,
    redirectUri: urlLines('redirect-uris')[0],
    method: value('auth-method'),
  });
}

/** Keychain and HiveAuth answer the transaction id in different shapes; any is good enough to show. */
function transactionIdOf(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer;
  const id = (answer as { id?: unknown; tx_id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The app profile in a metadata text, when it declares one. */
function appProfile(raw: string): Record<string, unknown> | undefined {
  const profile = objectOf(objectOf(parse(raw))?.profile);
  return profile?.type === 'app' ? profile : undefined;
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function objectOf(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

HG.ready();
