import {
  FIELD_LIMITS,
  tightenLimits,
  type LimitChoice,
  type PostingLimits,
} from '../limits/postingLimits';
import { operationNamed } from '../operations/operationRegistry';
import { asksForPosting, grantFor, type Granted } from './scope';

/**
 * What a sign-in asking for `scope` and `limits` grants once the user's `choice` on the consent
 * page lowered it: a choice lowers a posting grant, it never turns a sign-in into one. The one rule
 * the challenge (which states it in the message), the sign-in (which grants it) and the consent
 * page (which says it, and says it again as the user lowers limits) all follow.
 */
export function grantedBy(
  scope: readonly string[],
  limits?: PostingLimits,
  choice?: LimitChoice,
): Granted {
  const lowers = choice && (limits || asksForPosting(scope));
  return grantFor(scope, lowers ? tightenLimits(limits, choice) : limits);
}

/**
 * The grant in the words of the signed message's `Grants:` line (issue 37 §1): "sign in only", or
 * the operations the app may broadcast and the limits on them. A signature is worth exactly what
 * this line says: /api/oauth2/authorize and the device approval refuse a request for anything else.
 * Like the API's JSON, the signed message is protocol text and stays English whatever the page
 * speaks (issue 40 §2): its words are here, not in the pages' catalogue, so no translation can
 * change what a signature means.
 */
export function grantStatement(granted: Granted): string {
  if (granted.kind === 'login') return 'sign in only, no posting';
  const limits = granted.authorization_details?.[0];
  return [`post for you: ${granted.scope.join(', ')}.`, ...statedLimits(limits)].join(' ');
}

/** The limits in the signed message's English: "Votes of at most 20 %." "Until 24 December 2026." */
function statedLimits(limits: PostingLimits | undefined): string[] {
  if (!limits) return [];
  const lines: string[] = [];
  const votes = [
    limits.max_vote_weight !== undefined && `votes of at most ${limits.max_vote_weight / 100} %`,
    limits.allow_downvote === false && 'no downvotes',
  ]
    .filter(Boolean)
    .join(', ');
  if (votes) lines.push(`${votes[0].toUpperCase()}${votes.slice(1)}.`);
  if (limits.custom_json_ids)
    lines.push(
      limits.custom_json_ids.length
        ? `App messages (custom_json) only of the kinds: ${limits.custom_json_ids.join(', ')}.`
        : 'No app messages (custom_json).',
    );
  const perDay = limits.max_operations_per_day;
  if (perDay !== undefined)
    lines.push(`At most ${perDay} ${perDay === 1 ? 'action' : 'actions'} a day.`);
  if (limits.expires_at !== undefined) lines.push(`Until ${statedDate(limits.expires_at)}.`);
  return lines;
}

/** "24 December 2026", with the time (UTC) when it is not midnight. */
function statedDate(iso: string): string {
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

/**
 * The limits of a posting grant that bind one of its operations: a vote weight without `vote`,
 * or app message kinds without `custom_json`, bind nothing (the registry names the operation each
 * field limit holds), so the pages do not say them (web/i18n/words/grantWords.ts). The operations
 * are the grant's scope.
 */
export function bindingLimits(granted: Granted): PostingLimits | undefined {
  const limits = granted.authorization_details?.[0];
  if (!limits) return undefined;
  const held = new Set(
    granted.scope.flatMap((name) => Object.keys(operationNamed(name)?.limits ?? {})),
  );
  const unbound = FIELD_LIMITS.filter((limit) => !held.has(limit));
  return {
    ...limits,
    operations: undefined,
    ...Object.fromEntries(unbound.map((limit) => [limit, undefined])),
  };
}
