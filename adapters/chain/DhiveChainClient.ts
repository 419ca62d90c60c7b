import type { SignedTransaction } from '@hiveio/dhive';
import type { ChainAccount } from '../../core/shared/account';
import { MAINNET_CHAIN_ID } from '../../core/shared/chain';
import type { Operation } from '../../core/shared/chain';
import type {
  AccountRead,
  BroadcastReceipt,
  ChainClient,
  PreparedTransaction,
  TransactionStatus,
  ChainBlock,
  ServiceKeyState,
} from '../../core/ports/ChainClient';
import { ChainRefused } from '../../core/ports/ChainClient';
import { readBlocks } from './readBlock';
import { readTransactionStatus } from './transactionStatus';
import { buildTransaction, EXPIRATION_SECONDS, type HeadBlock } from './buildTransaction';
import { deepFreeze } from './deepFreeze';
import { recoverPublicKey, recoverTransactionKey } from './recoverPublicKey';
import type { UnsignedTransaction } from '../../core/shared/chain';
import { RecentIds } from './RecentIds';
import { RpcNodes, type NodeObserver } from './RpcNodes';
import { ServiceKeys, type ServiceKey } from './ServiceKeys';
import { ShortCache } from './ShortCache';
import { TransactionBytes } from './transactionBytes';
import { TransactionSender } from './TransactionSender';
import type { Tracing } from '../ops/Tracing';

/** hived's refusal when a transaction's signatures do not meet an account's posting authority. */
const MISSING_AUTHORITY = /Missing Posting Authority/i;

export interface DhiveChainConfig {
  /** JSON-RPC node URLs, in order of preference (HIVE_NODES). */
  nodes: string[];
  /** Hex; mainnet's when absent. */
  chainId?: string;
  /** `STM` when absent. */
  addressPrefix?: string;
  /** The account whose posting key signs. */
  serviceAccount: string;
  /**
   * WIF of the service account's posting key, or several (a list, or one string separated by
   * commas): the one the account's posting authority lists signs (issue 41 §2).
   */
  servicePostingKey: string | readonly string[];
  /** Per-request timeout, ms (10 s by default; a synchronous broadcast waits for the next block). */
  timeoutMs?: number;
  /** Longest answer read from a node, bytes (HIVE_NODE_ANSWER_LIMIT; NODE_ANSWER_LIMIT by default): a longer one fails that node. */
  answerLimit?: number;
  /**
   * How long account records and head block properties are reused, ms (3000 = one block).
   * Accounts: profiles and authorities change rarely, and a stale read only delays a fresh grant
   * (or revocation) by one block — the chain itself still checks every signature. Head block:
   * TaPoS may refer to any of the last 65,536 blocks, so a head 3 s old is as good as the newest.
   */
  cacheMs?: number;
  now?: () => number;
  /** Told of each node call reads make (metrics). */
  observer?: NodeObserver;
  /** Traces (issue 58): each node call and each signature in a span; absent: none. */
  tracing?: Tracing;
  /**
   * With two or more nodes, offer `accountFromTwoNodes` (HIVE_NODES_AGREE, issue 54 §6): true by
   * default; false lets the first node to answer decide whose key is whose.
   */
  nodesAgree?: boolean;
}

/**
 * The Hive network over JSON-RPC: dhive serializes and signs; our RpcNodes and TransactionSender
 * talk to the nodes, because dhive's retries give no control over per-try timeouts or over what
 * a failed broadcast means (see those files). A broadcast costs one round trip when the head
 * block is cached, two otherwise.
 */
export class DhiveChainClient implements ChainClient {
  private readonly nodes: RpcNodes;
  private readonly chainId: Buffer;
  private readonly keys: ServiceKeys;
  private readonly serviceAccount: string;
  private readonly sender: TransactionSender;
  private readonly accounts: ShortCache<ChainAccount | undefined>;
  private readonly head: ShortCache<HeadBlock>;
  private readonly addressPrefix: string;
  /** Ids this process signed that have not expired: identical requests must stay distinct transactions. */
  private readonly recentIds = new RecentIds();
  /** Blocks are read in JSON-RPC batches until the nodes are found to answer none. */
  private batchReads = true;
  private readonly now: () => number;
  private readonly tracing?: Tracing;
  readonly accountFromTwoNodes?: ChainClient['accountFromTwoNodes'];

