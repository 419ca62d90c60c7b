import type { PostingLimits } from '../../core/limits/postingLimits';
import { maybeById, UserError } from './common';
import { t } from './i18n';

/*
 * The limits the user set on the consent page (adapters/http/signIn/limitsFieldset.ts), read as
 * the sign-in API's `limit_choice`. Only what the user changed is sent; the service applies it to
 * lower what the app asked, never to raise it (core/limits/postingLimits.ts tightenLimits). A limit
 * on an operation the user unticked is off (its group disabled) and is not read.
 */

/** What the user chose: the core's limits, without their `type`. */
export type LimitChoice = Omit<PostingLimits, 'type'>;

const DAY_MS = 24 * 3600_000;

/** True when `control` belongs to an operation the user unticked (its group is disabled). */
const off = (control: Element) =>
  control.closest<HTMLFieldSetElement>('fieldset[data-operation]')?.disabled === true;

function checked(name: string): { all: number; values: string[] } {
  const boxes = Array.from(
    document.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${name}"]`),
  ).filter((box) => !off(box));
  return { all: boxes.length, values: boxes.filter((box) => box.checked).map((box) => box.value) };
}

/** The user's choice, or undefined when they changed nothing. UserError names a field to fix. */
export function limitChoice(): LimitChoice | undefined {
  const choice: LimitChoice = {};
  const operations = checked('limit-operation');
  if (operations.all > 0 && operations.values.length === 0)
    throw new UserError(t('limits.leaveOne'));
  if (operations.values.length < operations.all) choice.operations = operations.values;

  const weight = maybeById<HTMLInputElement>('limit-vote-weight');
  if (weight && !off(weight)) {
    const percent = Number(weight.value);
    const max = Number(weight.max);
    if (!(percent > 0 && percent <= max))
      throw new UserError(t('limits.weightRange', { max: String(max) }), 'limit-vote-weight');
    if (percent < max) choice.max_vote_weight = Math.max(1, Math.round(percent * 100));
  }
  const downvote = maybeById<HTMLInputElement>('limit-downvote');
  if (downvote && !off(downvote) && !downvote.checked) choice.allow_downvote = false;

  const ids = checked('limit-custom-json');
  if (ids.values.length < ids.all) choice.custom_json_ids = ids.values;

  const perDay = maybeById<HTMLInputElement>('limit-per-day');
  if (perDay && perDay.value.trim() !== '') {
    const count = Number(perDay.value);
    const max = perDay.max === '' ? Infinity : Number(perDay.max);
    if (!Number.isInteger(count) || count < 1 || count > max)
      throw new UserError(
        max === Infinity ? t('limits.perDayWhole') : t('limits.perDayRange', { max }),
        'limit-per-day',
      );
    if (count < max) choice.max_operations_per_day = count;
  }

  const expiry = maybeById<HTMLSelectElement>('limit-expiry');
  const days = Number(expiry?.value);
  if (Number.isInteger(days) && days > 0)
    choice.expires_at = new Date(Date.now() + days * DAY_MS).toISOString();

  return Object.keys(choice).length ? choice : undefined;
}

/** Disables the group of each operation the user unticked, enables the others. */
export function followOperations(): void {
  const ticked = new Set(checked('limit-operation').values);
  const all = document.querySelectorAll('input[name="limit-operation"]').length > 0;
  for (const group of Array.from(
    document.querySelectorAll<HTMLFieldSetElement>('fieldset[data-operation]'),
  ))
    group.disabled = all && !ticked.has(group.dataset.operation!);
}
