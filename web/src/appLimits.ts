import {
  HIVE_POSTING,
  asChoice,
  tightenLimits,
  type LimitChoice,
} from '../../core/limits/postingLimits';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { actionWords } from '../i18n/words/grantWords';
import { limitWords } from '../i18n/words/limitWords';
import { t, words } from './i18n';
import type { SignInView } from '../../core/signIn/SignInsUseCase';
import * as HG from './common';
import { byId, status, UserError } from './common';
import { signChallenge } from './signChallenge';

/*
 * Limits on an app at /authorized-apps (issues 24 §3, 39 §2). What is in force on each sign-in —
 * what consent granted, tightened by what the user set later — is known once the user proved who
 * they are (the signed sign-ins list carries it: limits are nobody else's business), so the form
 * opens only then. It tightens them, or ends the app's access after a confirmation, proved by
 * signing a fresh challenge for the app (a key of the account, or Keychain's requestSignBuffer).
 * Limits only ever get stricter: a value that would not tighten what is in force is refused
 * beside its field, naming what is in force, and the page says what is in force after a save —
 * never a value that is not. The words are the server's too (web/i18n/words/limitWords.ts).
 */

/** The user's sign-ins as the signed list answered them, updated by saves here. */
let known: { user: string; signIns: SignInView[] } | null = null;
const listeners: (() => void)[] = [];

/** Remembers the user's sign-ins (with the limits in force on each). */
export function rememberSignIns(user: string, signIns: SignInView[]): void {
  known = { user, signIns };
}

/** The sign-ins this page knows of `user`, or undefined before they proved who they are. */
export function knownSignIns(user: string): SignInView[] | undefined {
  return known?.user === user ? known.signIns : undefined;
}

/** Calls `listener` whenever a save here changed what is known (the sign-ins list shows it again). */
export function onSignInsChanged(listener: () => void): void {
  listeners.push(listener);
}

/** The limits in force, one sentence each; "No limits…" when there are none. */
export function inForceWords(limits: LimitChoice | undefined): string {
  const lines = limitWords(limits && { type: HIVE_POSTING, ...limits }, words);
  return lines.length ? lines.join(' ') : t('appLimits.none');
}

/** What is in force on each posting sign-in at `app`, loosest first per member (a value must beat it). */
interface InForce {
  signIns: SignInView[];
  /** Basis points; undefined when some sign-in has no vote limit (or there is none). */
  maxVoteWeight?: number;
  maxPerDay?: number;
  /** Downvotes are refused on every sign-in. */
  noDownvotes: boolean;
  /** The operations some sign-in (or a sign-in to come) may still broadcast: what can be narrowed. */
  operations: string[];
}

function inForce(user: string, app: string): InForce {
  const signIns = (knownSignIns(user) ?? []).filter((s) => s.app === app && s.kind === 'posting');
  const loosest = (pick: (l: LimitChoice) => number | undefined) => {
    const values = signIns.map((s) => (s.limits ? pick(s.limits) : undefined));
    const set = values.filter((v): v is number => v !== undefined);
    return set.length && set.length === values.length ? Math.max(...set) : undefined;
  };
  return {
    signIns,
    maxVoteWeight: loosest((l) => l.max_vote_weight),
    maxPerDay: loosest((l) => l.max_operations_per_day),
    noDownvotes: signIns.length > 0 && signIns.every((s) => s.limits?.allow_downvote === false),
    operations: signIns.length
      ? POSTING_SCOPE.filter((name) =>
          signIns.some((s) => (s.limits?.operations ?? POSTING_SCOPE).includes(name)),
        )
      : POSTING_SCOPE,
  };
}

/**
 * When a sign-in was made, to the minute, in the page's language: which sign-in, when an app has
 * several (issue 57 §8: two sign-ins the same day no longer read alike).
 */
export const sinceDay = (signIn: SignInView) => words.date(`${signIn.granted_at.slice(0, 16)}:00Z`);

