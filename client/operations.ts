/**
 * The operations the client builds, typed as the chain defines them
 * (hive/libraries/protocol/include/hive/protocol/hive_operations.hpp), and the builders the
 * client's methods use. Assets are strings with 3 (HIVE, HBD) or 6 (VESTS) decimals: `'1.000 HIVE'`.
 */

export interface VoteFields {
  voter: string;
  author: string;
  permlink: string;
  /** -10000 (a full downvote) … 10000 (a full upvote). */
  weight: number;
}

export interface CommentFields {
  /** `''` for a post; the parent's author for a reply. */
  parent_author: string;
  /** The post's first tag (category) for a post; the parent's permlink for a reply. */
  parent_permlink: string;
  author: string;
  permlink: string;
  title: string;
  body: string;
  /** Serialized JSON. */
  json_metadata: string;
}

export interface DeleteCommentFields {
  author: string;
  permlink: string;
}

export interface CommentOptionsFields {
  author: string;
  permlink: string;
  max_accepted_payout: string;
  percent_hbd: number;
  allow_votes: boolean;
  allow_curation_rewards: boolean;
  extensions: [0, { beneficiaries: { account: string; weight: number }[] }][];
}

export interface CustomJsonFields {
  /** Must be empty for /api/broadcast: the service signs with posting authority. */
  required_auths: string[];
  required_posting_auths: string[];
  id: string;
  /** Serialized JSON. */
  json: string;
}

export interface ClaimRewardBalanceFields {
  account: string;
  reward_hive: string;
  reward_hbd: string;
  reward_vests: string;
}

export interface AccountUpdate2Fields {
  account: string;
  /** Serialized JSON; `''` leaves it unchanged (changing it needs the active key). */
  json_metadata: string;
  /** Serialized JSON; `''` leaves it unchanged. */
  posting_json_metadata: string;
  extensions: [];
}

/** An operation /api/broadcast accepts. */
export type BroadcastOperation =
  | ['vote', VoteFields]
  | ['comment', CommentFields]
  | ['delete_comment', DeleteCommentFields]
  | ['comment_options', CommentOptionsFields]
  | ['custom_json', CustomJsonFields]
  | ['claim_reward_balance', ClaimRewardBalanceFields]
  | ['account_update2', AccountUpdate2Fields];

/** Any chain operation, for sign links (transfers and other active-key operations). */
export type Operation = BroadcastOperation | [string, Record<string, unknown>];

/** A transaction for a sign link; `__ref_block_num`, `__ref_block_prefix` and `__expiration` are filled in by the sign page. */
export interface Transaction {
  ref_block_num: number | '__ref_block_num';
  ref_block_prefix: number | '__ref_block_prefix';
  expiration: string;
  operations: Operation[];
  extensions: unknown[];
}

/** What the follow plugin's `custom_json` (id `follow`) says. */
export type FollowWhat = 'blog' | 'ignore';

export function vote(
  voter: string,
  author: string,
  permlink: string,
  weight: number,
): ['vote', VoteFields] {
  return ['vote', { voter, author, permlink, weight }];
}

export function comment(
  parentAuthor: string,
  parentPermlink: string,
  author: string,
  permlink: string,
  title: string,
  body: string,
  jsonMetadata: string | object,
): ['comment', CommentFields] {
  const json_metadata =
    typeof jsonMetadata === 'string' ? jsonMetadata : JSON.stringify(jsonMetadata);
  return [
    'comment',
    {
      parent_author: parentAuthor,
      parent_permlink: parentPermlink,
      author,
      permlink,
      title,
      body,
      json_metadata,
    },
  ];
}

export function deleteComment(
  author: string,
  permlink: string,
): ['delete_comment', DeleteCommentFields] {
  return ['delete_comment', { author, permlink }];
}

export function customJson(
  requiredAuths: string[],
  requiredPostingAuths: string[],
  id: string,
  json: string | object,
): ['custom_json', CustomJsonFields] {
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  return [
    'custom_json',
    { required_auths: requiredAuths, required_posting_auths: requiredPostingAuths, id, json: text },
  ];
}

/** follow (`['blog']`), ignore (`['ignore']`) and unfollow (`[]`) are one follow-plugin message. */
export function followAs(
  follower: string,
  following: string,
  what: FollowWhat[],
): ['custom_json', CustomJsonFields] {
  return customJson([], [follower], 'follow', ['follow', { follower, following, what }]);
}

export function reblog(
  account: string,
  author: string,
  permlink: string,
): ['custom_json', CustomJsonFields] {
  return customJson([], [account], 'follow', ['reblog', { account, author, permlink }]);
}

export function claimRewardBalance(
  account: string,
  rewardHive: string,
  rewardHbd: string,
  rewardVests: string,
): ['claim_reward_balance', ClaimRewardBalanceFields] {
  return [
    'claim_reward_balance',
    { account, reward_hive: rewardHive, reward_hbd: rewardHbd, reward_vests: rewardVests },
  ];
}

/** Replaces the account's posting_json_metadata (the profile lives there), leaving json_metadata as it is. */
export function updatePostingMetadata(
  account: string,
  metadata: object,
): ['account_update2', AccountUpdate2Fields] {
  return [
    'account_update2',
    { account, json_metadata: '', posting_json_metadata: JSON.stringify(metadata), extensions: [] },
  ];
}
