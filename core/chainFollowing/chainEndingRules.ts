import { grantsAlone, type Authority } from '../shared/account';
import type { ChainEndingReason } from '../ports/SignInStore';
import type { Operation } from '../shared/chain';

/** What one operation in a block did to an account's authorities. */
export interface AuthorityChange {
  account: string;
  /** The operation's name: account_update, account_update2 or recover_account. */
  operation: string;
  /** The account's new posting authority, when the operation sets one. */
  posting?: Authority;
  /** The owner authority was replaced (account_update(2) naming one, recover_account). */
  ownerChanged: boolean;
}

/** A sign-in as the chain's rules need to see it. */
export interface SignInParties {
  username: string;
  app: string;
  kind: 'login' | 'posting';
}

/**
 * The authority change an operation makes, or undefined for every other operation (and for
 * fields not shaped as hived writes them: blocks come from nodes, not from us).
 */
export function authorityChangeOf([name, fields]: Operation): AuthorityChange | undefined {
  if (name === 'recover_account') {
    const account = fields.account_to_recover;
    return typeof account === 'string'
      ? { account, operation: name, ownerChanged: true }
      : undefined;
  }
  if (name !== 'account_update' && name !== 'account_update2') return undefined;
  const account = fields.account;
  if (typeof account !== 'string') return undefined;
  const posting = authorityOf(fields.posting);
  const ownerChanged = fields.owner !== undefined && fields.owner !== null;
  if (!posting && !ownerChanged) return undefined;
  return { account, operation: name, ownerChanged, ...(posting ? { posting } : {}) };
}

/**
 * Whether `change` ends `signIn`, and why. Only posting sign-ins depend on posting authority: a
 * login-only sign-in never needed the app in the user's authority (nor the service in the app's).
 */
export function chainEndingOf(
  change: AuthorityChange,
  signIn: SignInParties,
  serviceAccount: string,
): ChainEndingReason | undefined {
  if (signIn.username === change.account && change.ownerChanged) return 'owner_key_changed';
  if (!change.posting || signIn.kind !== 'posting') return undefined;
  if (signIn.username === change.account && !grantsAlone(change.posting, signIn.app))
    return 'posting_authority_removed';
  if (signIn.app === change.account && endsAppSignIns(change, serviceAccount))
    return 'app_authority_removed';
  return undefined;
}

/**
 * Whether `change` ends the sign-ins at its account as an app: its new posting authority no longer
 * lets the service sign alone. Asked before the app's sign-ins are read, because an app with many
 * users changes its authority (a key added, a co-signer) far more often than it drops the service.
 */
export function endsAppSignIns(change: AuthorityChange, serviceAccount: string): boolean {
  return change.posting !== undefined && !grantsAlone(change.posting, serviceAccount);
}

function authorityOf(value: unknown): Authority | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { weight_threshold, account_auths, key_auths } = value as Record<string, unknown>;
  if (typeof weight_threshold !== 'number' || !Array.isArray(account_auths)) return undefined;
  const accounts = account_auths.filter(
    (entry): entry is [string, number] =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
  );
  const keys = Array.isArray(key_auths) ? (key_auths as [string, number][]) : [];
  return { weight_threshold, account_auths: accounts, key_auths: keys };
}
