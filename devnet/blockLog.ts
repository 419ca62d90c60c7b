import type { SignedTransaction as Transaction } from '@hiveio/dhive';
import { sealBlock, type BlockSigner, type SealedHeader } from './blockSigning';
import { TAPOS_WINDOW } from './chainParameters';

export interface IncludedTransaction {
  transaction: Transaction;
  id: string;
  block_num: number;
  trx_num: number;
  /** The RC its payer was charged (transaction_status_api's `rc_cost`). */
  rc_cost: number;
}

export interface BlockRecord extends SealedHeader {
  block_num: number;
  previous: string;
  /** Chain time, `YYYY-MM-DDTHH:MM:SS`. */
  timestamp: string;
  witness: string;
  transactions: IncludedTransaction[];
}

/** A transaction going into a block, with the digest the block's merkle root is built from. */
export interface BlockEntry {
  transaction: Transaction;
  id: string;
  merkleDigest: Buffer;
  rcCost: number;
}

const ZERO_ID = '0'.repeat(40);

/**
 * The chain of blocks and the index of included transactions. Each block is sealed as hived seals
 * it (blockSigning.ts): merkle root, the witness's signature, the id hived derives from them.
 */
export class BlockLog {
  constructor(private readonly signer: BlockSigner) {}

  private readonly signingKeys = new Map<string, string>();

  /** The witness's public key, which verifies every block's `witness_signature`. */
  signingKey(addressPrefix: string): string {
    let key = this.signingKeys.get(addressPrefix);
    if (key === undefined)
      this.signingKeys.set(
        addressPrefix,
        (key = this.signer.key.createPublic(addressPrefix).toString()),
      );
    return key;
  }

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

  append(timestamp: string, transactions: readonly BlockEntry[]): BlockRecord {
    const blockNum = this.blocks.length + 1;
    const previous = this.blocks.length ? this.head.block_id : ZERO_ID;
    const sealed = sealBlock(
      blockNum,
      previous,
      timestamp,
      transactions.map((entry) => entry.merkleDigest),
      this.signer,
    );
    const block: BlockRecord = {
      block_num: blockNum,
      ...sealed,
      previous,
      timestamp,
      witness: this.signer.witness,
      transactions: transactions.map(({ transaction, id, rcCost }, trxNum) => ({
        transaction,
        id,
        block_num: blockNum,
        trx_num: trxNum,
        rc_cost: rcCost,
      })),
    };
    this.blocks.push(block);
    for (const included of block.transactions) this.included.set(included.id, included);
    this.summaries.set(blockNum & (TAPOS_WINDOW - 1), sealed.block_id);
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
