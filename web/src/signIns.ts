import { words } from './i18n';
import type { SignInsAnswer, SignInView } from '../../core/signIn/SignInsUseCase';
import * as HG from './common';
import { byId, run, status } from './common';
import { signChallenge } from './signChallenge';
import { inForceWords, knownSignIns, onSignInsChanged, rememberSignIns } from './appLimits';

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
    status(`The sign-in at @${signIn.app} was ended.`);
    byId('sign-ins-title').focus();
  });
});
onSignInsChanged(() => {
  if (user && knownSignIns(user)) render(knownSignIns(user)!);
});

/** Signs a challenge, ends `end` (sign-in ids), and lists what is left. */
async function load(end: string[], button: string): Promise<void> {
  const name = user!;
  const challenge = await HG.postJson('/api/oauth2/sign-ins/challenge', { username: name });
  if (!challenge.ok)
    throw new Error(challenge.body.error_description || 'Your sign-ins could not be read.');
  const text = String(challenge.body.challenge);
  const signature = await signChallenge(name, text, button);
  status(end.length ? 'Ending the sign-in…' : 'Reading your sign-ins…');
  const answer = await HG.postJson('/api/oauth2/sign-ins', { challenge: text, signature, end });
  if (!answer.ok)
    throw new Error(answer.body.error_description || 'Your sign-ins could not be read.');
  const { sign_ins: signIns, posting_authority_without_sign_in: without } =
    answer.body as unknown as SignInsAnswer;
  rememberSignIns(name, signIns);
  unlisted = without;
  render(signIns);
  status(signIns.length ? '' : 'You have no sign-in through this service.');
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
  const list = names.map((n) => `@${n}`);
  const who = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return names.length === 1
    ? `${who} holds your posting authority but has no sign-in here: it can post for you on Hive, and nothing on this page limits it. If you do not use it, remove it above.`
    : `${who} hold your posting authority but have no sign-in here: they can post for you on Hive, and nothing on this page limits them. If you do not use them, remove them above.`;
}

function row(signIn: SignInView): HTMLElement {
  const item = document.createElement('li');
  item.className = 'authority-row';
  const label = document.createElement('span');
  const name = document.createElement('strong');
  name.textContent = `@${signIn.app}`;
  const granted = day(signIn.granted_at);
  label.append(
    name,
    signIn.app_name ? ` (${signIn.app_name})` : '',
    signIn.kind === 'posting' ? ' — may act for you' : ' — sign-in only',
    `, since ${granted}, last used ${day(signIn.last_used_at)}`,
  );
  const details = document.createElement('span');
  details.className = 'small sign-in-limits';
  details.textContent = [
    signIn.kind === 'posting' ? `Limits: ${inForceWords(signIn.limits)}` : '',
    endWords(signIn),
  ]
    .filter(Boolean)
    .join(' ');
  label.append(document.createElement('br'), details);
  const end = document.createElement('button');
  end.type = 'button';
  end.className = 'danger';
  end.id = `end-${signIn.sign_in}`;
  end.textContent = 'End';
  end.setAttribute('aria-label', `End the sign-in at @${signIn.app} since ${granted}`);
  end.addEventListener('click', () => askToEnd(signIn, end));
  item.append(label, end);
  return item;
}

/** When the sign-in ends, unless its limits say it ("Until …"): when its current tokens run out. */
function endWords(signIn: SignInView): string {
  if (signIn.limits?.expires_at !== undefined) return '';
  return `No end date: its current tokens last until ${words.date(signIn.expires_at)}${signIn.kind === 'posting' ? ', and the app can renew them' : ''}.`;
}

/** Ending asks first, after the row, saying what stops working. */
function askToEnd(signIn: SignInView, opener: HTMLElement): void {
  HG.clearError();
  ending = { signIn, opener };
  byId('end-confirm-title').textContent = `End the sign-in at @${signIn.app}?`;
  byId('end-confirm-loses').textContent =
    signIn.kind === 'posting'
      ? `@${signIn.app} is signed out at once: its tokens stop working, and it can no longer act for you through this service. It keeps your posting authority on the blockchain until you remove it above.`
      : `@${signIn.app} is signed out at once: its tokens stop working, and it is told.`;
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

function day(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
