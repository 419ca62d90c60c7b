import { t, words } from './i18n';
import type { ActivityPage } from '../../core/broadcast/ActivityUseCase';
import type { SignInsAnswer as SignInsOnly, SignInView } from '../../core/signIn/SignInsUseCase';
import { KEPT_KEY_METHODS, type KeptKeyMethod } from '../../core/tokens/openId';
import * as HG from './common';
import { byId, run, status } from './common';
import { signChallenge } from './signChallenge';
import { showActivity } from './activity';
import { inForceWords, knownSignIns, onSignInsChanged, rememberSignIns } from './appLimits';

/** POST /api/oauth2/sign-ins' answer: the sign-ins, and the route's page of activity beside them. */
type SignInsAnswer = SignInsOnly & ActivityPage;

/*
 * "Your sign-ins here" on /authorized-apps (issues 25 §5, 39 §2): every sign-in the user made
 * through this service, login-only ones too, read from POST /api/oauth2/sign-ins once the user
 * signed a fresh challenge (their posting key, any key of the account, or Keychain), each with the
 * limits in force on it and when it ends; each can be ended after a confirmation saying what stops
 * working, which signs again. Accounts holding the posting authority without a sign-in here are
 * named, in plain words: nothing here limits them.
 */

let user: string | null = null;
let unlisted: string[] = [];
let ending: { signIn: SignInView; opener: HTMLElement } | null = null;

/** Shows the section for `name`, its list cleared until the user asks for it. */
export function offerSignIns(name: string): void {
  user = name;
  unlisted = [];
  closeEnd(false);
  byId('sign-ins-list').replaceChildren();
  byId('sign-ins-unlisted').hidden = true;
  byId('activity').hidden = true;
  byId('sign-ins').hidden = false;
}

/** Reads the sign-ins (signing a challenge) unless this page knows them already. */
export async function ensureSignIns(button: string): Promise<void> {
  if (user && !knownSignIns(user)) await load([], button);
}

byId('sign-ins-show').addEventListener('click', () => void run(() => load([], 'sign-ins-show')));
byId('end-confirm-no').addEventListener('click', () => closeEnd(true));
byId('end-confirm-yes').addEventListener('click', () => {
  if (!ending) return;
  const { signIn } = ending;
  void run(async () => {
    await load([signIn.sign_in], 'end-confirm-yes');
    closeEnd(false);
    status(t('signIns.ended', { app: `@${signIn.app}` }));
    byId('sign-ins-title').focus();
  });
});
onSignInsChanged(() => {
  if (user && knownSignIns(user)) render(knownSignIns(user)!);
});

/** Signs a fresh challenge as `name` and sends `request` with it: the signed answer. */
async function signedRequest(
  name: string,
  button: string,
  request: Record<string, unknown>,
): Promise<SignInsAnswer> {
  const challenge = await HG.postJson('/api/oauth2/sign-ins/challenge', { username: name });
  if (!challenge.ok) throw new Error(challenge.body.error_description || t('signIns.notRead'));
  const text = String(challenge.body.challenge);
  return signChallenge(name, text, button, async (signature) => {
    const answer = await HG.postJson('/api/oauth2/sign-ins', {
      challenge: text,
      signature,
      ...request,
    });
    if (!answer.ok) throw new Error(answer.body.error_description || t('signIns.notRead'));
    return answer.body as unknown as SignInsAnswer;
  });
}

/** Signs a challenge, ends `end` (sign-in ids), and lists what is left, and what apps did. */
async function load(end: string[], button: string): Promise<void> {
  const name = user!;
  status(t(end.length ? 'signIns.ending' : 'signIns.reading'));
  const answer = await signedRequest(name, button, { end });
  const { sign_ins: signIns, posting_authority_without_sign_in: without } = answer;
  rememberSignIns(name, signIns);
  unlisted = without;
  render(signIns);
  showActivity(name, answer, (before, limit) =>
    signedRequest(name, 'activity-more', { activity_before: before, activity_limit: limit }),
  );
  status(signIns.length ? '' : t('signIns.none'));
}

function render(signIns: SignInView[]): void {
  closeEnd(false); // out of the rows before they are replaced
  byId('sign-ins-list').replaceChildren(...signIns.map(row));
  const note = byId('sign-ins-unlisted');
  note.hidden = unlisted.length === 0;
  note.textContent = unlistedWords(unlisted);
}

