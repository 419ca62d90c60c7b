import { Errors, type UnauthorizedClient } from '../errors';
import type { ChainAccount } from '../shared/account';
import { declaresApp, metadataDeclaresApp } from '../apps/app';
import { broadcastActorField, isBroadcastOperation } from '../operations/operations';
import { type Operation } from '../shared/chain';

/**
 * Pure checks /api/broadcast makes before anything is signed. The service key can sign for every
 * user who granted the same app, so these checks are what keeps one user's token from acting
 * for another account (see test/usecases/BroadcastUseCase.spec.ts, "actor" cases).
 */

/**
 * Names of the operations `scope` does not allow, each once, in order of first appearance.
 * An operation outside the broadcast allow-list is never allowed, whatever the scope says.
 */
export function operationsOutOfScope(
  operations: readonly Operation[],
  scope: readonly string[],
): string[] {
  const refused = operations
    .map(([name]) => name)
    .filter((name) => !isBroadcastOperation(name) || !scope.includes(name));
  return [...new Set(refused)];
}

/** Fields that make account_update2 a key or authority change, which needs more than posting authority. */
const KEY_FIELDS = ['owner', 'active', 'posting', 'memo_key'] as const;

/**
 * Why `user` may not broadcast `operation` (the first reason found, as the error to answer), or
 * undefined when it may. `index` only serves to name the operation in the description.
 */
function actorProblem(
  user: string,
  operation: Operation,
  index: number,
): UnauthorizedClient | undefined {
  const [name, fields] = operation;
  if (!isBroadcastOperation(name)) return undefined; // refused earlier, as out of scope
  const where = `operations[${index}] (${name})`;

  if (name === 'custom_json') {
    const posting = fields.required_posting_auths;
    const active = fields.required_auths;
    if (!Array.isArray(active) || active.length > 0) return Errors.activeAuthsNotEmpty(where);
    if (
      !Array.isArray(posting) ||
      posting.length === 0 ||
      posting.some((account) => account !== user)
    ) {
      return Errors.postingAuthsNotTheUser(where, user);
    }
    return undefined;
  }

  const field = broadcastActorField(name);
  if (fields[field] !== user) return Errors.notTheTokensUser(where, field, user);

  if (name === 'account_update2') {
    const keys = KEY_FIELDS.filter((key) => fields[key] !== undefined && fields[key] !== null);
    if (keys.length > 0) return Errors.keyChange(where, keys);
    if (
      typeof fields.json_metadata === 'string'
        ? fields.json_metadata !== ''
        : fields.json_metadata !== undefined
    ) {
      return Errors.jsonMetadataNeedsActive(where);
    }
  }
  return undefined;
}

/** The first actor problem among `operations`, or undefined when the user may broadcast them all. */
export function firstActorProblem(
  user: string,
  operations: readonly Operation[],
): UnauthorizedClient | undefined {
  for (const [index, operation] of operations.entries()) {
    const problem = actorProblem(user, operation, index);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The least authority that signs `operations` (issue 39 §3): `posting` when each is an operation
 * a posting key may sign for its own actor, by the rules /api/broadcast applies (a custom_json
 * without required_auths, an account_update2 changing no key and no json_metadata); `active`
 * otherwise. What a sign link asks for when it names no authority.
 */
export function leastAuthority(operations: readonly Operation[]): 'posting' | 'active' {
  return operations.every(postingMaySign) ? 'posting' : 'active';
}

function postingMaySign(operation: Operation): boolean {
  const [name, fields] = operation;
  if (!isBroadcastOperation(name)) return false;
  if (name === 'custom_json') {
    // Posting authorities only, whoever they name: each account's posting authority signs, which
    // /api/broadcast's one-user rule does not decide (a link may name several, or `__signer`).
    const { required_auths: active, required_posting_auths: posting } = fields;
    return (
      Array.isArray(active) && active.length === 0 && Array.isArray(posting) && posting.length > 0
    );
  }
  const actor = fields[broadcastActorField(name)];
  return typeof actor === 'string' && actorProblem(actor, operation, 0) === undefined;
}

/**
 * Why an account_update2 among `operations` may not write `account`'s posting_json_metadata
 * (issue 37 §2), or undefined when none does. Whoever holds an app account's posting authority
 * could otherwise rewrite its profile through this service (an app the app account signed in to,
 * with a posting token): so /api/broadcast never changes the profile of an account that declares
 * `type: "app"` in either metadata, nor writes a profile that would declare it. An app's profile
 * is written with its own active key (json_metadata, /apps/register). An empty
 * posting_json_metadata leaves it as it is on chain (hived), so it is no change.
 */
export function appProfileProblem(
  account: ChainAccount,
  operations: readonly Operation[],
): UnauthorizedClient | undefined {
  for (const [index, [name, fields]] of operations.entries()) {
    if (name !== 'account_update2' || fields.account !== account.name) continue;
    const written = fields.posting_json_metadata;
    if (typeof written !== 'string' || written === '') continue;
    const where = `operations[${index}] (${name})`;
    if (declaresApp(account)) return Errors.appProfileChange(where, account.name);
    if (metadataDeclaresApp(written)) return Errors.appProfileDeclared(where, account.name);
  }
  return undefined;
}
