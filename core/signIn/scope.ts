import { Errors } from '../errors';
import { limitedScope, postingOperationsAsked, type PostingLimits } from '../limits/postingLimits';
import { LOGIN_SCOPE, POSTING_SCOPE } from '../operations/operations';

/**
 * Scopes as apps ask for them (`login`, `offline`, `posting`, `vote,comment`…) and what a sign-in
 * grants for them. A posting scope grants the operations it names and no others (issue 57 §1:
 * `vote,comment` allows a vote and a comment, never a follow); `posting` grants them all.
 * HiveSigner grants posting as one, whatever the scope names: an app of its era that follows
 * with a `vote,comment` token gets `invalid_scope` naming `custom_json`, and adds it.
 */

/**
 * Scopes that ask for nothing to be broadcast: HiveSigner's `login`/`offline`, the OpenID Connect
 * scopes (core/tokens/openId.ts) and `email`, which frameworks ask for by default and which
 * releases nothing here (Hive accounts have no e-mail address).
 */
const SIGN_IN_ONLY = new Set(['login', 'offline', 'openid', 'profile', 'offline_access', 'email']);

/**
 * Every scope a sign-in can grant: sign-in only, `posting` (HiveSigner's alias for all of it), and
 * the posting operations. Anything else — `transfer` and the other active-key operations, or a
 * typo — is refused rather than silently read as a posting grant.
 */
const GRANTABLE = new Set([...SIGN_IN_ONLY, 'posting', ...POSTING_SCOPE]);

/** The scopes of `scope` no sign-in can grant, in order. */
export function ungrantableScopes(scope: readonly string[]): string[] {
  return scope.filter((s) => !GRANTABLE.has(s));
}

/** `vote,comment`, `login offline` or an array → distinct scopes in order; `['login']` when empty. */
export function parseScope(value: string | readonly string[] | undefined): string[] {
  const parts = (typeof value === 'string' ? value.split(/[\s,]+/) : (value ?? []))
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.length ? [...new Set(parts)] : [...LOGIN_SCOPE];
}

/** True when the scope asks for more than sign-in, i.e. for the user's posting grant to the app. */
export function asksForPosting(scope: readonly string[]): boolean {
  return scope.some((s) => !SIGN_IN_ONLY.has(s));
}

/** True when the app wants a code (HiveSigner's `offline` scope, or response_type=code). */
export function wantsCode(scope: readonly string[], responseType: 'code' | 'token'): boolean {
  return responseType === 'code' || scope.includes('offline');
}

/** What a sign-in grants: the access token's kind and scope, and the limits put on a posting grant. */
export interface Granted {
  kind: 'login' | 'posting';
  scope: string[];
  /** RFC 9396 (issue 24): present only when the app asked for limits. */
  authorization_details?: PostingLimits[];
}

/**
 * What a sign-in with `scope` (and `limits`, RFC 9396 hive_posting) grants: the kind of access
 * token, the scope it carries and its limits. Throws InvalidScope naming the scopes it cannot
 * grant (the consent page and the authorize API both ask here). Limits ask for the posting grant
 * by themselves (RFC 9396 §3: authorization_details may stand for scope); with a scope naming
 * posting operations, what is granted is the intersection (core/limits/postingLimits.ts).
 */
export function grantFor(scope: readonly string[], limits?: PostingLimits): Granted {
  const refused = ungrantableScopes(scope);
  if (refused.length > 0) throw Errors.scopeNotGrantable(refused);
  if (limits) {
    const granted = limitedScope(scope, limits);
    return { kind: 'posting', scope: granted.scope, authorization_details: [granted.limits] };
  }
  return asksForPosting(scope)
    ? { kind: 'posting', scope: postingOperationsAsked(scope) }
    : { kind: 'login', scope: [...LOGIN_SCOPE] };
}

/** What a token holds, as both its grant and its claims carry it. */
type HeldScope = { scope: readonly string[]; oidc?: readonly string[] };

/**
 * A token's scope as OAuth states it (RFC 6749 §3.3: space-separated): the OpenID scopes its
 * sign-in asked for, then what it may broadcast (`login`: nothing). The standard token answer
 * and introspection both say this, and a refresh's `scope` is judged against the same (scopesBeyond).
 */
export function scopeStatement(held: HeldScope): string {
  return [...(held.oidc ?? []), ...held.scope].join(' ');
}

/**
 * Scopes a refresh may name whatever its sign-in granted: they release nothing the holder of a
 * refresh token has not got already.
 */
const HELD_BY_EVERY_REFRESH = ['login', 'offline', 'offline_access', 'email'];

/**
 * The scopes of `asked` (a refresh's `scope`, RFC 6749 §6) that `held` does not hold, in order: a
 * refresh renews what its sign-in granted and never more — a wider grant is a new sign-in, which
 * the user signs. `posting` stands for every posting operation, as at sign-in.
 */
export function scopesBeyond(asked: readonly string[], held: HeldScope): string[] {
  const holds = new Set([...held.scope, ...(held.oidc ?? []), ...HELD_BY_EVERY_REFRESH]);
  if (POSTING_SCOPE.every((operation) => holds.has(operation))) holds.add('posting');
  return asked.filter((scope) => !holds.has(scope));
}
