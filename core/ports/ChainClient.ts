import type { ChainAccount } from '../shared/account';
import type { Operation } from '../shared/chain';
import type { UnsignedTransaction } from '../shared/chain';

/** A transaction the network accepted. */
export interface BroadcastReceipt {
  id: string;
  block_num?: number;
}

/**
 * Thrown by `broadcast` when the network refused the transaction (as opposed to being
 * unreachable): `message` is the node's message, `raw` the node's JSON-RPC error as received.
 */
export class ChainRefused extends Error {
  constructor(
    message: string,
    readonly raw: unknown,
  ) {
    super(message);
    this.name = 'ChainRefused';
  }
}

/** Thrown when no node could be reached, or the outcome of a broadcast stays unknown. */
export class ChainUnavailable extends Error {
  constructor(
    message: string,
    readonly raw?: unknown,
  ) {
    super(message);
    this.name = 'ChainUnavailable';
  }
}

/**
 * A transaction signed and not yet sent: its id is fixed, so sending it again can never make a
 * second transaction (the network refuses a duplicate). `signed` is plain JSON, storable as is.
 */
export interface PreparedTransaction {
  id: string;
  /** ISO 8601 UTC without zone, as the chain writes it (`2026-11-24T14:00:00`). */
  expiration: string;
  /** The operations' names, in order: what the broadcast log records of it (issue 59). */
  operations: string[];
  signed: unknown;
}

/**
 * Where a transaction stands (issue 26): `accepted` by a node, not yet in a block; `included` in a
 * block not yet irreversible; `irreversible`; `expired` without being included; `unknown` to the
 * nodes asked. `block_num` and `trx_num` (its index in the block) once it is in a block.
 */
export interface TransactionStatus {
  status: 'accepted' | 'included' | 'irreversible' | 'expired' | 'unknown';
  block_num?: number;
  trx_num?: number;
}

/** A block's number, time and operations (in order), as the block follower reads them. */
export interface ChainBlock {
  num: number;
  /** Chain time, ISO 8601 without zone. */
  timestamp: string;
  operations: Operation[];
  /**
   * Its transactions with their ids and signatures (what the block's operations came in): who
   * signed what, for the activity apps' own keys sign (issue 59 §3). Absent where a reader or an
   * embedder's `publish` gives operations only.
   */
  transactions?: BlockTransaction[];
}

/** One transaction of a block: its id, the transaction as it was signed, and its signatures (hex). */
export interface BlockTransaction {
  id: string;
  transaction: UnsignedTransaction;
  signatures: string[];
}

/**
 * Which of the service's configured posting keys the service account's posting authority lists:
 * `signing` is the 1-based position of the one that signs, absent when none is listed.
 */
export interface ServiceKeyState {
  configured: number;
  signing?: number;
}

/** How a read of account records may use the chain client's cache. */
export interface AccountRead {
  /** false: what this read fetches from a node is not cached for later reads (true by default). */
  keepFetched?: boolean;
}

/** The Hive network, as the service uses it. */
export interface ChainClient {
  /**
   * The account records, as `condenser_api.get_accounts` returns them, in no particular order.
   * Names that do not exist are simply absent. May answer from a cache a few seconds old.
   * The records are frozen: they may be shared with the cache and with other callers.
   * Rejects with ChainUnavailable when no node answers. `keepFetched: false`: records fetched
   * for this read are not left in the cache (records already there are still answered and kept).
   */
  getAccounts(names: readonly string[], options?: AccountRead): Promise<ChainAccount[]>;

  /**
   * Signs `operations` as ONE transaction with the service's posting key and broadcasts it.
   * Never re-signs after an ambiguous failure: it looks the id up, or resends the same signed
   * transaction. Rejects with ChainRefused or ChainUnavailable.
   */
  broadcast(operations: readonly Operation[]): Promise<BroadcastReceipt>;

  /** `broadcast` in two steps: signs `operations` as one transaction, sends nothing. */
  prepare(operations: readonly Operation[]): Promise<PreparedTransaction>;

  /**
   * Sends a prepared transaction (as `broadcast` sends). `resend`: it may have reached the network
   * before (another instance sent it), so "duplicate" and "already included" mean success.
   */
  send(transaction: PreparedTransaction, options?: { resend?: boolean }): Promise<BroadcastReceipt>;

  /**
   * Where the transaction `id` stands, read from the chain now (find_transaction, get_transaction,
   * and the last irreversible block of get_dynamic_global_properties). `expiration` (chain time)
   * lets a node tell an expired transaction from one it never saw. Rejects with ChainUnavailable.
   */
  transactionStatus(id: string, expiration?: string): Promise<TransactionStatus>;

  /**
   * The public key (e.g. `STM…`) that produced `signature` (hex, 65-byte compact) over
   * sha256(message), as Hive Keychain's requestSignBuffer signs; undefined when it does not parse.
   */
  recoverPublicKey(message: string, signature: string): string | undefined;

  /**
   * The public key that produced `signature` over `transaction` for the chain `chainId` (hex):
   * sha256(chain id || the transaction's bytes), as every Hive wallet signs a transaction;
   * undefined when the signature or the transaction does not parse.
   */
  recoverTransactionKey(
    transaction: UnsignedTransaction,
    chainId: string,
    signature: string,
  ): string | undefined;

  /**
   * The accounts whose owner, active or posting authority lists `publicKey` among its keys
   * (`condenser_api.get_key_references`), read fresh: how a wallet-chosen account is found
   * (issue 27 §2). Rejects with ChainUnavailable.
   */
  accountsWithKey(publicKey: string): Promise<string[]>;

  /**
   * `name`'s account as two different nodes return it now, uncached (issue 54 §6): whose key is
   * whose must not rest on one node's word (a node may lie, or be a block behind). Undefined
   * where that node has no such account. Absent when the client has a single node or was told
   * to trust one (HIVE_NODES_AGREE=off). Rejects with ChainUnavailable when fewer than two answer.
   */
  accountFromTwoNodes?(
    name: string,
  ): Promise<readonly [ChainAccount | undefined, ChainAccount | undefined]>;

  /** The head block's number, read fresh. Rejects with ChainUnavailable. */
  headBlock(): Promise<number>;

  /**
   * Blocks from `from` on, in order and consecutive: at most `count`, and fewer when the node
   * answering has not got the rest yet (none when it has not got `from`) or when one read brings
   * fewer (an adapter may bound it). Rejects with ChainUnavailable.
   */
  blocks(from: number, count: number): Promise<ChainBlock[]>;

  /**
   * Which configured service posting key the service account's posting authority lists (issue 41
   * §2), read through the short cache: /readyz fails when none is. Absent: not told.
   * Rejects with ChainUnavailable.
   */
  servicePostingKey?(): Promise<ServiceKeyState>;

  /**
   * Told by the block follower that a block changed `name`'s account (its authorities): the next
   * read of it is fresh. A hint; absent: records simply age out of the cache.
   */
  accountChanged?(name: string): void;
}
