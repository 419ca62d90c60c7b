import { parseAsset } from './asset';
import {
  HIVE_100_PERCENT,
  HIVE_MAX_COMMENT_BENEFICIARIES,
  HIVE_MAX_VOTE_CHANGES,
} from './chainParameters';
import { chainTimeToMs } from './chainTime';
import type { ChainState, CommentState } from './chainState';
import { commentKey } from './chainState';
import { chainAssert } from './errors';
import type { OperationBody } from './operationRules';
import { existingAccount, existingComment } from './stateLookups';

/** Evaluators of the content operations: vote, comment, delete_comment, comment_options. */

export function applyVote(state: ChainState, op: OperationBody, now: string): void {
  const voter = op.voter as string;
  const weight = op.weight as number;
  const target = existingComment(state, op.author as string, op.permlink as string);
  chainAssert(target.allow_votes, 'comment.allow_votes', 'Votes are not allowed on the comment.');
  const key = commentKey(target.author, target.permlink);
  const votes = state.votes.get(key) ?? [];
  const previous = votes.find((vote) => vote.voter === voter);
  if (previous) {
    chainAssert(
      previous.percent !== weight,
      'itr->vote_percent != o.weight',
      'Your current vote on this comment is identical to this vote.',
    );
    chainAssert(
      previous.num_changes < HIVE_MAX_VOTE_CHANGES,
      'itr->num_changes < HIVE_MAX_VOTE_CHANGES',
      'Voter has used the maximum number of vote changes on this comment.',
    );
  } else {
    chainAssert(weight !== 0, 'o.weight != 0', 'Vote weight cannot be 0.');
  }
  const account = existingAccount(state, voter);
  // No voting-power model: rshares are the vote's share of the voter's vests, enough to sort and sum.
  const rshares = Math.trunc((account.vesting_shares * weight) / HIVE_100_PERCENT);
  const vote = {
    voter,
    percent: weight,
    rshares,
    time: now,
    num_changes: previous ? previous.num_changes + 1 : 0,
  };
  state.votes.set(
    key,
    previous ? votes.map((v) => (v.voter === voter ? vote : v)) : [...votes, vote],
  );
  state.accounts.set(voter, { ...account, last_vote_time: now });
}

export function applyComment(state: ChainState, op: OperationBody, now: string): void {
  const author = op.author as string;
  const permlink = op.permlink as string;
  const parentAuthor = op.parent_author as string;
  const parentPermlink = op.parent_permlink as string;
  const key = commentKey(author, permlink);
  const existing = state.comments.get(key);
  if (existing) {
    chainAssert(
      existing.parent_author === parentAuthor && existing.parent_permlink === parentPermlink,
      'comment.parent == o.parent',
      'The parent of a comment cannot change.',
    );
    state.comments.set(key, {
      ...existing,
      title: op.title as string,
      body: op.body as string,
      json_metadata: op.json_metadata as string,
      last_update: now,
    });
    return;
  }
  let parent: CommentState | undefined;
  checkPostInterval(state, author, parentAuthor === '', now);
  if (parentAuthor !== '') {
    parent = state.comments.get(commentKey(parentAuthor, parentPermlink));
    chainAssert(
      parent,
      'parent != nullptr',
      `Parent comment ${parentAuthor}/${parentPermlink} does not exist`,
    );
    state.comments.set(commentKey(parent.author, parent.permlink), {
      ...parent,
      children: parent.children + 1,
    });
  }
  state.comments.set(key, {
    id: state.nextId('comment'),
    author,
    permlink,
    parent_author: parentAuthor,
    parent_permlink: parentPermlink,
    category: parent ? parent.category : parentPermlink,
    root_author: parent ? parent.root_author : author,
    root_permlink: parent ? parent.root_permlink : permlink,
    title: op.title as string,
    body: op.body as string,
    json_metadata: op.json_metadata as string,
    depth: parent ? parent.depth + 1 : 0,
    children: 0,
    created: now,
    last_update: now,
    max_accepted_payout: 1_000_000_000,
    percent_hbd: HIVE_100_PERCENT,
    allow_votes: true,
    allow_curation_rewards: true,
    beneficiaries: [],
  });
  const account = existingAccount(state, author);
  state.accounts.set(author, {
    ...account,
    post_count: account.post_count + 1,
    last_post: now,
    last_root_post: parent ? account.last_root_post : now,
  });
}

