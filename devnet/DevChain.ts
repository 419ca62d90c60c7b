import type { SignedTransaction as Transaction } from '@hiveio/dhive';
import { verifyAuthority } from './authority';
import { PrivateKey } from '@hiveio/dhive';
import type { BlockEntry, BlockRecord, IncludedTransaction } from './blockLog';
import { DEVNET_WITNESS } from './chainParameters';
import { BlockLog } from './blockLog';
import { canonicalTransaction } from './canonicalTransaction';
import { countCustomOps } from './customOpLimit';
import { ChainState } from './chainState';
import type { PostIntervals, Role } from './chainState';
import { chainTimeToMs, toChainTime } from './chainTime';
import { applyOperation } from './effects';
import { ChainException, isAuthorityFailure } from './errors';
import { genesisAccounts, genesisWitnessKey } from './genesis';
import { packsDiffer } from './hf26Pack';
import { requiredAuthoritiesOf, validateOperation } from './operationRules';
import { checkRc, rcCost, withRcSpent } from './resourceCredits';
import type { OperationBody } from './operationRules';
import { recoverSigningKeys, transactionFacts } from './signatures';
import type { SignedTransactionFacts } from './signatures';
import {
  checkExpiration,
  checkSize,
  checkTapos,
  validateTransactionShape,
} from './transactionRules';

export interface DevChainOptions {
  /** A genesis object (see genesis.ts); checked here, GenesisError when unusable. */
  genesis: unknown;
  /** Hex, 32 bytes. */
  chainId: string;
  addressPrefix: string;
  /** Wall clock in ms; tests may pass a fake. */
  now?: () => number;
  /**
   * How many blocks the last irreversible block trails the head (0: every block is irreversible
   * at once). See DEFAULT_IRREVERSIBLE_LAG in devnet/index.ts.
   */
  irreversibleLag?: number;
  /** The root-post and reply intervals; mainnet's (5 minutes, 3 seconds) by default; false: none. */
  postIntervals?: Partial<PostIntervals> | false;
}

export type TransactionStatus =
  | { status: 'within_mempool' }
  | { status: 'within_reversible_block'; block_num: number; rc_cost: number }
  | { status: 'within_irreversible_block'; block_num: number; rc_cost: number }
  | { status: 'expired_irreversible' }
  | { status: 'unknown' };

type PendingTransaction = BlockEntry;

/**
 * The chain: state, blocks, pending transactions. `pushTransaction` runs every rule and applies
 * the transaction to the state at once (as hived's pending state does); `produceBlock` seals
 * pending transactions into a block. Who calls produceBlock, and when, is the block producer's
 * business (index.ts): on a timer, or right after each push in instant mode.
 */
export class DevChain {
  readonly state = new ChainState();
  readonly blocks: BlockLog;
  readonly chainId: string;
  readonly addressPrefix: string;
  private readonly chainIdBytes: Buffer;
  private readonly now: () => number;
  private pending: PendingTransaction[] = [];
  private readonly pendingIds = new Set<string>();
  /** Custom operations per account in the pending transactions (HIVE_CUSTOM_OP_BLOCK_LIMIT). */
  private readonly pendingCustomOps = new Map<string, number>();
  private readonly inclusionWaiters = new Map<
    string,
    ((included: IncludedTransaction) => void)[]
  >();
  private readonly blockListeners = new Set<(block: BlockRecord) => void>();
  readonly irreversibleLag: number;

  constructor(options: DevChainOptions) {
    this.chainId = options.chainId;
    this.addressPrefix = options.addressPrefix;
    this.chainIdBytes = Buffer.from(options.chainId, 'hex');
    this.now = options.now ?? Date.now;
    this.irreversibleLag = options.irreversibleLag ?? 0;
    if (options.postIntervals === false) this.state.postIntervals = undefined;
    else this.state.postIntervals = { ...this.state.postIntervals!, ...options.postIntervals };
    const start = toChainTime(this.now());
    for (const account of genesisAccounts(options.genesis, options.addressPrefix, start)) {
      this.state.accounts.set(account.name, account);
    }
    // After the genesis passed its checks (witness_key among them).
    this.blocks = new BlockLog({
      witness: DEVNET_WITNESS,
      key: PrivateKey.fromString(genesisWitnessKey(options.genesis)),
    });
    this.blocks.append(start, []);
  }

  get head(): BlockRecord {
    return this.blocks.head;
  }

  /** The last irreversible block: the head, or `irreversibleLag` blocks before it. */
  get lastIrreversibleBlockNum(): number {
    return Math.max(0, this.head.block_num - this.irreversibleLag);
  }

  get pendingCount(): number {
    return this.pending.length;
  }

  /**
   * Checks `transaction` against every rule and applies it; throws ChainException (and changes
   * nothing) when a rule refuses it. The order follows hived: shape, operations, size,
   * duplicates, TaPoS, expiration, signatures and authorities, then the operations' effects.
   */
  pushTransaction(received: unknown): { id: string } {
    validateTransactionShape(received);
    const operations = received.operations.map((operation) => validateOperation(operation, this));
    const transaction = canonicalTransaction({ ...received, extensions: [] });
    // hived's determine_encoding_and_accept_transaction (chain_plugin.cpp), from either API: the
    // HF26 serialization first and, when its signatures do not satisfy the authorities, the legacy
    // one; the transaction's id is that of the serialization accepted. They differ only by assets.
    if (!packsDiffer(operations))
      return this.accept(transaction, operations, transactionFacts(transaction, this.chainIdBytes));
    try {
      return this.accept(
        transaction,
        operations,
        transactionFacts(transaction, this.chainIdBytes, 'hf26'),
      );
    } catch (error) {
      if (!isAuthorityFailure(error)) throw error;
      return this.accept(
        transaction,
        operations,
        transactionFacts(transaction, this.chainIdBytes, 'legacy'),
      );
    }
  }

