import { formatAsset } from './asset';
import type { ChainState, CommentState, VoteState } from './chainState';
import { commentKey } from './chainState';
import { fcInteger } from './fcJson';

const NEVER = '1970-01-01T00:00:00';

/** A vote as `get_active_votes` and `get_content().active_votes` list it. */
export function activeVote(vote: VoteState): Record<string, unknown> {
  return {
    voter: vote.voter,
    weight: fcInteger(vote.rshares),
    rshares: fcInteger(vote.rshares),
    percent: vote.percent,
    reputation: 0,
    time: vote.time,
  };
}

/**
 * A post or comment as `condenser_api.get_content` returns it; for a missing one, the blank record
 * hived answers with (empty author and permlink, id 0), which clients test for.
 */
export function contentRecord(
  state: ChainState,
  comment: CommentState | undefined,
): Record<string, unknown> {
  if (!comment) return { ...blank(), id: 0, author: '', permlink: '' };
  const key = commentKey(comment.author, comment.permlink);
  const votes = state.votes.get(key) ?? [];
  const netRshares = votes.reduce((sum, vote) => sum + vote.rshares, 0);
  const root = state.comments.get(commentKey(comment.root_author, comment.root_permlink));
  const rebloggedBy = [...state.reblogs.values()]
    .flat()
    .filter((r) => r.author === comment.author && r.permlink === comment.permlink)
    .map((r) => r.account);
  return {
    ...blank(),
    id: comment.id,
    author: comment.author,
    permlink: comment.permlink,
    category: comment.category,
    parent_author: comment.parent_author,
    parent_permlink: comment.parent_permlink,
    title: comment.title,
    body: comment.body,
    json_metadata: comment.json_metadata,
    last_update: comment.last_update,
    created: comment.created,
    active: comment.last_update,
    depth: comment.depth,
    children: comment.children,
    net_rshares: netRshares,
    abs_rshares: votes.reduce((sum, vote) => sum + Math.abs(vote.rshares), 0),
    vote_rshares: votes.reduce((sum, vote) => sum + Math.max(vote.rshares, 0), 0),
    net_votes:
      votes.filter((v) => v.percent > 0).length - votes.filter((v) => v.percent < 0).length,
    root_author: comment.root_author,
    root_permlink: comment.root_permlink,
    root_title: root?.title ?? comment.title,
    max_accepted_payout: formatAsset({ amount: comment.max_accepted_payout, symbol: 'HBD' }),
    percent_hbd: comment.percent_hbd,
    allow_votes: comment.allow_votes,
    allow_curation_rewards: comment.allow_curation_rewards,
    beneficiaries: comment.beneficiaries,
    url: `/${comment.category}/@${comment.root_author}/${comment.root_permlink}${comment.depth > 0 ? `#@${comment.author}/${comment.permlink}` : ''}`,
    active_votes: votes.map(activeVote),
    body_length: comment.body.length,
    reblogged_by: rebloggedBy,
  };
}

function blank(): Record<string, unknown> {
  return {
    category: '',
    parent_author: '',
    parent_permlink: '',
    title: '',
    body: '',
    json_metadata: '',
    last_update: NEVER,
    created: NEVER,
    active: NEVER,
    last_payout: NEVER,
    depth: 0,
    children: 0,
    net_rshares: 0,
    abs_rshares: 0,
    vote_rshares: 0,
    children_abs_rshares: 0,
    cashout_time: NEVER,
    max_cashout_time: NEVER,
    total_vote_weight: 0,
    reward_weight: 10000,
    total_payout_value: '0.000 HBD',
    curator_payout_value: '0.000 HBD',
    author_rewards: 0,
    net_votes: 0,
    root_author: '',
    root_permlink: '',
    max_accepted_payout: '0.000 HBD',
    percent_hbd: 10000,
    allow_replies: true,
    allow_votes: true,
    allow_curation_rewards: true,
    beneficiaries: [],
    url: '',
    root_title: '',
    pending_payout_value: '0.000 HBD',
    total_pending_payout_value: '0.000 HIVE',
    active_votes: [],
    replies: [],
    author_reputation: 0,
    promoted: '0.000 HBD',
    body_length: 0,
    reblogged_by: [],
  };
}
