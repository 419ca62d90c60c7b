import { createHash } from 'node:crypto';
import type { ChainAccount } from '../../core/shared/account';
import type { Operation } from '../../core/shared/chain';
import {
  ChainRefused,
  ChainUnavailable,
  type BroadcastReceipt,
  type ChainClient,
  type PreparedTransaction,
  type TransactionStatus,
  type ChainBlock,
  type AccountRead,
} from '../../core/ports/ChainClient';
import { customOpsPerAccount } from '../../core/broadcast/chainLimits';
import { deepFreeze } from './deepFreeze';
import { recoverPublicKey, recoverTransactionKey } from './recoverPublicKey';
import type { UnsignedTransaction } from '../../core/shared/chain';

/**
 * A ChainClient over accounts held in memory: for use-case tests and embedding demos. It checks
 * no authority; `broadcast` records the operations and returns a deterministic id. Switches let
 * tests make it unreachable or refuse, or make sends hang (a claimant that died mid-broadcast).
 * Like hived, it refuses a transaction id it already has, unless it is a resend.
 */
export class MemoryChainClient implements ChainClient {
  readonly broadcasts: Operation[][] = [];
  unreachable = false;
  refuseWith?: string;
  /**
   * Receipts (issue 26): with `manualBlocks`, a sent transaction waits (accepted) until
   * `produceBlock()`; a block is irreversible once `irreversibleBlock` reaches it. By default each
   * transaction is its own block, irreversible at once.
   */
  manualBlocks = false;
  /** hived's HIVE_CUSTOM_OP_BLOCK_LIMIT per account over the pending block, with its text; off when undefined. */
  customOpsPerBlock?: number;
  private readonly pendingCustomOps = new Map<string, number>();
  irreversibleBlock = Number.MAX_SAFE_INTEGER;
  private head = 0;
  /** Operations put in blocks with `produceBlock(operations)`, by block number. */
  private readonly blockOperations = new Map<number, Operation[]>();
  private readonly pending: string[] = [];
  private readonly expired = new Set<string>();
  private readonly included = new Map<string, { block_num: number; trx_num: number }>();
  /** Sends are applied but never answered: the instance died between sending and answering. */
  hang = false;
  private prepared = 0;
  private readonly sent = new Map<string, number>();
  private readonly accounts = new Map<string, ChainAccount>();

  constructor(
    accounts: ChainAccount[] = [],
    private readonly prefix = 'STM',
  ) {
    for (const account of accounts) this.put(account);
  }

  /**
   * A second node's view of the accounts (issue 54 §6): while set, `accountFromTwoNodes` reads
   * `name` from this chain and from it, as two different nodes would answer.
   */
  secondNode?: MemoryChainClient;

  get accountFromTwoNodes(): ChainClient['accountFromTwoNodes'] {
    const second = this.secondNode;
    if (!second) return undefined;
    return async (name) => {
      const [[first], [other]] = await Promise.all([
        this.getAccounts([name]),
        second.getAccounts([name]),
      ]);
      return [first, other] as const;
    };
  }

  put(account: ChainAccount): void {
    this.accounts.set(account.name, structuredClone(account));
  }

