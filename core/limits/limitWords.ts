import type { PostingLimits } from './grantLimits';

/**
 * A grant's limits in plain words, one line each, for the consent page and the authorized apps
 * (issue 24 §3): "Votes of at most 20 %, no downvotes", "At most 50 actions a day", "Until
 * 24 December 2026". Nothing for a grant without limits.
 */
export function limitWords(limits: PostingLimits | undefined): string[] {
  if (!limits) return [];
  const lines: string[] = [];
  if (limits.operations) lines.push(`Only these operations: ${limits.operations.join(', ')}.`);
  const votes = voteWords(limits);
  if (votes) lines.push(votes);
  if (limits.custom_json_ids)
    lines.push(
      limits.custom_json_ids.length
        ? `App messages (custom_json) only of the kinds: ${limits.custom_json_ids.join(', ')}.`
        : 'No app messages (custom_json).',
    );
  if (limits.max_operations_per_day !== undefined)
    lines.push(
      `At most ${limits.max_operations_per_day} ${limits.max_operations_per_day === 1 ? 'action' : 'actions'} a day.`,
    );
  if (limits.expires_at !== undefined) lines.push(`Until ${dateWords(limits.expires_at)}.`);
  return lines;
}

function voteWords({ max_vote_weight: max, allow_downvote: down }: PostingLimits): string {
  const parts: string[] = [];
  if (max !== undefined) parts.push(`votes of at most ${max / 100} %`);
  if (down === false) parts.push('no downvotes');
  const text = parts.join(', ');
  return text ? `${text[0].toUpperCase()}${text.slice(1)}.` : '';
}

/** "24 December 2026", with the time (UTC) when it is not midnight. */
export function dateWords(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const midnight = date.getUTCHours() === 0 && date.getUTCMinutes() === 0;
  return midnight ? day : `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}
