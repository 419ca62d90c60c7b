import type { SignedTransaction as Transaction } from '@hiveio/dhive';
import { createHash } from 'node:crypto';
import { TAPOS_WINDOW } from './chainParameters';

export interface IncludedTransaction {
  transaction: Transaction;
  id: string;
  block_num: number;
  trx_num: number;
}

export interface BlockRecord {
  block_num: number;
  block_id: string;
  previous: string;
  /** Chain time, `YYYY-MM-DDTHH:MM:SS`. */
  timestamp: string;
  transactions: IncludedTransaction[];
}

const ZERO_ID = '0'.repeat(40);

/**
 * The chain of blocks and the index of included transactions.
 * A block id is 20 bytes like hived's: the block number big-endian, then 16 bytes of a hash of
 * the block's content, so TaPoS prefixes (bytes 4–7) differ from block to block.
 */
export class BlockLog {
  private readonly blocks: BlockRecord[] = [];
  private readonly included = new Map<string, IncludedTransaction>();
  /** ref_block_num → id of the newest block with those low 16 bits, as hived's block_summary table. */
  private readonly summaries = new Map<number, string>();

  get head(): BlockRecord {
    const head = this.blocks[this.blocks.length - 1];
    if (!head) throw new Error('the block log has no genesis block yet');
    return head;
  }

  get isEmpty(): boolean {
    return this.blocks.length === 0;
  }

  append(timestamp: string, transactions: { transaction: Transaction; id: string }[]): BlockRecord {
    const blockNum = this.blocks.length + 1;
    const previous = this.blocks.length ? this.head.block_id : ZERO_ID;
    const digest = createHash('sha256').update(previous).update(timestamp);
    for (const { id } of transactions) digest.update(id);
    const numberBytes = Buffer.alloc(4);
    numberBytes.writeUInt32BE(blockNum);
    const blockId = numberBytes.toString('hex') + digest.digest('hex').slice(0, 32);
    const block: BlockRecord = {
      block_num: blockNum,
      block_id: blockId,
      previous,
      timestamp,
      transactions: transactions.map(({ transaction, id }, trxNum) => ({
        transaction,
        id,
        block_num: blockNum,
        trx_num: trxNum,
      })),
    };
    this.blocks.push(block);
    for (const included of block.transactions) this.included.set(included.id, included);
    this.summaries.set(blockNum & (TAPOS_WINDOW - 1), blockId);
    return block;
  }

  block(blockNum: number): BlockRecord | undefined {
    return this.blocks[blockNum - 1];
  }

  transaction(id: string): IncludedTransaction | undefined {
    return this.included.get(id);
  }

  taposBlockId(refBlockNum: number): string | undefined {
    return this.summaries.get(refBlockNum);
  }
}
