import type { SignInsAnswer, SignInView } from '../../core/usecases/SignInsUseCase';
import * as HG from './common';
import { byId, run, status } from './common';
import { signChallenge } from './signChallenge';
import { rememberLimits } from './appLimits';

/*
 * "Your sign-ins here" on /authorized-apps (issue 25 §5): every sign-in the user made through
 * this service, login-only ones too, read from POST /api/oauth2/sign-ins once the user signed a
 * fresh challenge (any key of the account, or Keychain); each can be ended, which signs again.
 * Apps holding the posting authority without a sign-in here are named: removing them is above.
 */

let user: string | null = null;

/** Shows the section for `name`, its list cleared until the user asks for it. */
export function offerSignIns(name: string): void {
  user = name;
  byId('sign-ins-list').replaceChildren();
  byId('sign-ins-unlisted').hidden = true;
  byId('sign-ins').hidden = false;
}

byId('sign-ins-show').addEventListener('click', () => void run(() => load([], 'sign-ins-show')));

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
  const {
    sign_ins: signIns,
    posting_authority_without_sign_in: unlisted,
    limits,
  } = answer.body as unknown as SignInsAnswer;
  rememberLimits(name, limits);
  render(signIns, unlisted);
  status(signIns.length ? '' : 'You have no sign-in through this service.');
}

function render(signIns: SignInView[], unlisted: string[]): void {
  const list = byId('sign-ins-list');
  list.replaceChildren(...signIns.map(row));
  const note = byId('sign-ins-unlisted');
  note.hidden = unlisted.length === 0;
  note.textContent = unlisted.length
    ? `Hold your posting authority without a sign-in here: ${unlisted.map((n) => `@${n}`).join(', ')}. Remove them above if you do not use them.`
    : '';
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
  const end = document.createElement('button');
  end.type = 'button';
  end.className = 'danger';
  end.id = `end-${signIn.sign_in}`;
  end.textContent = 'End';
  end.setAttribute('aria-label', `End the sign-in at @${signIn.app} since ${granted}`);
  end.addEventListener(
    'click',
    () =>
      void run(async () => {
        await load([signIn.sign_in], end.id);
        status(`The sign-in at @${signIn.app} was ended.`);
        byId('sign-ins-title').focus();
      }),
  );
  item.append(label, end);
  return item;
}

function day(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
