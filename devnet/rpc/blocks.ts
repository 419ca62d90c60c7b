import {
  apiBlock,
  blockHeader,
  chainConfig,
  chainProperties,
  databaseApiGlobalProperties,
  dynamicGlobalProperties,
  fullBlock,
  includedTransaction,
} from '../chainReads';
import { HIVE_BLOCKCHAIN_VERSION } from '../chainParameters';
import { chainAssert, RpcError } from '../errors';
import { integerArg, named, positional, stringArg } from '../rpcParams';
import type { MethodTable } from './method';

/** The chain itself: its properties, blocks and transactions. */

function blockNumArg(params: unknown, name: string): number {
  return integerArg(positional(params, name)[0], 'block_num');
}

export const BLOCK_METHODS: MethodTable = {
  'condenser_api.get_dynamic_global_properties': (_params, { chain }) =>
    dynamicGlobalProperties(chain),
  'condenser_api.get_config': (_params, { chain, producer }) =>
    chainConfig(chain, producer.intervalMs || 3000),
  'condenser_api.get_chain_properties': () => chainProperties(),
  'condenser_api.get_version': (_params, { chain }) => ({
    blockchain_version: HIVE_BLOCKCHAIN_VERSION,
    hive_revision: 'devnet',
    fc_revision: 'devnet',
    chain_id: chain.chainId,
    node_type: 'testnet',
  }),
  'condenser_api.get_block_header': (params, { chain }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    return block ? blockHeader(block) : null;
  },
  'condenser_api.get_block': (params, { chain, load }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    if (!block) return null;
    const answer = fullBlock(block, chain.blocks.signingKey(chain.addressPrefix));
    const extra = load?.transactionsOf(block.block_num, block.timestamp, block.transactions.length);
    if (!extra?.length) return answer;
    return {
      ...answer,
      transactions: [...(answer.transactions as unknown[]), ...extra],
      transaction_ids: [
        ...(answer.transaction_ids as string[]),
        ...extra.map((t) => t.transaction_id),
      ],
    };
  },
  'condenser_api.get_ops_in_block': (params, { chain }, name) => {
    const block = chain.blocks.block(blockNumArg(params, name));
    return (block?.transactions ?? []).flatMap((t) =>
      t.transaction.operations.map((op, opIndex) => ({
        trx_id: t.id,
        block: t.block_num,
        trx_in_block: t.trx_num,
        op_in_trx: opIndex,
        virtual_op: false,
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
  'database_api.get_dynamic_global_properties': (_params, { chain }) =>
    databaseApiGlobalProperties(chain),
  'database_api.get_config': (_params, { chain, producer }) =>
    chainConfig(chain, producer.intervalMs || 3000),
  'block_api.get_block': (params, { chain }, name) => {
    const block = chain.blocks.block(integerArg(named(params, name).block_num, 'block_num'));
    return block ? { block: apiBlock(block, chain.blocks.signingKey(chain.addressPrefix)) } : {};
  },
  // block_api.cpp get_block_range: clamped to the head in uint32 arithmetic, as hived reads both
  // arguments, then block_log's fetch_block_range asserts (tavern get_block_range patterns).
  'block_api.get_block_range': (params, { chain }, name) => {
    const args = named(params, name);
    const start = integerArg(args.starting_block_num, 'starting_block_num') >>> 0;
    let count = integerArg(args.count, 'count') >>> 0;
    const head = chain.blocks.head.block_num;
    if (start > head) count = 0;
    else if ((start + count - 1) >>> 0 > head) count = head - start + 1;
    if (count === 0) return { blocks: [] };
    chainAssert(
      start > 0,
      'starting_block_num > 0 && "fetch_block_range"',
      'Invalid starting block number',
    );
    chainAssert(
      count <= 1000,
      'count <= 1000 && "fetch_block_range"',
      'You can only ask for 1000 blocks at a time',
    );
    const key = chain.blocks.signingKey(chain.addressPrefix);
    return {
      blocks: Array.from({ length: count }, (_, i) =>
        apiBlock(chain.blocks.block(start + i)!, key),
      ),
    };
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
};
