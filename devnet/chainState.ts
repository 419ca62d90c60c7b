import { REPLY_INTERVAL_SECONDS, ROOT_POST_INTERVAL_SECONDS } from '../core/broadcast/chainLimits';
import { Journal, JournaledMap } from './journal';

/** An authority as hived stores it; key_auths hold public keys in text form (e.g. `STM…`). */
export interface AuthorityValue {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

export type Role = 'owner' | 'active' | 'posting';

/** One account. Amounts are in the smallest unit (0.001 HIVE/HBD, 0.000001 VESTS). */
export interface AccountState {
  id: number;
  name: string;
  owner: AuthorityValue;
  active: AuthorityValue;
  posting: AuthorityValue;
  memo_key: string;
  json_metadata: string;
  posting_json_metadata: string;
  balance: number;
  hbd_balance: number;
  vesting_shares: number;
  reward_hive_balance: number;
  reward_hbd_balance: number;
  reward_vesting_balance: number;
  /** Chain time strings, `YYYY-MM-DDTHH:MM:SS`. */
  created: string;
  last_owner_update: string;
  last_account_update: string;
  last_post: string;
  last_root_post: string;
  last_vote_time: string;
  post_count: number;
  /** RC manabar (resourceCredits.ts): mana at `rc_last_update` (seconds since the epoch). */
  rc_mana: number;
  rc_last_update: number;
}

export interface CommentState {
  id: number;
  author: string;
  permlink: string;
  parent_author: string;
  parent_permlink: string;
  category: string;
  root_author: string;
  root_permlink: string;
  title: string;
  body: string;
  json_metadata: string;
  depth: number;
  children: number;
  created: string;
  last_update: string;
  /** In 0.001 HBD. */
  max_accepted_payout: number;
  percent_hbd: number;
  allow_votes: boolean;
  allow_curation_rewards: boolean;
  beneficiaries: { account: string; weight: number }[];
}

export interface VoteState {
  voter: string;
  /** The vote's weight, -10000..10000. */
  percent: number;
  /** Stand-in for hived's rshares: the dev chain has no voting power model. */
  rshares: number;
  time: string;
  num_changes: number;
}

export type FollowWhat = 'blog' | 'ignore';

export interface ReblogState {
  account: string;
  author: string;
  permlink: string;
  time: string;
}

/** `author/permlink`: the key of a comment and of its votes. */
export function commentKey(author: string, permlink: string): string {
  return `${author}/${permlink}`;
}

/** Everything transactions change. Writes go through JournaledMaps so a failed transaction leaves no trace. */
/** The posting intervals the chain enforces (hived's testnet builds make them configurable too). */
export interface PostIntervals {
  /** HIVE_MIN_ROOT_COMMENT_INTERVAL, seconds. */
  rootSeconds: number;
  /** HIVE_MIN_REPLY_INTERVAL, seconds. */
  replySeconds: number;
}

export class ChainState {
  readonly journal = new Journal();
  /** Undefined: not enforced (tests and benchmarks that post again at once). */
  postIntervals: PostIntervals | undefined = {
    rootSeconds: ROOT_POST_INTERVAL_SECONDS,
    replySeconds: REPLY_INTERVAL_SECONDS,
  };
  readonly accounts = new JournaledMap<string, AccountState>(this.journal);
  readonly comments = new JournaledMap<string, CommentState>(this.journal);
  /** By comment key: the votes on it, in the order they were first cast. */
  readonly votes = new JournaledMap<string, readonly VoteState[]>(this.journal);
  /** By follower: whom they follow or ignore. */
  readonly follows = new JournaledMap<string, Readonly<Record<string, readonly FollowWhat[]>>>(
    this.journal,
  );
  /** By account: what they reblogged, oldest first. */
  readonly reblogs = new JournaledMap<string, readonly ReblogState[]>(this.journal);
  private readonly counters = new JournaledMap<'comment', number>(this.journal);

  nextId(kind: 'comment'): number {
    const id = this.counters.get(kind) ?? 0;
    this.counters.set(kind, id + 1);
    return id;
  }
}
