import { formatAsset, parseAsset } from './asset';
import { HIVE_100_PERCENT, HIVE_MAX_VOTE_CHANGES } from './chainParameters';
import type { AccountState, AuthorityValue, ChainState, CommentState } from './chainState';
import { commentKey } from './chainState';
import { chainAssert } from './errors';
import { applyFollowJson } from './followPlugin';
import type { OperationBody } from './operationRules';

/**
 * Applies a validated, authorized operation to the state: hived's evaluators, reduced to the
 * effects the service reads back, with the state checks that can refuse it (hived's messages).
 * Runs inside a journal: a refusal here undoes the transaction's earlier operations too.
 */
export function applyOperation(state: ChainState, [name, op]: [string, OperationBody], now: string): void {
  const apply = EVALUATORS[name];
  chainAssert(apply, 'has_evaluator', `No evaluator for ${name}`);
  apply(state, op, now);
}

type Evaluator = (state: ChainState, op: OperationBody, now: string) => void;

const EVALUATORS: Readonly<Record<string, Evaluator>> = {
  vote: applyVote,
  comment: applyComment,
  delete_comment: applyDeleteComment,
  comment_options: applyCommentOptions,
  custom_json: applyCustomJson,
  claim_reward_balance: applyClaimRewardBalance,
  account_update: (state, op, now) => applyAccountUpdate(state, op, now, { postingJsonMetadata: false }),
  account_update2: (state, op, now) => applyAccountUpdate(state, op, now, { postingJsonMetadata: true }),
  transfer: applyTransfer,
};

function existingAccount(state: ChainState, name: string): AccountState {
  const account = state.accounts.get(name);
  chainAssert(account, 'account != nullptr', `Account ${name} does not exist`);
  return account;
}

function existingComment(state: ChainState, author: string, permlink: string): CommentState {
  const found = state.comments.get(commentKey(author, permlink));
  chainAssert(found, 'comment != nullptr', `Could not find comment ${author}/${permlink}`);
  return found;
}

function applyVote(state: ChainState, op: OperationBody, now: string): void {
  const voter = op.voter as string;
  const weight = op.weight as number;
  const target = existingComment(state, op.author as string, op.permlink as string);
  chainAssert(target.allow_votes, 'comment.allow_votes', 'Votes are not allowed on the comment.');
  const key = commentKey(target.author, target.permlink);
  const votes = state.votes.get(key) ?? [];
  const previous = votes.find((vote) => vote.voter === voter);
  if (previous) {
    chainAssert(previous.percent !== weight, 'itr->vote_percent != o.weight', 'Your current vote on this comment is identical to this vote.');
    chainAssert(previous.num_changes < HIVE_MAX_VOTE_CHANGES, 'itr->num_changes < HIVE_MAX_VOTE_CHANGES', 'Voter has used the maximum number of vote changes on this comment.');
  } else {
    chainAssert(weight !== 0, 'o.weight != 0', 'Vote weight cannot be 0.');
  }
  const account = existingAccount(state, voter);
  // No voting-power model: rshares are the vote's share of the voter's vests, enough to sort and sum.
  const rshares = Math.trunc((account.vesting_shares * weight) / HIVE_100_PERCENT);
  const vote = { voter, percent: weight, rshares, time: now, num_changes: previous ? previous.num_changes + 1 : 0 };
  state.votes.set(key, previous ? votes.map((v) => (v.voter === voter ? vote : v)) : [...votes, vote]);
  state.accounts.set(voter, { ...account, last_vote_time: now });
}