  /** Every rule after the shape, with the facts of one serialization; applies the effects. */
  private accept(
    transaction: Transaction,
    operations: [string, OperationBody][],
    facts: SignedTransactionFacts,
  ): { id: string } {
    checkSize(facts.size);
    if (this.pendingIds.has(facts.id) || this.blocks.transaction(facts.id)) {
      throw new ChainException(
        'assert',
        `trx_idx.find( trx_id ) == trx_idx.end(): Duplicate transaction check failed (${facts.id})`,
      );
    }
    const customOps = countCustomOps(
      transaction.operations as [string, Record<string, unknown>][],
      this.pendingCustomOps,
    );
    checkTapos(transaction, this.blocks.taposBlockId(transaction.ref_block_num));
    checkExpiration(transaction.expiration, this.head.timestamp);
    const signedKeys = recoverSigningKeys(transaction.signatures, facts.digest, this.addressPrefix);
    const canonicalOperations = transaction.operations as [string, Record<string, unknown>][];
    const required = requiredAuthoritiesOf(operations);
    verifyAuthority(required, signedKeys, (account, role) => this.authority(account, role));
    // The RC payer: the first account whose authority the transaction needs, as hived's rc plugin.
    const payer = [...required.posting, ...required.active, ...required.owner][0];
    const payerAccount = payer === undefined ? undefined : this.state.accounts.get(payer);
    const now = Math.floor(chainTimeToMs(this.head.timestamp) / 1000);
    const cost = rcCost(facts.size);
    if (payerAccount) checkRc(payerAccount, cost, now);
    const effectTime = this.nextBlockTime();
    this.state.journal.atomically(() => {
      for (const operation of canonicalOperations)
        applyOperation(this.state, operation, effectTime);
      // Read again: the operations may have replaced the payer's account record.
      const paying = payer === undefined ? undefined : this.state.accounts.get(payer);
      if (paying) this.state.accounts.set(paying.name, withRcSpent(paying, cost, now));
    });
    this.pending.push({
      transaction,
      id: facts.id,
      merkleDigest: facts.merkleDigest,
      rcCost: payerAccount ? cost : 0,
    });
    this.pendingIds.add(facts.id);
    for (const [account, count] of customOps) this.pendingCustomOps.set(account, count);
    return { id: facts.id };
  }

  /** Seals the pending transactions (possibly none) into a new block. */
  produceBlock(): BlockRecord {
    const block = this.blocks.append(this.nextBlockTime(), this.pending);
    this.pending = [];
    this.pendingIds.clear();
    this.pendingCustomOps.clear();
    for (const included of block.transactions) {
      for (const resolve of this.inclusionWaiters.get(included.id) ?? []) resolve(included);
      this.inclusionWaiters.delete(included.id);
    }
    for (const listener of this.blockListeners) listener(block);
    return block;
  }

  /** Resolves once the transaction `id` is in a block (at once if it already is). */
  whenIncluded(id: string): Promise<IncludedTransaction> {
    const included = this.blocks.transaction(id);
    if (included) return Promise.resolve(included);
    return new Promise((resolve) => {
      const waiters = this.inclusionWaiters.get(id) ?? [];
      waiters.push(resolve);
      this.inclusionWaiters.set(id, waiters);
    });
  }

  /** Calls `listener` after each new block; returns the unsubscribe function. */
  onBlock(listener: (block: BlockRecord) => void): () => void {
    this.blockListeners.add(listener);
    return () => this.blockListeners.delete(listener);
  }

  /** transaction_status_api's answer: reversible until the last irreversible block reaches it. */
  transactionStatus(id: string, expiration?: string): TransactionStatus {
    if (this.pendingIds.has(id)) return { status: 'within_mempool' };
    const included = this.blocks.transaction(id);
    if (included)
      return {
        status:
          included.block_num <= this.lastIrreversibleBlockNum
            ? 'within_irreversible_block'
            : 'within_reversible_block',
        block_num: included.block_num,
        rc_cost: included.rc_cost,
      };
    if (expiration !== undefined && chainTimeToMs(expiration) <= chainTimeToMs(this.head.timestamp))
      return { status: 'expired_irreversible' };
    return { status: 'unknown' };
  }

  /** Current chain time: the next block's timestamp, never before the head's. */
  nextBlockTime(): string {
    const candidate = toChainTime(this.now());
    return candidate > this.head.timestamp ? candidate : this.head.timestamp;
  }

  /** Milliseconds since the head block's timestamp, by the wall clock. */
  headAgeMs(): number {
    return this.now() - chainTimeToMs(this.head.timestamp);
  }

  private authority(account: string, role: Role) {
    return this.state.accounts.get(account)?.[role];
  }
}