/** Accounts with the posting authority and no sign-in here, said plainly. */
function unlistedWords(names: string[]): string {
  if (names.length === 0) return '';
  const apps = words.list(names.map((n) => `@${n}`));
  return t('signIns.unlisted', { count: names.length, apps });
}

function row(signIn: SignInView): HTMLElement {
  const item = document.createElement('li');
  item.className = 'authority-row';
  const label = document.createElement('span');
  const app = `@${signIn.app}`;
  const since = minute(signIn.granted_at);
  const values = { kind: signIn.kind, app, since, used: day(signIn.last_used_at) };
  const name = document.createElement('strong');
  name.textContent = signIn.app_name
    ? t('signIns.rowNamed', { ...values, name: signIn.app_name })
    : t('signIns.row', values);
  const details = document.createElement('span');
  details.className = 'small sign-in-limits';
  details.textContent = [
    signIn.kind === 'posting' ? t('signIns.limits', { limits: inForceWords(signIn.limits) }) : '',
    endWords(signIn),
  ]
    .filter(Boolean)
    .join(' ');
  const origin = document.createElement('span');
  origin.className = 'small sign-in-origin';
  origin.textContent = madeWithWords(signIn);
  label.append(name, document.createElement('br'));
  if (origin.textContent) label.append(origin, document.createElement('br'));
  label.append(details);
  const end = document.createElement('button');
  end.type = 'button';
  end.className = 'danger';
  end.id = `end-${signIn.sign_in}`;
  end.textContent = t('signIns.end');
  end.setAttribute('aria-label', t('signIns.endLabel', { app, since }));
  end.addEventListener('click', () => askToEnd(signIn, end));
  item.append(label, end);
  return item;
}

/** Wallets by the name their makers give them (never translated); a typed key in the page's words. */
const WALLET_NAMES: Record<string, string> = {
  keychain: 'Hive Keychain',
  hiveauth: 'HiveAuth',
  peakvault: 'PeakVault',
  metamask: 'MetaMask',
  ledger: 'Ledger',
};

const isKept = (wallet: string): wallet is KeptKeyMethod =>
  (KEPT_KEY_METHODS as readonly string[]).includes(wallet);

/**
 * Which wallet signed and on what device (issue 57 §8): what tells two sign-ins at one app apart;
 * a key kept on this device says what unlocked it (issue 60). Nothing for a sign-in recorded
 * before they were kept.
 */
function madeWithWords(signIn: SignInView): string {
  if (signIn.wallet === null) return '';
  const wallet =
    WALLET_NAMES[signIn.wallet] ??
    (isKept(signIn.wallet) ? t('signIns.keptKey', { lock: signIn.wallet }) : t('signIns.typedKey'));
  return signIn.device === null
    ? t('signIns.madeWithWallet', { wallet })
    : t('signIns.madeWith', { wallet, device: signIn.device });
}

/** When the sign-in ends, unless its limits say it ("Until …"): when its current tokens run out. */
function endWords(signIn: SignInView): string {
  if (signIn.limits?.expires_at !== undefined) return '';
  return t('signIns.noEnd', { kind: signIn.kind, date: words.date(signIn.expires_at) });
}

/** Ending asks first, after the row, saying what stops working. */
function askToEnd(signIn: SignInView, opener: HTMLElement): void {
  HG.clearError();
  ending = { signIn, opener };
  const values = { app: `@${signIn.app}`, kind: signIn.kind };
  byId('end-confirm-title').textContent = t('signIns.endTitle', values);
  byId('end-confirm-loses').textContent = t('signIns.endLoses', values);
  opener.closest('li')!.append(byId('end-confirm'));
  byId('end-confirm').hidden = false;
  byId('end-confirm-title').focus();
}

function closeEnd(returnFocus: boolean): void {
  const opener = ending?.opener;
  ending = null;
  byId('end-confirm').hidden = true;
  byId('sign-ins').append(byId('end-confirm'));
  if (returnFocus && opener?.isConnected) opener.focus();
}

/** The day of `iso`, in the page's language. */
function day(iso: string): string {
  return words.date(new Date(iso).toISOString().slice(0, 10));
}

/** When `iso` was, to the minute: two sign-ins made the same day read apart (issue 57 §8). */
function minute(iso: string): string {
  return words.date(`${new Date(iso).toISOString().slice(0, 16)}:00Z`);
}