  /** No cache here: every read is fresh, whatever `AccountRead` asks. */
  async getAccounts(names: readonly string[], _read?: AccountRead): Promise<ChainAccount[]> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    return names.flatMap((name) => {
      const account = this.accounts.get(name);
      return account ? [deepFreeze(structuredClone(account))] : [];
    });
  }

  async accountsWithKey(publicKey: string): Promise<string[]> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    return [...this.accounts.values()]
      .filter((account) =>
        (['owner', 'active', 'posting'] as const).some((role) =>
          account[role].key_auths.some(([key]) => key === publicKey),
        ),
      )
      .map((account) => account.name);
  }

  async broadcast(operations: readonly Operation[]): Promise<BroadcastReceipt> {
    return this.send(await this.prepare(operations));
  }

  async prepare(operations: readonly Operation[]): Promise<PreparedTransaction> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    const id = createHash('sha256')
      .update(JSON.stringify([++this.prepared, operations]))
      .digest('hex')
      .slice(0, 40);
    return {
      id,
      expiration: '2100-01-01T00:00:00',
      operations: operations.map(([name]) => name),
      signed: structuredClone([...operations]),
    };
  }

  async send(
    transaction: PreparedTransaction,
    options: { resend?: boolean } = {},
  ): Promise<BroadcastReceipt> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    if (this.refuseWith)
      throw new ChainRefused(this.refuseWith, { code: -32000, message: this.refuseWith });
    const landed = this.sent.get(transaction.id);
    if (landed !== undefined) {
      if (options.resend) return { id: transaction.id, block_num: landed };
      const message = 'Duplicate transaction check failed';
      throw new ChainRefused(message, { code: -32000, message });
    }
    this.countCustomOps(transaction.signed as Operation[]);
    this.broadcasts.push(structuredClone(transaction.signed as Operation[]));
    this.sent.set(transaction.id, this.broadcasts.length);
    this.pending.push(transaction.id);
    if (!this.manualBlocks) this.produceBlock();
    if (this.hang) return new Promise<never>(() => undefined);
    return { id: transaction.id, block_num: this.broadcasts.length };
  }

  /** Puts every pending transaction into a new block, whose operations (as the follower reads them) are `operations`. */
  produceBlock(operations: Operation[] = []): void {
    this.head++;
    if (operations.length > 0) this.blockOperations.set(this.head, structuredClone(operations));
    this.pendingCustomOps.clear();
    this.pending
      .splice(0)
      .forEach((id, trx_num) => this.included.set(id, { block_num: this.head, trx_num }));
  }

  private countCustomOps(operations: Operation[]): void {
    const limit = this.customOpsPerBlock;
    if (limit === undefined) return;
    const counts = customOpsPerAccount(operations);
    for (const [account, count] of counts) {
      if ((this.pendingCustomOps.get(account) ?? 0) + count > limit) {
        const message = `Assert Exception:insert_info.first->second <= HIVE_CUSTOM_OP_BLOCK_LIMIT: Account ${account} already submitted ${limit} custom json operation(s) this block.`;
        throw new ChainRefused(message, { code: -32003, message });
      }
    }
    for (const [account, count] of counts)
      this.pendingCustomOps.set(account, (this.pendingCustomOps.get(account) ?? 0) + count);
  }

  /** The pending transactions expire without being included. */
  expirePending(): void {
    for (const id of this.pending.splice(0)) this.expired.add(id);
  }

  async transactionStatus(id: string): Promise<TransactionStatus> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    const included = this.included.get(id);
    if (included) {
      const final = included.block_num <= this.irreversibleBlock;
      return { status: final ? 'irreversible' : 'included', ...included };
    }
    if (this.pending.includes(id)) return { status: 'accepted' };
    return { status: this.expired.has(id) ? 'expired' : 'unknown' };
  }

  recoverPublicKey(message: string, signature: string): string | undefined {
    return recoverPublicKey(message, signature, this.prefix);
  }

  recoverTransactionKey(
    transaction: UnsignedTransaction,
    chainId: string,
    signature: string,
  ): string | undefined {
    return recoverTransactionKey(transaction, chainId, signature, this.prefix);
  }

  async headBlock(): Promise<number> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    return this.head;
  }

  async blocks(from: number, count: number): Promise<ChainBlock[]> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    const blocks: ChainBlock[] = [];
    for (let num = Math.max(from, 1); num < from + count && num <= this.head; num++) {
      // one block every 3 s from the epoch: a time as the chain writes it, without zone
      const timestamp = new Date(num * 3000).toISOString().slice(0, 19);
      const operations = structuredClone(this.blockOperations.get(num) ?? []);
      blocks.push({ num, timestamp, operations });
    }
    return blocks;
  }
}
