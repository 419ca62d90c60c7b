import type { Authority } from '../shared/account';

/*
 * What a user's limits on an app can bind (issue 39 §1). They bind what the app does through this
 * service: /api/broadcast checks every operation against them. But the user's posting authority
 * lists the app's account, and on chain anyone who meets the app account's own posting authority
 * signs for the user (hived follows account_auths user → app → member, HIVE_MAX_SIG_CHECK_DEPTH 2).
 * When that authority can be met without this service — keys of the app's own, or other accounts
 * — the app can post for the user outside any limit. The consent page, its grant step, /apps and
 * /api/apps say it from this one rule. Held by test/domain/limitsReach.spec.ts.
 */

/**
 * True when only this service (`service`) can meet the app account's posting authority: the
 * weight of everything else it lists — its keys and other accounts — stays below the threshold.
 */
export function limitsEnforced(appPosting: Authority, service: string): boolean {
  const keys = appPosting.key_auths.reduce((sum, [, weight]) => sum + weight, 0);
  const others = appPosting.account_auths
    .filter(([name]) => name !== service)
    .reduce((sum, [, weight]) => sum + weight, 0);
  return keys + others < appPosting.weight_threshold;
}

/** Beside the limits on the consent page and on the app's entry of /apps. */
export function limitsReachWords(app: string, enforced: boolean): string {
  return enforced
    ? `These limits are enforced: only this service can use the posting authority you give @${app}, and it checks every action against them.`
    : `These limits bind only what @${app} does through this service. The posting authority of @${app} also lists keys or accounts of its own, so @${app} can sign for you directly on the Hive blockchain, outside any limit, for as long as you keep it in your posting authority.`;
}

/** On the app's entry of /apps, where `enforced` is its `limits_enforced` in /api/apps. */
export function appLimitsWords(enforced: boolean): string {
  return enforced
    ? 'Limits its users set here are enforced: only this service can use the posting authority they give it.'
    : 'Can sign for its users directly on the Hive blockchain, outside any limit they set here: its posting authority lists keys or accounts of its own.';
}

/** In the grant step, which adds the app to the user's posting authority: what that allows on chain. */
export function postingAuthorityWords(app: string, enforced: boolean): string {
  const onChain = `On the Hive blockchain, your posting authority lets whoever holds it publish, vote, follow, reblog and update your profile as you, with no limit of its own.`;
  return enforced
    ? `${onChain} @${app} can use it only through this service, which holds it to the limits you chose.`
    : `${onChain} @${app} holds keys or accounts that can use it directly, outside the limits you chose.`;
}
