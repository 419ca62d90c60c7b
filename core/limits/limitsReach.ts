import type { Authority } from '../shared/account';

/*
 * What a user's limits on an app can bind (issue 39 §1). They bind what the app does through this
 * service: /api/broadcast checks every operation against them. But the user's posting authority
 * lists the app's account, and on chain anyone who meets the app account's own posting authority
 * signs for the user (hived follows account_auths user → app → member, HIVE_MAX_SIG_CHECK_DEPTH 2).
 * When that authority can be met without this service — keys of the app's own, or other accounts
 * — the app can post for the user outside any limit. The consent page, its authority step, /apps and
 * /api/apps say it from this one rule (in the words of web/i18n/words/limitsReachWords.ts). Held
 * by test/domain/limitsReach.spec.ts.
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
