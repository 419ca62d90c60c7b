import type { Translator } from '../translator';

/*
 * Whether the user's limits on an app bind it (core/limits/limitsReach.ts limitsEnforced), in the
 * page's language. Held by test/http/grantLimits.spec.ts.
 */

/** Beside the limits on the consent page and on the app's entry of /apps. */
export function limitsReachWords(app: string, enforced: boolean, t: Translator): string {
  return t.t(enforced ? 'reach.enforced' : 'reach.notEnforced', { app: `@${app}` });
}

/** On the app's entry of /apps, where `enforced` is its `limits_enforced` in /api/apps. */
export function appLimitsWords(enforced: boolean, t: Translator): string {
  return t.t(enforced ? 'apps.limitsEnforced' : 'apps.limitsNotEnforced');
}

/** In the authority step, which adds the app to the user's posting authority: what that allows on chain. */
export function postingAuthorityWords(app: string, enforced: boolean, t: Translator): string {
  return `${t.t('reach.onChain')} ${t.t(enforced ? 'reach.onlyThrough' : 'reach.direct', { app: `@${app}` })}`;
}