/** What is in force at the app, as the form's heading says it. */
function currentWords(app: string, current: InForce): HTMLElement[] {
  if (current.signIns.length === 0) {
    const none = document.createElement('p');
    none.textContent = t('appLimits.noSignIn', { app: `@${app}` });
    return [none];
  }
  return current.signIns.map((signIn) => {
    const line = document.createElement('p');
    line.textContent = inForceLine(signIn, current.signIns.length > 1);
    return line;
  });
}

let editing: { user: string; app: string; opener: HTMLElement; current: InForce } | null = null;

/** Opens the form after the app's row, with what is in force on each of its sign-ins. */
export function openLimits(user: string, app: string, opener: HTMLElement): void {
  HG.clearError();
  const current = inForce(user, app);
  editing = { user, app, opener, current };
  byId('limits-form-title').textContent = t('appLimits.title', { app: `@${app}` });
  byId('limits-current').replaceChildren(...currentWords(app, current));
  const percent = current.maxVoteWeight === undefined ? undefined : current.maxVoteWeight / 100;
  const weight = byId<HTMLInputElement>('edit-vote-weight');
  weight.value = '';
  weight.max = String(percent ?? 100);
  byId('edit-vote-weight-label').textContent =
    percent === undefined
      ? t('appLimits.voteWeight')
      : t('appLimits.voteWeightNow', { percent: words.number(percent) });
  const perDay = byId<HTMLInputElement>('edit-per-day');
  perDay.value = '';
  perDay.max = current.maxPerDay === undefined ? '' : String(current.maxPerDay);
  byId('edit-per-day-label').textContent =
    current.maxPerDay === undefined
      ? t('appLimits.perDay')
      : t('appLimits.perDayNow', { count: words.number(current.maxPerDay) });
  const noDownvotes = byId<HTMLInputElement>('edit-no-downvotes');
  noDownvotes.checked = current.noDownvotes;
  noDownvotes.disabled = current.noDownvotes;
  byId('edit-no-downvotes-label').textContent = t(
    current.noDownvotes ? 'appLimits.noDownvotesInForce' : 'appLimits.noDownvotes',
  );
  byId('edit-operations-list').replaceChildren(...current.operations.map(operationBox));
  byId<HTMLInputElement>('edit-end').checked = false;
  byId('end-access-confirm').hidden = true;
  opener.closest('.authority-row')!.insertAdjacentElement('afterend', byId('limits-form'));
  byId('limits-form').hidden = false;
  byId('limits-form-title').focus();
}

export function closeLimits(returnFocus: boolean): void {
  const opener = editing?.opener;
  editing = null;
  byId('limits-form').hidden = true;
  byId('end-access-confirm').hidden = true;
  byId('list').append(byId('limits-form'));
  if (returnFocus && opener?.isConnected) opener.focus();
}

/** A ticked box for an operation the app may broadcast, in the registry's words (issue 57 §8). */
function operationBox(name: string): HTMLElement {
  const label = document.createElement('label');
  label.className = 'check';
  const box = document.createElement('input');
  box.type = 'checkbox';
  box.name = 'edit-operation';
  box.id = `edit-operation-${name}`;
  box.value = name;
  box.checked = true;
  const text = document.createElement('span');
  text.textContent = actionWords([name], words);
  label.append(box, ' ', text);
  return label;
}

/** The operations left ticked, when some were unticked; refused when none is left. */
function operationsChoice(current: InForce): string[] | undefined {
  const boxes = Array.from(document.querySelectorAll<HTMLInputElement>('[name="edit-operation"]'));
  const ticked = boxes.filter((box) => box.checked).map((box) => box.value);
  if (boxes.length > 0 && ticked.length === 0)
    throw new UserError(t('appLimits.leaveOne'), boxes[0].id);
  return ticked.length < current.operations.length ? ticked : undefined;
}

