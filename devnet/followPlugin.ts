import type { ChainState, FollowWhat } from './chainState';
import { commentKey } from './chainState';
import { chainAssert } from './errors';
import { validateAccountName, validatePermlink } from './validators';

/**
 * The follow plugin's reading of `custom_json` with id `follow`:
 * `["follow", {follower, following, what: ["blog"] | ["ignore"] | []}]` (empty = unfollow) and
 * `["reblog", {account, author, permlink}]`. As hived's plugin does, the acting account must be
 * among the operation's required_posting_auths, and a malformed payload refuses the transaction.
 */
export function applyFollowJson(
  state: ChainState,
  json: string,
  postingAuths: readonly string[],
  now: string,
): void {
  const payload: unknown = JSON.parse(json);
  chainAssert(
    Array.isArray(payload) && payload.length === 2 && typeof payload[0] === 'string',
    'is_follow_operation',
    'follow json must be ["follow"|"reblog", {...}]',
  );
  const [kind, body] = payload as [string, Record<string, unknown>];
  chainAssert(
    body !== null && typeof body === 'object',
    'is_object',
    `${kind}: the payload must be an object`,
  );
  if (kind === 'follow') applyFollow(state, body, postingAuths);
  else if (kind === 'reblog') applyReblog(state, body, postingAuths, now);
  else chainAssert(false, 'is_follow_operation', `Unknown follow plugin operation ${kind}`);
}

function applyFollow(
  state: ChainState,
  body: Record<string, unknown>,
  postingAuths: readonly string[],
): void {
  const { follower, following, what } = body;
  validateAccountName(follower, 'follower');
  validateAccountName(following, 'following');
  chainAssert(
    postingAuths.includes(follower),
    'o.required_posting_auths.contains( follower )',
    `Missing Posting Authority ${follower}`,
  );
  chainAssert(follower !== following, 'follower != following', 'You cannot follow yourself');
  chainAssert(
    state.accounts.has(following),
    'account exists',
    `Account ${following} does not exist`,
  );
  chainAssert(
    Array.isArray(what) && what.every((item) => item === 'blog' || item === 'ignore'),
    'is_valid_what',
    'what must be a list of "blog" or "ignore"',
  );
  chainAssert(
    !(what.includes('blog') && what.includes('ignore')),
    '!(blog && ignore)',
    'Cannot follow blog and ignore author at the same time',
  );
  const current = { ...(state.follows.get(follower) ?? {}) };
  if (what.length === 0) delete current[following];
  else current[following] = [...new Set(what as FollowWhat[])];
  state.follows.set(follower, current);
}

function applyReblog(
  state: ChainState,
  body: Record<string, unknown>,
  postingAuths: readonly string[],
  now: string,
): void {
  const { account, author, permlink } = body;
  validateAccountName(account, 'account');
  validateAccountName(author, 'author');
  validatePermlink(permlink);
  chainAssert(
    postingAuths.includes(account),
    'o.required_posting_auths.contains( account )',
    `Missing Posting Authority ${account}`,
  );
  chainAssert(account !== author, 'account != author', 'You cannot reblog your own content');
  const post = state.comments.get(commentKey(author, permlink));
  chainAssert(post, 'comment exists', `Comment @${author}/${permlink} does not exist`);
  chainAssert(
    post.depth === 0,
    'comment.parent_author.size() == 0',
    'Only top level posts can be reblogged',
  );
  const reblogs = state.reblogs.get(account) ?? [];
  chainAssert(
    !reblogs.some((r) => r.author === author && r.permlink === permlink),
    'not yet reblogged',
    'Account has already reblogged this post',
  );
  state.reblogs.set(account, [...reblogs, { account, author, permlink, time: now }]);
}
