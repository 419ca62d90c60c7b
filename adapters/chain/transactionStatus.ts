import { ChainUnavailable, type TransactionStatus } from '../../core/ports/ChainClient';
import type { RpcNodes } from './RpcNodes';

/**
 * A transaction's status from hived's own APIs:
 * - transaction_status_api.find_transaction: within_mempool → accepted; expired_* → expired;
 *   within_*_block → in a block (its block_num);
 * - condenser_api.get_transaction (account history): block_num and transaction_num, also for a
 *   transaction find_transaction no longer tracks (too_old); "Unknown Transaction" → not in a block;
 * - included vs irreversible: block_num against get_dynamic_global_properties'
 *   last_irreversible_block_num, read fresh (find_transaction's own word is used when a node has
 *   no account history).
 */
export async function readTransactionStatus(
  nodes: RpcNodes,
  id: string,
  expiration?: string,
): Promise<TransactionStatus> {
  const found = (await nodes.read('transaction_status_api.find_transaction', {
    transaction_id: id,
    ...(expiration ? { expiration } : {}),
  })) as { status?: string; block_num?: number };
  const status = found?.status ?? 'unknown';
  if (status === 'within_mempool') return { status: 'accepted' };
  if (status.startsWith('expired')) return { status: 'expired' };
  const inBlock = status.startsWith('within_');
  const included = await getTransaction(nodes, id);
  const blockNum = included?.block_num ?? (inBlock ? found.block_num : undefined);
  if (blockNum === undefined) return { status: 'unknown' };
  const { last_irreversible_block_num: irreversible } = (await nodes.read(
    'condenser_api.get_dynamic_global_properties',
    [],
  )) as { last_irreversible_block_num: number };
  const answer: TransactionStatus = {
    status: blockNum <= irreversible ? 'irreversible' : 'included',
    block_num: blockNum,
  };
  if (included?.transaction_num !== undefined) answer.trx_num = included.transaction_num;
  return answer;
}

async function getTransaction(
  nodes: RpcNodes,
  id: string,
): Promise<{ block_num: number; transaction_num?: number } | undefined> {
  try {
    const found = (await nodes.read('condenser_api.get_transaction', [id])) as {
      block_num?: unknown;
      transaction_num?: unknown;
    };
    if (typeof found?.block_num !== 'number') return undefined;
    return typeof found.transaction_num === 'number'
      ? { block_num: found.block_num, transaction_num: found.transaction_num }
      : { block_num: found.block_num };
  } catch (error) {
    // Every node refused (Unknown Transaction, no account history there): find_transaction's
    // word stands; it was answered a moment ago, so the nodes are reachable.
    if (error instanceof ChainUnavailable) return undefined;
    throw error;
  }
}
