import type { BlockTransaction, ChainBlock } from '../../core/ports/ChainClient';
import type { UnsignedTransaction } from '../../core/shared/chain';
import type { RpcNodes } from './RpcNodes';

interface CondenserBlock {
  timestamp: string;
  transactions: (UnsignedTransaction & { signatures?: string[] })[];
  transaction_ids?: string[];
}

/**
 * Most blocks one request asks for: public API nodes' proxies refuse larger JSON-RPC batches
 * (jussi's default batch size limit is 50); hived itself takes any.
 */
export const BLOCKS_PER_REQUEST = 50;

/**
 * Blocks `from` … `from + count - 1` (at most BLOCKS_PER_REQUEST) through condenser_api.get_block,
 * in one JSON-RPC batch, up to the first the answering node has not got yet (null): the follower
 * waits for that one instead of skipping it. `batches: false` asks for `from` alone, in a plain
 * call, for nodes that answer no batch. Failover between nodes is RpcNodes'.
 */
export async function readBlocks(
  nodes: RpcNodes,
  from: number,
  count: number,
  batches = true,
): Promise<ChainBlock[]> {
  const size = Math.min(count, batches ? BLOCKS_PER_REQUEST : 1);
  const nums = Array.from({ length: size }, (_, i) => from + i);
  const answers = (
    nums.length === 1
      ? [await nodes.read('condenser_api.get_block', [from])]
      : await nodes.readBatch(
          'condenser_api.get_block',
          nums.map((num) => [num]),
        )
  ) as (CondenserBlock | null)[];
  const blocks: ChainBlock[] = [];
  for (const [i, block] of answers.entries()) {
    if (!block) break;
    blocks.push({
      num: nums[i],
      timestamp: block.timestamp,
      operations: block.transactions.flatMap((transaction) => transaction.operations),
      transactions: transactionsOf(block),
    });
  }
  return blocks;
}

/** The block's transactions with their ids (condenser_api lists them beside, in the same order). */
function transactionsOf(block: CondenserBlock): BlockTransaction[] {
  const ids = block.transaction_ids ?? [];
  return block.transactions.flatMap((signed, i) => {
    const id = ids[i];
    if (typeof id !== 'string') return [];
    const { ref_block_num, ref_block_prefix, expiration, operations, extensions } = signed;
    return [
      {
        id,
        transaction: { ref_block_num, ref_block_prefix, expiration, operations, extensions },
        signatures: signed.signatures ?? [],
      },
    ];
  });
}
