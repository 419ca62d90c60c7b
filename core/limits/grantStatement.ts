import { FIELD_LIMITS, tightenLimits, type LimitChoice, type PostingLimits } from './grantLimits';
import { limitWords } from './limitWords';
import { operationNamed } from '../broadcast/operationRegistry';
import { asksForPosting, grantFor, type Granted } from '../signIn/scope';

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
 */
export function grantStatement(granted: Granted): string {
  if (granted.kind === 'login') return 'sign in only, no posting';
  const limits = granted.authorization_details?.[0];
  const words = limitWords(limits && { ...limits, operations: undefined });
  return [`post for you: ${granted.scope.join(', ')}.`, ...words].join(' ');
}

/**
 * The grant in the pages' plain words, one sentence a line (issue 39 §1): what the app may do with
 * it — the operations granted, as the registry words them — then the limits on them. The consent
 * page says it from `grantedBy` (its script again from `grantedBy` as the user lowers limits), the
 * demo callback from the token answer, /authorized-apps from each sign-in: no page words a grant
 * another way. Held by test/domain/grantWords.spec.ts.
 */
export function grantWords(granted: Granted): string[] {
  if (granted.kind === 'login')
    return ['Learn your Hive username, to sign you in; it cannot act for you on Hive.'];
  const lines = ['Learn your Hive username, to sign you in.'];
  return [
    ...lines,
    `Act for you on Hive: ${actionWords(granted.scope)}.`,
    ...limitWords(bindingLimits(granted)),
    'It can never move your funds or change your keys.',
  ];
}

/**
 * The limits of a posting grant that bind one of its operations: a vote weight without `vote`,
 * or app message kinds without `custom_json`, bind nothing and are not said (the registry names
 * the operation each field limit holds). The operations are said by the grant's scope.
 */
function bindingLimits(granted: Granted): PostingLimits | undefined {
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

/** The operations of a posting grant as the registry words them: "vote on posts and comments, …". */
export function actionWords(operations: readonly string[]): string {
  return listWords(operations.map((name) => operationNamed(name)?.allows ?? name));
}

/** "a, b and c" (a serial comma: the phrases have "and" of their own). */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${items.length > 2 ? ',' : ''} and ${items[items.length - 1]}`;
}
