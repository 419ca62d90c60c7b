import { t, words } from './i18n';
import { byId, maybeById, status } from './pageDom';
import type { JsonAnswer } from './serviceApi';

/*
 * What goes wrong, said to the user: a mistake they can fix beside its field, a refusal in plain
 * words with its source behind "Details", anything else in the page's error box and the console.
 */

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
