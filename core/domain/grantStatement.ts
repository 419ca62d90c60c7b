import { tightenLimits, type LimitChoice, type PostingLimits } from './grantLimits';
import { limitWords } from './limitWords';
import { asksForPosting, grantFor, type Granted } from './scope';

/**
 * What a sign-in asking for `scope` and `limits` grants once the user's `choice` on the consent
 * page lowered it: a choice lowers a posting grant, it never turns a sign-in into one. The one rule
 * the challenge (which states it in the message) and the sign-in (which grants it) both follow.
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