  constructor(config: DhiveChainConfig) {
    const timeoutMs = config.timeoutMs ?? 10_000;
    const cacheMs = config.cacheMs ?? 3000;
    this.now = config.now ?? Date.now;
    this.addressPrefix = config.addressPrefix ?? 'STM';
    this.chainId = Buffer.from(config.chainId ?? MAINNET_CHAIN_ID, 'hex');
    if (this.chainId.length !== 32) throw new Error('chainId must be 64 hex digits');
    this.serviceAccount = config.serviceAccount;
    this.keys = new ServiceKeys(
      config.servicePostingKey,
      config.serviceAccount,
      this.addressPrefix,
    );
    this.tracing = config.tracing;
    this.nodes = new RpcNodes(
      config.nodes,
      timeoutMs,
      config.observer,
      config.answerLimit,
      config.tracing,
    );
    this.sender = new TransactionSender(this.nodes);
    this.accounts = new ShortCache(cacheMs, this.now);
    this.head = new ShortCache(cacheMs, this.now);
    if (config.nodesAgree !== false && config.nodes.length >= 2)
      this.accountFromTwoNodes = (name) => this.readFromTwoNodes(name);
  }

  /** `name`'s record as two nodes answer it now, past the cache. */
  private async readFromTwoNodes(
    name: string,
  ): Promise<[ChainAccount | undefined, ChainAccount | undefined]> {
    const answers = await this.nodes.readFromTwo('condenser_api.get_accounts', [[name]]);
    const [first, second] = answers.map((list) =>
      (list as ChainAccount[]).find((account) => account.name === name),
    );
    return [first, second];
  }

  async accountsWithKey(publicKey: string): Promise<string[]> {
    const [names] = (await this.nodes.read('condenser_api.get_key_references', [
      [publicKey],
    ])) as string[][];
    return [...new Set(names ?? [])];
  }

  /**
   * Cached names are answered from memory; the others are fetched in one call, shared with
   * concurrent callers, and cached unless `keepFetched` is false.
   */
  async getAccounts(
    names: readonly string[],
    { keepFetched = true }: AccountRead = {},
  ): Promise<ChainAccount[]> {
    const pending = new Map<string, Promise<ChainAccount | undefined>>();
    const missing: string[] = [];
    for (const name of new Set(names)) {
      const cached = this.accounts.get(name);
      if (cached) pending.set(name, cached);
      else missing.push(name);
    }
    if (missing.length > 0) {
      const fetched = (
        this.nodes.read('condenser_api.get_accounts', [missing]) as Promise<ChainAccount[]>
      ).then(deepFreeze);
      for (const name of missing) {
        const one = fetched.then((list) => list.find((account) => account.name === name));
        pending.set(name, keepFetched ? this.accounts.set(name, one) : one);
      }
    }
    const found = await Promise.all(pending.values());
    // Frozen when fetched, so every caller shares the cached records instead of copying them
    // (a copy per request was 7 % of GET /api/me's CPU; bench/README.md).
    return found.filter((account): account is ChainAccount => account !== undefined);
  }

  async broadcast(operations: readonly Operation[]): Promise<BroadcastReceipt> {
    return this.send(await this.prepare(operations));
  }

  async prepare(operations: readonly Operation[]): Promise<PreparedTransaction> {
    const [head, key] = await Promise.all([
      this.head.getOrLoad(
        'head',
        () =>
          this.nodes.read('condenser_api.get_dynamic_global_properties', []) as Promise<HeadBlock>,
      ),
      this.signingKey(),
    ]);
    const { transaction, id } = this.distinctTransaction(head, operations);
    // One signature, on the event loop: native secp256k1, once (signDigest), over the bytes
    // serialized once — short enough not to need a worker thread.
    const signed = this.tracing
      ? this.tracing.inSpan('hive.sign_transaction', { 'hive.transaction.id': id }, () =>
          transaction.sign(key.key, this.chainId),
        )
      : transaction.sign(key.key, this.chainId);
    return {
      id,
      expiration: signed.expiration,
      operations: operations.map(([name]) => name),
      signed,
    };
  }

