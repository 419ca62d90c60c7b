import type { Authority, AuthorityRole, ChainAccount } from './account';
import { HIVE_MAX_SIG_CHECK_ACCOUNTS, HIVE_MAX_SIG_CHECK_DEPTH } from './chainLimits';

/** How one signature met an account's posting authority. */
export interface KeyProof {
  /** The lowest of the account's authorities the key met (a higher role meets posting, as on the chain). */
  role: AuthorityRole;
  /** Set when the key is not the account's own but one of an account it delegates to (account_auths). */
  delegate?: string;
}

/** Loads account records by name (absent names are missing from the answer). */
export type AccountLoader = (names: readonly string[]) => Promise<Map<string, ChainAccount>>;

/**
 * Whether a signature by `key` alone would meet `account`'s posting authority on the chain: the
 * posting, else active, else owner authority, each met by the key's weight plus the weights of the
 * listed accounts (account_auths) whose posting authority the key meets in turn, followed to
 * hived's depth and account bound (as devnet/authority.ts judges transactions; hived's
 * libraries/protocol/transaction_util.cpp). Undefined when it would not.
 */
export async function keyAuthority(
  account: ChainAccount,
  key: string,
  load: AccountLoader,
): Promise<KeyProof | undefined> {
  const walk = new DelegationWalk(key, load);
  for (const role of ['posting', 'active', 'owner'] as const) {
    const signer = await walk.signerMeeting(account[role], account.name, 0);
    if (signer) return signer === account.name ? { role } : { role, delegate: signer };
  }
  return undefined;
}

class DelegationWalk {
  private visited = 0;

  constructor(
    private readonly key: string,
    private readonly load: AccountLoader,
  ) {}

  /** The account whose key met `owner`'s `authority` (`owner` itself when its own key counted), or undefined. */
  async signerMeeting(
    authority: Authority,
    owner: string,
    depth: number,
  ): Promise<string | undefined> {
    let weight = authority.key_auths.find(([k]) => k === this.key)?.[1] ?? 0;
    let signer = weight > 0 ? owner : undefined;
    if (weight >= authority.weight_threshold) return signer;
    if (depth >= HIVE_MAX_SIG_CHECK_DEPTH || authority.account_auths.length === 0) return undefined;
    const names = authority.account_auths.map(([name]) => name);
    const room = Math.max(0, HIVE_MAX_SIG_CHECK_ACCOUNTS - this.visited);
    this.visited += names.length;
    const nested =
      room > 0 ? await this.load(names.slice(0, room)) : new Map<string, ChainAccount>();
    for (const [name, accountWeight] of authority.account_auths) {
      const record = nested.get(name);
      const delegate = record && (await this.signerMeeting(record.posting, name, depth + 1));
      if (!delegate) continue;
      weight += accountWeight;
      signer ??= delegate;
      if (weight >= authority.weight_threshold) return signer;
    }
    return undefined;
  }
}