/** hived's comment_evaluator (hive_evaluator_social.cpp): a new comment waits out its author's interval. */
function checkPostInterval(state: ChainState, author: string, root: boolean, now: string): void {
  if (!state.postIntervals) return;
  const account = existingAccount(state, author);
  const seconds = (from: string) => (chainTimeToMs(now) - chainTimeToMs(from)) / 1000;
  const { rootSeconds, replySeconds } = state.postIntervals;
  if (root)
    chainAssert(
      seconds(account.last_root_post) > rootSeconds,
      '( _now - auth.last_root_post ) > HIVE_MIN_ROOT_COMMENT_INTERVAL',
      'You may only post once every 5 minutes.',
      { now, last_root_post: account.last_root_post },
    );
  else
    chainAssert(
      seconds(account.last_post) >= replySeconds,
      '( _now - auth.last_post ) >= HIVE_MIN_REPLY_INTERVAL',
      'You may only comment once every 3 seconds.',
      { now, 'auth.last_post': account.last_post },
    );
}

export function applyDeleteComment(state: ChainState, op: OperationBody): void {
  const target = existingComment(state, op.author as string, op.permlink as string);
  chainAssert(
    target.children === 0,
    'comment.children == 0',
    'Cannot delete a comment with replies.',
  );
  const key = commentKey(target.author, target.permlink);
  const netRshares = (state.votes.get(key) ?? []).reduce((sum, vote) => sum + vote.rshares, 0);
  chainAssert(
    netRshares <= 0,
    'comment.net_rshares <= 0',
    'Cannot delete a comment with net positive votes.',
  );
  state.comments.delete(key);
  state.votes.delete(key);
  if (target.parent_author !== '') {
    const parentKey = commentKey(target.parent_author, target.parent_permlink);
    const parent = state.comments.get(parentKey);
    if (parent) state.comments.set(parentKey, { ...parent, children: parent.children - 1 });
  }
}

export function applyCommentOptions(state: ChainState, op: OperationBody): void {
  const target = existingComment(state, op.author as string, op.permlink as string);
  const payout = parseAsset(op.max_accepted_payout, 'max_accepted_payout').amount;
  chainAssert(
    payout <= target.max_accepted_payout,
    'comment.max_accepted_payout >= o.max_accepted_payout',
    'A comment cannot accept a greater payout.',
  );
  chainAssert(
    (op.percent_hbd as number) <= target.percent_hbd,
    'comment.percent_hbd >= o.percent_hbd',
    'A comment cannot accept a greater percent HBD.',
  );
  chainAssert(
    !op.allow_votes || target.allow_votes,
    'comment.allow_votes || !o.allow_votes',
    'Voting cannot be re-enabled.',
  );
  chainAssert(
    !op.allow_curation_rewards || target.allow_curation_rewards,
    'comment.allow_curation_rewards || !o.allow_curation_rewards',
    'Curation rewards cannot be re-enabled.',
  );
  const beneficiaries = beneficiariesOf(state, op.extensions as unknown[], target);
  state.comments.set(commentKey(target.author, target.permlink), {
    ...target,
    max_accepted_payout: payout,
    percent_hbd: op.percent_hbd as number,
    allow_votes: op.allow_votes as boolean,
    allow_curation_rewards: op.allow_curation_rewards as boolean,
    beneficiaries: beneficiaries ?? target.beneficiaries,
  });
}

/**
 * The `[0, { beneficiaries }]` extension against the comment, as hived's evaluator checks it (its
 * shape, count, weights and order were validated with the operation); undefined when absent.
 */
function beneficiariesOf(
  state: ChainState,
  extensions: unknown[],
  target: CommentState,
): CommentState['beneficiaries'] | undefined {
  let found: CommentState['beneficiaries'] | undefined;
  for (const extension of extensions) {
    const list = (
      extension as [number, { beneficiaries: { account: string; weight: number }[] }]
    )[1].beneficiaries;
    chainAssert(
      target.beneficiaries.length === 0,
      'comment.beneficiaries.size() == 0',
      'Comment already has beneficiaries specified.',
    );
    chainAssert(
      !state.votes.get(commentKey(target.author, target.permlink))?.length,
      'comment.abs_rshares == 0',
      'Comment must not have been voted on before specifying beneficiaries.',
    );
    chainAssert(
      list.length <= HIVE_MAX_COMMENT_BENEFICIARIES,
      'beneficiaries.size() <= HIVE_MAX_COMMENT_BENEFICIARIES',
      `Cannot specify more than ${HIVE_MAX_COMMENT_BENEFICIARIES} beneficiaries.`,
    );
    found = list.map(({ account, weight }) => {
      chainAssert(
        state.accounts.has(account),
        'beneficiary exists',
        `Beneficiary "${account}" must exist.`,
      );
      return { account, weight };
    });
  }
  return found;
}
