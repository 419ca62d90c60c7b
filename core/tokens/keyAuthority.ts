import type { AuthorityRole, ChainAccount } from '../shared/account';

/** How one signature proved an account: by the account's own key of this role. */
export interface KeyProof {
  /** The lowest of the account's authorities the key meets alone (posting, else active, else owner). */
  role: AuthorityRole;
}

/** The roles whose own keys prove an account, lowest first. The memo key is none of them. */
export const PROVING_ROLES: readonly AuthorityRole[] = ['posting', 'active', 'owner'];

/** Why a key does not prove an account. */
export type NotProved =
  /** The key is none of the account's own posting, active or owner keys (a delegate's, the memo key, another's). */
  | { why: 'not-own-key'; memoKey: boolean }
  /** The key is the account's own but its weight alone does not reach the threshold (multisig). */
  | { why: 'multisig'; role: AuthorityRole; weight: number; threshold: number };

/**
 * Whether a signature by `key` proves it is `account` itself speaking (issue 36 §1): the key is in
 * the `key_auths` of its posting, active or owner authority with a weight that reaches that
 * authority's threshold alone. Delegated authority (`account_auths`) never counts: it lets another
 * account act for this one on chain, never be it — an app holding a user's posting authority must
 * not sign in as the user elsewhere or manage the user's grants. The memo key never counts either.
 */
export function keyAuthority(account: ChainAccount, key: string): KeyProof | NotProved {
  let multisig: NotProved | undefined;
  for (const role of PROVING_ROLES) {
    const authority = account[role];
    const weight = authority.key_auths.find(([k]) => k === key)?.[1] ?? 0;
    if (weight === 0) continue;
    if (weight >= authority.weight_threshold) return { role };
    multisig ??= { why: 'multisig', role, weight, threshold: authority.weight_threshold };
  }
  return multisig ?? { why: 'not-own-key', memoKey: account.memo_key === key };
}

/** True when `outcome` is a proof. */
export function isProof(outcome: KeyProof | NotProved): outcome is KeyProof {
  return !('why' in outcome);
}