function applyComment(state: ChainState, op: OperationBody, now: string): void {
  const author = op.author as string;
  const permlink = op.permlink as string;
  const parentAuthor = op.parent_author as string;
  const parentPermlink = op.parent_permlink as string;
  const key = commentKey(author, permlink);
  const existing = state.comments.get(key);
  if (existing) {
    chainAssert(existing.parent_author === parentAuthor && existing.parent_permlink === parentPermlink, 'comment.parent == o.parent', 'The parent of a comment cannot change.');
    state.comments.set(key, { ...existing, title: op.title as string, body: op.body as string, json_metadata: op.json_metadata as string, last_update: now });
    return;
  }
  let parent: CommentState | undefined;
  if (parentAuthor !== '') {
    parent = state.comments.get(commentKey(parentAuthor, parentPermlink));
    chainAssert(parent, 'parent != nullptr', `Parent comment ${parentAuthor}/${parentPermlink} does not exist`);
    state.comments.set(commentKey(parent.author, parent.permlink), { ...parent, children: parent.children + 1 });
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
  state.accounts.set(author, { ...account, post_count: account.post_count + 1, last_post: now, last_root_post: parent ? account.last_root_post : now });
}

function applyDeleteComment(state: ChainState, op: OperationBody): void {
  const target = existingComment(state, op.author as string, op.permlink as string);
  chainAssert(target.children === 0, 'comment.children == 0', 'Cannot delete a comment with replies.');
  const key = commentKey(target.author, target.permlink);
  const netRshares = (state.votes.get(key) ?? []).reduce((sum, vote) => sum + vote.rshares, 0);
  chainAssert(netRshares <= 0, 'comment.net_rshares <= 0', 'Cannot delete a comment with net positive votes.');
  state.comments.delete(key);
  state.votes.delete(key);
  if (target.parent_author !== '') {
    const parentKey = commentKey(target.parent_author, target.parent_permlink);
    const parent = state.comments.get(parentKey);
    if (parent) state.comments.set(parentKey, { ...parent, children: parent.children - 1 });
  }
}

function applyCommentOptions(state: ChainState, op: OperationBody): void {
  const target = existingComment(state, op.author as string, op.permlink as string);
  const payout = parseAsset(op.max_accepted_payout, 'max_accepted_payout').amount;
  chainAssert(payout <= target.max_accepted_payout, 'comment.max_accepted_payout >= o.max_accepted_payout', 'A comment cannot accept a greater payout.');
  chainAssert((op.percent_hbd as number) <= target.percent_hbd, 'comment.percent_hbd >= o.percent_hbd', 'A comment cannot accept a greater percent HBD.');
  chainAssert(!op.allow_votes || target.allow_votes, 'comment.allow_votes || !o.allow_votes', 'Voting cannot be re-enabled.');
  chainAssert(!op.allow_curation_rewards || target.allow_curation_rewards, 'comment.allow_curation_rewards || !o.allow_curation_rewards', 'Curation rewards cannot be re-enabled.');
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

/** The `[0, { beneficiaries }]` extension, checked as hived does; undefined when absent. */
function beneficiariesOf(state: ChainState, extensions: unknown[], target: CommentState): CommentState['beneficiaries'] | undefined {
  let found: CommentState['beneficiaries'] | undefined;
  for (const extension of extensions) {
    const list = (extension as [number, { beneficiaries?: unknown }])?.[1]?.beneficiaries;
    chainAssert(Array.isArray(list), 'is_beneficiaries', 'Unknown comment_options extension');
    chainAssert(target.beneficiaries.length === 0, 'comment.beneficiaries.size() == 0', 'Comment already has beneficiaries specified.');
    chainAssert(!state.votes.get(commentKey(target.author, target.permlink))?.length, 'comment.abs_rshares == 0', 'Comment must not have been voted on before specifying beneficiaries.');
    let total = 0;
    let previousName = '';
    found = list.map((entry: { account?: unknown; weight?: unknown }) => {
      const account = entry?.account;
      const weight = entry?.weight;
      chainAssert(typeof account === 'string' && state.accounts.has(account), 'beneficiary exists', `Beneficiary ${String(account)} must exist.`);
      chainAssert(Number.isInteger(weight) && (weight as number) > 0, 'weight > 0', 'Beneficiary weight must be positive');
      chainAssert(account > previousName, 'sorted', 'Benficiaries must be specified in sorted order (account ascending)');
      previousName = account;
      total += weight as number;
      return { account, weight: weight as number };
    });
    chainAssert(total <= HIVE_100_PERCENT, 'sum <= HIVE_100_PERCENT', 'Cannot allocate more than 100% of rewards to a comment');
  }
  return found;
}

function applyCustomJson(state: ChainState, op: OperationBody, now: string): void {
  if (op.id === 'follow') applyFollowJson(state, op.json as string, op.required_posting_auths as string[], now);
}

function applyClaimRewardBalance(state: ChainState, op: OperationBody): void {
  const account = existingAccount(state, op.account as string);
  const hive = parseAsset(op.reward_hive, 'reward_hive');
  const hbd = parseAsset(op.reward_hbd, 'reward_hbd');
  const vests = parseAsset(op.reward_vests, 'reward_vests');
  const claims = [[hive, account.reward_hive_balance], [hbd, account.reward_hbd_balance], [vests, account.reward_vesting_balance]] as const;
  for (const [claim, available] of claims) {
    chainAssert(claim.amount <= available, `op.reward_${claim.symbol.toLowerCase()} <= acnt.reward_balance`,
      `Cannot claim that much ${claim.symbol}. Claim: ${formatAsset(claim)} Actual: ${formatAsset({ amount: available, symbol: claim.symbol })}`);
  }
  state.accounts.set(account.name, {
    ...account,
    reward_hive_balance: account.reward_hive_balance - hive.amount,
    reward_hbd_balance: account.reward_hbd_balance - hbd.amount,
    reward_vesting_balance: account.reward_vesting_balance - vests.amount,
    balance: account.balance + hive.amount,
    hbd_balance: account.hbd_balance + hbd.amount,
    vesting_shares: account.vesting_shares + vests.amount,
  });
}

/** One hour between owner changes, as HIVE_OWNER_UPDATE_LIMIT. */
const OWNER_UPDATE_LIMIT_MS = 60 * 60 * 1000;

function applyAccountUpdate(state: ChainState, op: OperationBody, now: string, form: { postingJsonMetadata: boolean }): void {
  const account = existingAccount(state, op.account as string);
  const changes: Partial<AccountState> = { last_account_update: now };
  for (const role of ['owner', 'active', 'posting'] as const) {
    const authority = op[role] as AuthorityValue | undefined | null;
    if (!authority) continue;
    for (const [name] of authority.account_auths) {
      chainAssert(state.accounts.has(name), 'account exists', `New ${role} authority references a non-existing account ${name}.`);
    }
    changes[role] = authority;
  }
  if (changes.owner) {
    const sinceLastChange = Date.parse(`${now}Z`) - Date.parse(`${account.last_owner_update}Z`);
    chainAssert(sinceLastChange >= OWNER_UPDATE_LIMIT_MS, 'now - last_owner_update >= HIVE_OWNER_UPDATE_LIMIT', 'Owner authority can only be updated once an hour.');
    changes.last_owner_update = now;
  }
  if (typeof op.memo_key === 'string') changes.memo_key = op.memo_key;
  // hived keeps the old metadata when the operation's field is empty.
  if (op.json_metadata !== '') changes.json_metadata = op.json_metadata as string;
  if (form.postingJsonMetadata && op.posting_json_metadata !== '') changes.posting_json_metadata = op.posting_json_metadata as string;
  state.accounts.set(account.name, { ...account, ...changes });
}

function applyTransfer(state: ChainState, op: OperationBody): void {
  const from = existingAccount(state, op.from as string);
  const to = existingAccount(state, op.to as string);
  const amount = parseAsset(op.amount, 'amount');
  const field = amount.symbol === 'HIVE' ? 'balance' : 'hbd_balance';
  chainAssert(from[field] >= amount.amount, '_db.get_balance( from_account, o.amount.symbol ) >= o.amount', 'Account does not have sufficient funds for transfer.');
  state.accounts.set(from.name, { ...from, [field]: from[field] - amount.amount });
  const receiver = from.name === to.name ? existingAccount(state, to.name) : to;
  state.accounts.set(to.name, { ...receiver, [field]: receiver[field] + amount.amount });
}