  /**
   * Sends; with several service keys, a refusal for a missing posting authority reads the service
   * account's authority again, fresh, and when it now lists another of our keys, the transaction
   * is signed again with it and sent once more: a signature is not part of a transaction's id, so
   * it stays the same transaction, applied once at most (an authority changed within the last
   * few seconds fails no broadcast; issue 41 §2).
   */
  async send(
    transaction: PreparedTransaction,
    options: { resend?: boolean } = {},
  ): Promise<BroadcastReceipt> {
    const signed = transaction.signed as SignedTransaction;
    try {
      return await this.sender.send(signed, transaction.id, options.resend === true);
    } catch (error) {
      if (
        !(error instanceof ChainRefused) ||
        this.keys.single ||
        !MISSING_AUTHORITY.test(error.message)
      )
        throw error;
      this.accounts.delete(this.serviceAccount);
      const { signatures: _signatures, ...unsigned } = signed;
      const resigned = new TransactionBytes(unsigned).sign(
        (await this.signingKey()).key,
        this.chainId,
      );
      if (resigned.signatures[0] === signed.signatures[0]) throw error;
      return this.sender.send(resigned, transaction.id, options.resend === true);
    }
  }

  async servicePostingKey(): Promise<ServiceKeyState> {
    const [account] = await this.getAccounts([this.serviceAccount]);
    const listed = account && this.keys.listedIn(account.posting);
    return { configured: this.keys.keys.length, ...(listed && { signing: listed.position }) };
  }

  accountChanged(name: string): void {
    this.accounts.delete(name);
  }

  /**
   * The key that signs: the only one, or the first the service account's posting authority
   * lists (read through the few-second cache; the block follower drops the cached record when a
   * block changes it). When none is listed, the first: the chain's refusal says why.
   */
  private async signingKey(): Promise<ServiceKey> {
    if (this.keys.single) return this.keys.keys[0];
    const [account] = await this.getAccounts([this.serviceAccount]);
    return (account && this.keys.listedIn(account.posting)?.key) ?? this.keys.keys[0];
  }

  transactionStatus(id: string, expiration?: string): Promise<TransactionStatus> {
    return readTransactionStatus(this.nodes, id, expiration);
  }

  recoverPublicKey(message: string, signature: string): string | undefined {
    return recoverPublicKey(message, signature, this.addressPrefix);
  }

  recoverTransactionKey(
    transaction: UnsignedTransaction,
    chainId: string,
    signature: string,
  ): string | undefined {
    return recoverTransactionKey(transaction, chainId, signature, this.addressPrefix);
  }

  async headBlock(): Promise<number> {
    const { head_block_number } = (await this.nodes.read(
      'condenser_api.get_dynamic_global_properties',
      [],
    )) as { head_block_number: number };
    return head_block_number;
  }

  /**
   * One JSON-RPC batch per call (hived answers one; libraries/plugins/json_rpc/json_rpc_plugin.cpp,
   * `json_rpc_plugin::call`): the follower reads a round of blocks in one round trip instead of
   * one each. Should the nodes answer no batch but a plain call, every later call reads one block.
   */
  async blocks(from: number, count: number): Promise<ChainBlock[]> {
    if (!this.batchReads || count === 1) return readBlocks(this.nodes, from, count, false);
    try {
      return await readBlocks(this.nodes, from, count);
    } catch {
      const one = await readBlocks(this.nodes, from, count, false);
      this.batchReads = false; // the batch failed where a plain call did not
      return one;
    }
  }

  /**
   * Two identical requests within one cached head would make the same transaction, and the
   * second would be refused as a duplicate; pushing its expiration one second makes it distinct.
   */
  private distinctTransaction(head: HeadBlock, operations: readonly Operation[]) {
    const now = this.now();
    this.recentIds.expire(now);
    for (let extra = 0; ; extra++) {
      const transaction = new TransactionBytes(buildTransaction(head, operations, extra));
      const id = transaction.id();
      if (!this.recentIds.has(id)) {
        // Kept until the chain would refuse it anyway as expired (with a margin for clock skew).
        this.recentIds.add(id, now + (EXPIRATION_SECONDS + extra + 30) * 1000);
        return { transaction, id };
      }
    }
  }
}
