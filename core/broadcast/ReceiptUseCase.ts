import {
  chainTimeMs,
  isFinal,
  reached,
  RECEIPT_KEEP_MS,
  receiptOf,
  type Receipt,
  type WaitState,
} from './receipts';
import type { PresentedToken } from '../tokens/dpop';
import { Errors } from '../errors';
import type { ActivityEntry, BroadcastEntry, BroadcastLog } from '../ports/BroadcastLog';
import {
  activityStatusOf,
  DEFAULT_ACTIVITY_KEEP_DAYS,
  isSettled,
  logKeepMs,
  MAX_WHY,
  pastExpiration,
} from './activity';
import type { ChainClient, TransactionStatus } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import type { TokenChecks } from '../signIn/TokenChecks';

export interface ReceiptOptions {
  /** Between two reads of the chain while waiting, ms (one block: 3000). */
  pollMs: number;
  /** How long a status read is reused, ms (one block); final states are kept. */
  cacheMs: number;
  /** How long `wait=irreversible` waits past the expiration once included, ms. */
  irreversibleGraceMs: number;
  /** How long the log keeps an entry, ms: its receipt's 24 h, or its activity's ACTIVITY_KEEP_DAYS. */
  keepMs: number;
  /** Waits `ms` (injected so that tests move a fake clock instead of sleeping). */
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_RECEIPTS: Omit<ReceiptOptions, 'sleep'> = {
  pollMs: 1000,
  cacheMs: 3000,
  irreversibleGraceMs: 120_000,
  keepMs: logKeepMs(DEFAULT_ACTIVITY_KEEP_DAYS),
};

/** Most cached statuses; the oldest goes first. */
const CACHE_SIZE = 10_000;

/**
 * GET /api/broadcast/{id}, and the waiting of POST /api/broadcast?wait= (issue 26):
 * - only a posting token of the user and app that broadcast the transaction reads its receipt;
 *   any other, or an id the service did not broadcast (or forgot, after 24 h) → not_found;
 * - the status is read from the chain and cached for one block; final states (irreversible,
 *   expired) are cached until the entry is forgotten; each read that says more (included,
 *   irreversible, expired) is written to the log, the user's activity (issue 59);
 * - the log keeps an entry `keepMs` for the activity; its receipt is readable for 24 h only;
 * - waiting reads the chain until the state is reached; an expired transaction (or one still not
 *   included after its expiration) → server_error saying it expired, never a silent success.
 */
export class ReceiptUseCase {
  private readonly cache = new Map<string, { status: TransactionStatus; until: number }>();

  constructor(
    private readonly checks: TokenChecks,
    private readonly log: BroadcastLog,
    private readonly chain: ChainClient,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: ReceiptOptions,
  ) {}

  /**
   * Remembers who broadcasts a transaction, before it is sent (a keyed one's claim does it). A
   * failure is logged, not thrown: the broadcast goes on without its receipt rather than fail, and
   * after a send (a takeover's) its answer must not turn into an error a client would retry.
   */
  async remember(entry: Omit<BroadcastEntry, 'at' | 'source'>): Promise<void> {
    const now = this.clock.now();
    await this.log
      .record({ ...entry, at: now, source: 'service' }, now + this.options.keepMs)
      .catch((error: unknown) => {
        this.logger.warn({ err: error, transaction: entry.id }, 'recording a broadcast failed');
      });
  }

  /** Notes that the network refused `id`, and why. Logged, not thrown: the refusal is the answer. */
  async refused(id: string, why: string): Promise<void> {
    await this.log
      .settle(id, { status: 'refused', block_num: null, why: why.slice(0, MAX_WHY) })
      .catch((error: unknown) => {
        this.logger.warn({ err: error, transaction: id }, 'recording a refusal failed');
      });
  }

  /** `entry` with its status read again from the chain (and written to the log), unless settled. */
  async refreshed(entry: ActivityEntry): Promise<ActivityEntry> {
    if (isSettled(entry.status)) return entry;
    const read = await this.status(entry);
    const status = activityStatusOf(read, pastExpiration(entry.expiration, this.clock.now()));
    return status ? { ...entry, status, block_num: read.block_num ?? null } : entry;
  }

  /** Forgets who broadcast what after `keepMs`. */
  purge(): Promise<void> {
    return this.log.purgeExpired(this.clock.now());
  }

  async execute(
    token: PresentedToken | undefined,
    id: string,
    requestId?: string,
  ): Promise<Receipt> {
    const claims = await this.checks.authenticate(token, ['posting'], requestId);
    const entry = await this.log.find(id, this.clock.now());
    if (
      !entry ||
      entry.user !== claims.sub ||
      entry.app !== claims.app ||
      !this.receiptKept(entry)
    ) {
      throw Errors.receiptNotFound(id);
    }
    return receiptOf(id, await this.status(entry));
  }

  /** Waits until the transaction `id` (just broadcast) reaches `target`. */
  async waitFor(id: string, target: WaitState): Promise<Receipt> {
    const entry = await this.log.find(id, this.clock.now());
    if (!entry) throw Errors.receiptNotFound(id);
    const expiresAt = chainTimeMs(entry.expiration);
    for (;;) {
      const status = await this.status(entry, true);
      if (reached(status.status, target)) return receiptOf(id, status);
      const now = this.clock.now();
      if (status.status === 'expired' || (status.status !== 'included' && now > expiresAt)) {
        throw Errors.broadcastExpired(id, entry.expiration);
      }
      if (status.status === 'included' && now > expiresAt + this.options.irreversibleGraceMs) {
        throw Errors.broadcastNotYetIrreversible(id, status.block_num);
      }
      await this.options.sleep(this.options.pollMs);
    }
  }

  /** Writes what a chain read says more than the log knows; a failure is logged, the read stands. */
  private async settle(entry: ActivityEntry, read: TransactionStatus): Promise<void> {
    const status = activityStatusOf(read, pastExpiration(entry.expiration, this.clock.now()));
    if (!status || (status === entry.status && (read.block_num ?? null) === entry.block_num))
      return;
    // The entry is this call's copy: a wait's next read then writes only what changed again.
    entry.status = status;
    entry.block_num = read.block_num ?? null;
    await this.log
      .settle(entry.id, { status, block_num: entry.block_num })
      .catch((error: unknown) => {
        this.logger.warn({ err: error, transaction: entry.id }, 'recording a status failed');
      });
  }

  /** A receipt is for what the service sent, read within RECEIPT_KEEP_MS of it. */
  private receiptKept(entry: ActivityEntry): boolean {
    return entry.source === 'service' && entry.at + RECEIPT_KEEP_MS > this.clock.now();
  }

  private async status(entry: ActivityEntry, fresh = false): Promise<TransactionStatus> {
    const now = this.clock.now();
    const cached = this.cache.get(entry.id);
    if (cached && cached.until > now && (!fresh || isFinal(cached.status.status))) {
      return cached.status;
    }
    const status = await this.chain.transactionStatus(entry.id, entry.expiration);
    this.cache.delete(entry.id);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    const until = isFinal(status.status) ? Number.MAX_SAFE_INTEGER : now + this.options.cacheMs;
    this.cache.set(entry.id, { status, until });
    await this.settle(entry, status);
    return status;
  }
}
