import type { PostingLimits } from '../../core/domain/grantLimits';
import * as HG from './common';
import { byId, status, UserError } from './common';
import { signChallenge } from './signChallenge';

/*
 * Limits on an app at /authorized-apps (issue 24 §3): what the user set is known once they proved
 * who they are (the signed sign-ins list carries it: issue 37 §3, limits are nobody else's
 * business), and the form tightens it or ends the app's access, proved by signing a fresh
 * challenge for the app with a key of the account (or Keychain's requestSignBuffer).
 * Limits only ever get stricter: the service keeps the stricter of old and new.
 */

/** The limits as the service answers them (the core's, without their `type`). */
type Limits = Omit<PostingLimits, 'type'>;

/** The limits in plain words, one sentence. */
export function limitsText(limits: Limits): string {
  const parts: string[] = [];
  if (limits.operations) parts.push(`only ${limits.operations.join(', ')}`);
  if (limits.max_vote_weight !== undefined)
    parts.push(`votes of at most ${limits.max_vote_weight / 100} %`);
  if (limits.allow_downvote === false) parts.push('no downvotes');
  if (limits.custom_json_ids)
    parts.push(`app messages: ${limits.custom_json_ids.join(', ') || 'none'}`);
  if (limits.max_operations_per_day !== undefined)
    parts.push(`at most ${limits.max_operations_per_day} actions a day`);
  if (limits.expires_at !== undefined)
    parts.push(
      Date.parse(limits.expires_at) <= Date.now()
        ? 'access ended'
        : `until ${new Date(limits.expires_at).toUTCString()}`,
    );
  return parts.length ? `You set: ${parts.join(', ')}.` : 'You have set no limits on it here.';
}

/** What each user set on each app, as far as this page has been shown (signed sign-ins, saves). */
const known = new Map<string, Limits>();
const keyOf = (user: string, app: string) => `${user} ${app}`;

/** Remembers what `user` set on each app (an app absent from `limits`: nothing). */
export function rememberLimits(user: string, limits: Record<string, Limits>): void {
  for (const key of [...known.keys()]) if (key.startsWith(`${user} `)) known.delete(key);
  for (const [app, set] of Object.entries(limits)) known.set(keyOf(user, app), set);
  known.set(keyOf(user, ''), {}); // the whole list is known now
}

/** What `user` set on `app`, when this page knows it. */
function limitsOf(user: string, app: string): Limits | undefined {
  return known.get(keyOf(user, app)) ?? (known.has(keyOf(user, '')) ? {} : undefined);
}

let editing: { user: string; app: string; opener: HTMLElement } | null = null;

/** Opens the form after the app's row, with what the user set so far. */
export function openLimits(user: string, app: string, opener: HTMLElement): void {
  HG.clearError();
  const current = limitsOf(user, app);
  editing = { user, app, opener };
  byId('limits-form-title').textContent = `Limits on @${app}`;
  byId('limits-current').textContent = current
    ? limitsText(current)
    : 'What you set before stays: limits only get stricter. To see it, show your sign-ins below.';
  for (const id of ['edit-vote-weight', 'edit-per-day']) byId<HTMLInputElement>(id).value = '';
  byId<HTMLInputElement>('edit-no-downvotes').checked = current?.allow_downvote === false;
  byId<HTMLInputElement>('edit-end').checked = false;
  opener.closest('.authority-row')!.insertAdjacentElement('afterend', byId('limits-form'));
  byId('limits-form').hidden = false;
  byId('limits-form-title').focus();
}

export function closeLimits(returnFocus: boolean): void {
  const opener = editing?.opener;
  editing = null;
  byId('limits-form').hidden = true;
  byId('list').append(byId('limits-form'));
  if (returnFocus && opener?.isConnected) opener.focus();
}

function choice(): Limits {
  const limits: Limits = {};
  const weight = byId<HTMLInputElement>('edit-vote-weight').value.trim();
  if (weight !== '') {
    const percent = Number(weight);
    if (!(percent > 0 && percent <= 100))
      throw new UserError('Enter a vote weight between 0.01 and 100 %.', 'edit-vote-weight');
    limits.max_vote_weight = Math.max(1, Math.round(percent * 100));
  }
  if (byId<HTMLInputElement>('edit-no-downvotes').checked) limits.allow_downvote = false;
  const perDay = byId<HTMLInputElement>('edit-per-day').value.trim();
  if (perDay !== '') {
    const count = Number(perDay);
    if (!Number.isInteger(count) || count < 1)
      throw new UserError('Enter a whole number of actions, at least 1.', 'edit-per-day');
    limits.max_operations_per_day = count;
  }
  if (byId<HTMLInputElement>('edit-end').checked) limits.expires_at = new Date().toISOString();
  if (Object.keys(limits).length === 0)
    throw new UserError('Choose a limit to set, or Cancel.', 'edit-vote-weight');
  return limits;
}

/** Signs a fresh challenge for the app and sends the limits. */
export async function saveLimits(): Promise<void> {
  if (!editing) return;
  const { user, app } = editing;
  const limits = choice();
  const challenge = await HG.postJson('/api/oauth2/challenge', {
    username: user,
    client_id: app,
    purpose: 'limits',
  });
  if (!challenge.ok)
    throw new Error(challenge.body.error_description || 'The limits could not be saved.');
  const text = String(challenge.body.challenge);
  const signature = await signChallenge(user, text, 'limits-save');
  const answer = await HG.postJson('/api/oauth2/limits', {
    challenge: text,
    signature,
    client_id: app,
    limits,
  });
  if (!answer.ok)
    throw new Error(answer.body.error_description || 'The limits could not be saved.');
  byId<HTMLInputElement>('active-key').value = '';
  known.set(keyOf(user, app), answer.body.limits as Limits);
  const saved = limitsText(answer.body.limits as Limits);
  closeLimits(true);
  status(`Limits on @${app} saved. ${saved}`);
}
