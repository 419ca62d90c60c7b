import type { Operation } from '../../core/broadcast/operations';
import type { ChainBlock } from '../../core/ports/ChainClient';
import type { RpcNodes } from './RpcNodes';

interface CondenserBlock {
  timestamp: string;
  transactions: { operations: Operation[] }[];
}

/**
 * Block `num` through condenser_api.get_block: null (a block the answering node has not got yet)
 * becomes undefined, so the follower waits for it instead of skipping it. Failover between nodes
 * is RpcNodes'.
 */
export async function readBlock(nodes: RpcNodes, num: number): Promise<ChainBlock | undefined> {
  const block = (await nodes.read('condenser_api.get_block', [num])) as CondenserBlock | null;
  if (!block) return undefined;
  return {
    num,
    timestamp: block.timestamp,
    operations: block.transactions.flatMap((transaction) => transaction.operations),
  };
}