/** The user's choice, refused beside its field when it would not tighten what is in force. */
function choice(current: InForce): LimitChoice {
  const limits: LimitChoice = {};
  const weight = byId<HTMLInputElement>('edit-vote-weight').value.trim();
  if (weight !== '') {
    const percent = Number(weight);
    if (!(percent > 0 && percent <= 100))
      throw new UserError(t('appLimits.badWeight'), 'edit-vote-weight');
    const basisPoints = Math.max(1, Math.round(percent * 100));
    const now = current.maxVoteWeight;
    if (now !== undefined && basisPoints >= now)
      throw new UserError(
        t('appLimits.notStricter', {
          limit: t('limit.votes', { percent: words.number(now / 100) }),
        }),
        'edit-vote-weight',
      );
    limits.max_vote_weight = basisPoints;
  }
  const noDownvotes = byId<HTMLInputElement>('edit-no-downvotes');
  if (noDownvotes.checked && !noDownvotes.disabled) limits.allow_downvote = false;
  const perDay = byId<HTMLInputElement>('edit-per-day').value.trim();
  if (perDay !== '') {
    const count = Number(perDay);
    if (!Number.isInteger(count) || count < 1)
      throw new UserError(t('appLimits.badPerDay'), 'edit-per-day');
    const now = current.maxPerDay;
    if (now !== undefined && count >= now)
      throw new UserError(
        t('appLimits.notStricter', { limit: t('limit.perDay', { count: now }) }),
        'edit-per-day',
      );
    limits.max_operations_per_day = count;
  }
  const operations = operationsChoice(current);
  if (operations) limits.operations = operations;
  if (byId<HTMLInputElement>('edit-end').checked) limits.expires_at = new Date().toISOString();
  if (Object.keys(limits).length === 0)
    throw new UserError(t('appLimits.chooseOne'), 'edit-vote-weight');
  return limits;
}

/** Ending asks first, saying what stops working. */
function askToEnd(app: string): void {
  const values = { app: `@${app}` };
  byId('end-access-title').textContent = t('appLimits.endTitle', values);
  byId('end-access-loses').textContent = t('appLimits.endLoses', values);
  byId('end-access-yes').textContent = t('appLimits.end', values);
  byId('end-access-confirm').hidden = false;
  byId('end-access-title').focus();
}

export function keepAccess(): void {
  byId('end-access-confirm').hidden = true;
  byId('edit-end').focus();
}

/** Signs a fresh challenge for the app and sends the limits; `confirmed` once an end was confirmed. */
export async function saveLimits(confirmed = false): Promise<void> {
  if (!editing) return;
  const { user, app, current } = editing;
  const limits = choice(current);
  if (limits.expires_at !== undefined && !confirmed) return askToEnd(app);
  const challenge = await HG.postJson('/api/oauth2/challenge', {
    username: user,
    client_id: app,
    purpose: 'limits',
  });
  if (!challenge.ok) throw new Error(challenge.body.error_description || t('appLimits.notSaved'));
  const text = String(challenge.body.challenge);
  const answer = await signChallenge(user, text, 'limits-save', async (signature) => {
    const answer = await HG.postJson('/api/oauth2/limits', {
      challenge: text,
      signature,
      client_id: app,
      limits,
    });
    if (!answer.ok) throw new Error(answer.body.error_description || t('appLimits.notSaved'));
    return answer;
  });
  const set = answer.body.limits as LimitChoice;
  closeLimits(true);
  if (limits.expires_at !== undefined) {
    if (known) known.signIns = known.signIns.filter((s) => s.app !== app);
    listeners.forEach((listener) => listener());
    return status(t('appLimits.ended', { app: `@${app}` }));
  }
  for (const signIn of current.signIns) {
    const tightened = tightenLimits(signIn.limits && { type: HIVE_POSTING, ...signIn.limits }, set);
    signIn.limits = tightened && asChoice(tightened);
  }
  listeners.forEach((listener) => listener());
  const saved = { app: `@${app}` };
  status(
    current.signIns.length === 0
      ? t('appLimits.savedAny', { ...saved, limits: inForceWords(set) })
      : [
          t('appLimits.saved', saved),
          ...current.signIns.map((s) => inForceLine(s, current.signIns.length > 1)),
        ].join(' '),
  );
}

/** What is in force on one sign-in, naming its day when the app has several. */
function inForceLine(signIn: SignInView, several: boolean): string {
  const limits = inForceWords(signIn.limits);
  return several
    ? t('appLimits.inForceSince', { date: sinceDay(signIn), limits })
    : t('appLimits.inForce', { limits });
}
