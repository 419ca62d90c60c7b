import { condenserAccount, databaseApiAccount } from './accountRecord';
import type { BlockProducer } from './blockProducer';
import {
  blockHeader,
  chainConfig,
  dynamicGlobalProperties,
  follows,
  fullBlock,
  includedTransaction,
  keyReferences,
} from './chainReads';
import { commentKey } from './chainState';
import { legacyTransactionJson } from './hf26Json';
import { currentRc, maxRc, RC_CREATION_ADJUSTMENT } from './resourceCredits';
import { activeVote, contentRecord } from './contentRecord';
import type { DevChain } from './DevChain';
import { RpcError } from './errors';
import { integerArg, named, positional, stringArg, stringListArg } from './rpcParams';

/**
 * The JSON-RPC methods, by full name (`condenser_api.get_accounts`). Answers have the shapes a
 * public node gives, because dhive and the service read them as such.
 */

export interface MethodContext {
  chain: DevChain;
  producer: BlockProducer;
}

type Method = (params: unknown, context: MethodContext, name: string) => unknown;

const MAX_LIST = 1000;

function accountsByName(chain: DevChain, names: string[]) {
  return names.map((name) => chain.state.accounts.get(name));
}

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

function blockNumArg(params: unknown, name: string): number {
  return integerArg(positional(params, name)[0], 'block_num');
}

const METHODS: Readonly<Record<string, Method>> = {
  'condenser_api.get_accounts': (params, { chain }, name) => {
    const names = stringListArg(positional(params, name)[0], 'account names');
    return accountsByName(chain, names)
      .filter((a) => a !== undefined)
      .map((a) => condenserAccount(a));
  },
  'condenser_api.lookup_account_names': (params, { chain }, name) => {
    const names = stringListArg(positional(params, name)[0], 'account names');
    return accountsByName(chain, names).map((a) => (a ? condenserAccount(a) : null));
  },
  'condenser_api.get_account_count': (_params, { chain }) => chain.state.accounts.size,
  'condenser_api.get_dynamic_global_properties': (_params, { chain }) =>
    dynamicGlobalProperties(chain),
  'condenser_api.get_config': (_params, { chain, producer }) =>
    chainConfig(chain, producer.intervalMs || 3000),
  'condenser_api.get_chain_properties': () => ({
    account_creation_fee: '3.000 HIVE',
    maximum_block_size: 65536,
    hbd_interest_rate: 0,
    account_subsidy_budget: 797,
    account_subsidy_decay: 347321,
  }),
  'condenser_api.get_version': (_params, { chain }) => ({
    blockchain_version: '1.27.0',
    hive_revision: 'devnet',
    fc_revision: 'devnet',
    chain_id: chain.chainId,
    node_type: 'testnet',
  }),
  'condenser_api.get_block_header': (params, { chain }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    return block ? blockHeader(block) : null;
  },
  'condenser_api.get_block': (params, { chain }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    return block ? fullBlock(block, chain.blocks.signingKey(chain.addressPrefix)) : null;
  },
  'condenser_api.get_ops_in_block': (params, { chain }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    return (block?.transactions ?? []).flatMap((t) =>
      t.transaction.operations.map((op, opIndex) => ({
        trx_id: t.id,
        block: t.block_num,
        trx_in_block: t.trx_num,
        op_in_trx: opIndex,
        virtual_op: 0,
        timestamp: block?.timestamp,
        op,
      })),
    );
  },
  'condenser_api.get_transaction': (params, { chain }, name) => {
    const id = stringArg(positional(params, name)[0], 'transaction id');
    const included = chain.blocks.transaction(id);
    if (!included) throw new RpcError(-32003, `Assert Exception:false: Unknown Transaction ${id}`);
    return includedTransaction(included);
  },
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
  'condenser_api.get_key_references': (params, { chain }, name) =>
    keyReferences(chain, stringListArg(positional(params, name)[0], 'keys')),
  'condenser_api.broadcast_transaction': (params, { producer }, name) => {
    producer.broadcast(positional(params, name)[0]);
    return {};
  },
  'condenser_api.broadcast_transaction_synchronous': (params, { producer }, name) =>
    producer.broadcastSynchronous(positional(params, name)[0]),
  // hived's network_broadcast_api takes HF26 JSON (what wax sends); condenser_api the legacy form.
  'network_broadcast_api.broadcast_transaction': (params, { producer }, name) => {
    producer.broadcast(legacyTransactionJson(named(params, name).trx));
    return {};
  },
  'database_api.find_accounts': (params, { chain }, name) => {
    const names = stringListArg(named(params, name).accounts, 'accounts');
    return {
      accounts: accountsByName(chain, names)
        .filter((a) => a !== undefined)
        .map((a) => databaseApiAccount(a)),
    };
  },
  'database_api.get_dynamic_global_properties': (_params, { chain }) =>
    dynamicGlobalProperties(chain),
  'database_api.get_config': (_params, { chain, producer }) =>
    chainConfig(chain, producer.intervalMs || 3000),
  'block_api.get_block': (params, { chain }, name) => {
    const block = chain.blocks.block(integerArg(named(params, name).block_num, 'block_num'));
    return block ? { block: fullBlock(block, chain.blocks.signingKey(chain.addressPrefix)) } : {};
  },
  'block_api.get_block_header': (params, { chain }, name) => {
    const block = chain.blocks.block(integerArg(named(params, name).block_num, 'block_num'));
    return block ? { header: blockHeader(block) } : {};
  },
  'transaction_status_api.find_transaction': (params, { chain }, name) => {
    const args = named(params, name);
    const id = stringArg(args.transaction_id, 'transaction_id');
    const expiration =
      args.expiration === undefined || args.expiration === null
        ? undefined
        : stringArg(args.expiration, 'expiration');
    return chain.transactionStatus(id, expiration);
  },
  'account_by_key_api.get_key_references': (params, { chain }, name) => ({
    accounts: keyReferences(chain, stringListArg(named(params, name).keys, 'keys')),
  }),
  'rc_api.find_rc_accounts': (params, { chain }, name) => {
    const names = stringListArg(named(params, name).accounts, 'accounts');
    const now = Math.floor(Date.parse(`${chain.head.timestamp}Z`) / 1000);
    return {
      rc_accounts: accountsByName(chain, names)
        .filter((a) => a !== undefined)
        .map((a) => ({
          account: a.name,
          rc_manabar: { current_mana: String(currentRc(a, now)), last_update_time: now },
          max_rc_creation_adjustment: {
            amount: String(RC_CREATION_ADJUSTMENT),
            precision: 6,
            nai: '@@000000037',
          },
          max_rc: String(maxRc(a)),
          delegated_rc: 0,
          received_delegated_rc: 0,
        })),
    };
  },
};

/** Runs the method `api.method`; throws RpcError (-32601) for an unknown one. */
export function callMethod(fullName: string, params: unknown, context: MethodContext): unknown {
  const method = Object.hasOwn(METHODS, fullName) ? METHODS[fullName] : undefined;
  if (!method) throw RpcError.methodNotFound(fullName);
  return method(params, context, fullName);
}
