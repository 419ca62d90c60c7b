import type { PageTranslator } from '../translator';
import type { PostingLimits } from '../../../core/limits/postingLimits';

/**
 * A grant's limits in plain words, one line each, for the consent page and the authorized apps
 * (issue 24 §3): "Votes of at most 20 %, no downvotes", "At most 50 actions a day", "Until
 * 24 December 2026" — in the page's language (`t`, web/i18n). Nothing for a grant without limits.
 */
export function limitWords(limits: PostingLimits | undefined, t: PageTranslator): string[] {
  if (!limits) return [];
  const lines: string[] = [];
  if (limits.operations)
    lines.push(t.t('limit.only', { operations: limits.operations.join(', ') }));
  const votes = voteWords(limits, t);
  if (votes) lines.push(votes);
  if (limits.custom_json_ids)
    lines.push(
      limits.custom_json_ids.length
        ? t.t('limit.appMessagesOnly', { ids: limits.custom_json_ids.join(', ') })
        : t.t('limit.noAppMessages'),
    );
  if (limits.max_operations_per_day !== undefined)
    lines.push(t.t('limit.perDay', { count: limits.max_operations_per_day }));
  if (limits.expires_at !== undefined)
    lines.push(t.t('limit.until', { date: t.date(limits.expires_at) }));
  return lines;
}

function voteWords(
  { max_vote_weight: max, allow_downvote: down }: PostingLimits,
  t: PageTranslator,
): string {
  const percent = max === undefined ? undefined : t.number(max / 100);
  if (percent !== undefined)
    return down === false ? t.t('limit.votesNoDown', { percent }) : t.t('limit.votes', { percent });
  return down === false ? t.t('limit.noDown') : '';
}
