import { follows } from '../chainReads';
import { commentKey } from '../chainState';
import { activeVote, contentRecord } from '../contentRecord';
import type { DevChain } from '../DevChain';
import { RpcError } from '../errors';
import { integerArg, positional, stringArg } from '../rpcParams';
import { MAX_LIST, type MethodTable } from './method';

/** Posts, votes, reblogs and follows (what hivemind serves on a public node). */

function followList(
  chain: DevChain,
  params: unknown,
  name: string,
  side: 'follower' | 'following',
) {
  const [account, start, type, limit] = positional(params, name);
  const who = stringArg(account, side === 'follower' ? 'follower' : 'following');
  const from = start === null || start === undefined ? '' : stringArg(start, 'start');
  const what = stringArg(type ?? 'blog', 'type');
  if (what !== 'blog' && what !== 'ignore')
    throw RpcError.invalidParams('type must be "blog" or "ignore"');
  const count = integerArg(limit, 'limit', MAX_LIST);
  if (count < 0 || count > MAX_LIST)
    throw RpcError.invalidParams(`limit must be from 0 to ${MAX_LIST}`);
  const other = side === 'follower' ? 'following' : 'follower';
  return follows(chain, what)
    .filter((entry) => entry[side] === who && entry[other] >= from)
    .sort((a, b) => (a[other] < b[other] ? -1 : 1))
    .slice(0, count);
}

function commentArgs(params: unknown, name: string): [string, string] {
  const [author, permlink] = positional(params, name);
  return [stringArg(author, 'author'), stringArg(permlink, 'permlink')];
}

export const CONTENT_METHODS: MethodTable = {
  'condenser_api.get_content': (params, { chain }, name) => {
    const [author, permlink] = commentArgs(params, name);
    return contentRecord(chain.state, chain.state.comments.get(commentKey(author, permlink)));
  },
  'condenser_api.get_content_replies': (params, { chain }, name) => {
    const [author, permlink] = commentArgs(params, name);
    return [...chain.state.comments.values()]
      .filter((c) => c.parent_author === author && c.parent_permlink === permlink)
      .map((c) => contentRecord(chain.state, c));
  },
  'condenser_api.get_active_votes': (params, { chain }, name) => {
    const [author, permlink] = commentArgs(params, name);
    return (chain.state.votes.get(commentKey(author, permlink)) ?? []).map(activeVote);
  },
  'condenser_api.get_reblogged_by': (params, { chain }, name) => {
    const [author, permlink] = commentArgs(params, name);
    const accounts = [...chain.state.reblogs.values()]
      .flat()
      .filter((r) => r.author === author && r.permlink === permlink)
      .map((r) => r.account);
    return chain.state.comments.has(commentKey(author, permlink)) ? [author, ...accounts] : [];
  },
  'condenser_api.get_following': (params, { chain }, name) =>
    followList(chain, params, name, 'follower'),
  'condenser_api.get_followers': (params, { chain }, name) =>
    followList(chain, params, name, 'following'),
  'condenser_api.get_follow_count': (params, { chain }, name) => {
    const account = stringArg(positional(params, name)[0], 'account');
    const blog = follows(chain, 'blog');
    return {
      account,
      follower_count: blog.filter((f) => f.following === account).length,
      following_count: blog.filter((f) => f.follower === account).length,
    };
  },
};
