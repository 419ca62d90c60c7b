import { HIVE_MAX_SIG_CHECK_ACCOUNTS, HIVE_MAX_SIG_CHECK_DEPTH } from './chainParameters';
import type { AuthorityValue, Role } from './chainState';
import { chainAssert, ChainException } from './errors';

/**
 * The expressions hived's verify_authority checks (libraries/protocol/transaction_util.cpp,
 * VERIFY_AUTHORITY_CHECK, stringified as the preprocessor does): each refusal names its own, as
 * the `assertion_expression` wax recognises an assert by.
 */
const CHECKED = {
  posting:
    's.check_authority( id ) || check_with_role_upgrade( get_active( id ), "active" ) || check_with_role_upgrade( get_owner( id ), "owner" )',
  active: 's.check_authority( id ) || check_with_role_upgrade()',
  owner:
    'owner_approvals.find( id ) != owner_approvals.end() || s.check_authority( get_owner( id ), id, "owner" )',
} as const;

/**
 * hived's `verify_authority`, for one transaction.
 *
 * - An authority is met when the weights of its signed keys plus the weights of its listed
 *   accounts whose own authority is met reach `weight_threshold`.
 * - Listed accounts are followed to depth HIVE_MAX_SIG_CHECK_DEPTH (2): user → app → service
 *   works, one hop more does not. Held by devnet/test/authority.spec.ts.
 * - Posting: each account's posting, else active, else owner authority; nested accounts are
 *   judged by their posting authority. Active: active, else owner; owner: owner; nested
 *   accounts by their active authority (as hived's sign_state does).
 * - Posting authorities cannot be combined with active or owner ones in one transaction.
 * - A signature whose key no followed authority lists is refused ("Unnecessary signature(s)
 *   detected"), and so is a missing authority ("Missing Posting Authority alice").
 *
 * Two deliberate differences, both judged by the pure definition above so that the result does
 * not depend on the order of checks: hived caches an account once approved and may count it again
 * at the depth limit (we do not: stricter), and hived calls a key "used" only if its early-exit
 * walk reached it (we count every key of every followed authority: more lenient, but an unrelated
 * key is still refused). The property test in devnet/test/authority.property.spec.ts compares
 * this module with a small reference model of the pure definition.
 */

/** The authority of `account` for `role`, or undefined when the account does not exist. */
export type AuthorityLookup = (account: string, role: Role) => AuthorityValue | undefined;

export interface RequiredAuthorities {
  posting: ReadonlySet<string>;
  active: ReadonlySet<string>;
  owner: ReadonlySet<string>;
}

export function verifyAuthority(
  required: RequiredAuthorities,
  signedKeys: ReadonlySet<string>,
  lookup: AuthorityLookup,
): void {
  if (required.posting.size > 0) {
    chainAssert(
      required.active.size === 0 && required.owner.size === 0,
      'required_active.size() == 0 && required_owner.size() == 0',
      'Transactions with posting authorities must not include active or owner auths',
    );
  }
  const walk = new AuthorityWalk(signedKeys, lookup);
  for (const account of required.posting) {
    const met = walk.meets(account, ['posting', 'active', 'owner'], 'posting');
    if (!met)
      throw new ChainException(
        'missingPosting',
        `Missing Posting Authority ${account}`,
        CHECKED.posting,
      );
  }
  for (const account of required.active) {
    if (!walk.meets(account, ['active', 'owner'], 'active'))
      throw new ChainException(
        'missingActive',
        `Missing Active Authority ${account}`,
        CHECKED.active,
      );
  }
  for (const account of required.owner) {
    if (!walk.meets(account, ['owner'], 'active'))
      throw new ChainException('missingOwner', `Missing Owner Authority ${account}`, CHECKED.owner);
  }
  const unused = [...signedKeys].filter((key) => !walk.usedKeys.has(key));
  if (unused.length > 0)
    throw new ChainException(
      'irrelevantSignature',
      `Unnecessary signature(s) detected: ${unused.join(', ')}`,
    );
}

/** One transaction's walk through the authority graph, remembering what it already judged. */
class AuthorityWalk {
  readonly usedKeys = new Set<string>();
  private readonly judged = new Map<string, boolean>();
  private accountsVisited = 0;

  constructor(
    private readonly signedKeys: ReadonlySet<string>,
    private readonly lookup: AuthorityLookup,
  ) {}

  /** True when any of `topRoles` of `account` is met, nested accounts judged by `nestedRole`. */
  meets(account: string, topRoles: Role[], nestedRole: Role): boolean {
    let met = false;
    for (const role of topRoles) {
      const authority = this.lookup(account, role);
      // Keep walking after a success so every relevant key counts as used.
      if (authority && this.isMet(authority, nestedRole, 0)) met = true;
    }
    return met;
  }

  private isMet(authority: AuthorityValue, nestedRole: Role, depth: number): boolean {
    let weight = 0;
    for (const [key, keyWeight] of authority.key_auths) {
      if (this.signedKeys.has(key)) {
        this.usedKeys.add(key);
        weight += keyWeight;
      }
    }
    if (depth < HIVE_MAX_SIG_CHECK_DEPTH) {
      for (const [account, accountWeight] of authority.account_auths) {
        if (this.isAccountMet(account, nestedRole, depth + 1)) weight += accountWeight;
      }
    }
    return weight >= authority.weight_threshold;
  }

  private isAccountMet(account: string, role: Role, depth: number): boolean {
    const memoKey = `${role}:${depth}:${account}`;
    const known = this.judged.get(memoKey);
    if (known !== undefined) return known;
    // hived bounds the accounts one check may visit; past the bound an account does not count.
    this.accountsVisited += 1;
    const authority =
      this.accountsVisited <= HIVE_MAX_SIG_CHECK_ACCOUNTS ? this.lookup(account, role) : undefined;
    const met = authority !== undefined && this.isMet(authority, role, depth);
    this.judged.set(memoKey, met);
    return met;
  }
}
