import { Errors } from '../errors';
import { DEFAULT_ACTIVITY_KEEP_DAYS, logKeepMs } from './activity';
import type { Clock } from '../ports/Clock';
import type { PreparedTransaction } from '../ports/ChainClient';
import type {
  IdempotencyRecord,
  IdempotencyScope,
  IdempotencyStore,
  IdempotentOutcome,
} from '../ports/IdempotencyStore';

export interface IdempotencyOptions {
  /** How long a key is kept, ms (IDEMPOTENCY_KEY_HOURS, 24 h). */
  keepMs: number;
  /** How long a claimant is presumed alive while sending, ms; after it, a waiter takes over. */
  leaseMs: number;
  /** How long a second request waits for the first's answer before a 409, ms. */
  waitMs: number;
  /** Between two looks at an in-flight key, ms. */
  pollMs: number;
  /** How long the broadcast log keeps a claimed transaction, ms (ReceiptOptions.keepMs). */
  logKeepMs: number;
  /** Waits `ms` (injected so that tests move a fake clock instead of sleeping). */
  sleep: (ms: number) => Promise<void>;
}

export const DEFAULT_IDEMPOTENCY: Omit<IdempotencyOptions, 'sleep'> = {
  keepMs: 24 * 3600_000,
  leaseMs: 20_000,
  waitMs: 35_000,
  pollMs: 100,
  logKeepMs: logKeepMs(DEFAULT_ACTIVITY_KEEP_DAYS),
};

/**
 * Idempotency-Key on POST /api/broadcast (issue 26). Behaviours, each held by a test in
 * test/usecases/IdempotentBroadcast.spec.ts:
 * - the key is claimed in storage, atomically, WITH the signed transaction(s), before anything is
 *   sent: two requests (two instances) never both send, and the id is known after a crash; the
 *   same write records them in the broadcast log, so their receipts exist whatever the send gives;
 * - the same key and request → the stored outcome (same id, or the same refusal), never a second send;
 * - the same key, another request → IdempotencyKeyReused (422), nothing sent;
 * - in flight → waits for the answer up to `waitMs`, then 409 with Retry-After;
 * - a claimant whose lease ran out (killed mid-broadcast) → a waiter takes over and resends the
 *   SAME signed transaction, which the network applies at most once;
 * - nothing could be delivered (ChainUnavailable before sending) → the lease is released, the
 *   error answered, and a retry resends the same transaction.
 */
export class IdempotentBroadcasts {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly clock: Clock,
    private readonly options: IdempotencyOptions,
  ) {}

  /**
   * The outcome for `scope`: `prepare` (checks and signs, sends nothing) runs only when the key is
   * new, `send` only by the request holding the claim. `first` is true for the request that sent.
   */
  async answer(
    scope: IdempotencyScope,
    fingerprint: string,
    prepare: () => Promise<PreparedTransaction[]>,
    send: (transactions: PreparedTransaction[], resend: boolean) => Promise<IdempotentOutcome>,
  ): Promise<{ outcome: IdempotentOutcome; first: boolean }> {
    let record = await this.store.find(scope, this.clock.now());
    if (!record) {
      const transactions = await prepare();
      const now = this.clock.now();
      record = await this.store.claim(
        {
          ...scope,
          fingerprint,
          transactions,
          leaseUntil: now + this.options.leaseMs,
          expiresAt: now + this.options.keepMs,
          logExpiresAt: now + this.options.logKeepMs,
        },
        now,
      );
      if (!record)
        return { outcome: await this.deliver(scope, transactions, false, send), first: true };
    }
    return this.follow(scope, fingerprint, record, send);
  }

  private async follow(
    scope: IdempotencyScope,
    fingerprint: string,
    found: IdempotencyRecord,
    send: (transactions: PreparedTransaction[], resend: boolean) => Promise<IdempotentOutcome>,
  ): Promise<{ outcome: IdempotentOutcome; first: boolean }> {
    if (found.fingerprint !== fingerprint) throw Errors.idempotencyKeyReused();
    const giveUpAt = this.clock.now() + this.options.waitMs;
    let record: IdempotencyRecord | undefined = found;
    for (;;) {
      if (record?.outcome) return { outcome: record.outcome, first: false };
      const now = this.clock.now();
      if (record && now >= record.leaseUntil) {
        const taken = await this.store.takeOver(
          scope,
          record.leaseUntil,
          now + this.options.leaseMs,
        );
        if (taken)
          return {
            outcome: await this.deliver(scope, record.transactions, true, send),
            first: true,
          };
      } else if (now >= giveUpAt || !record) {
        throw Errors.idempotencyKeyInFlight(this.retryAfterSeconds(record, now));
      }
      await this.options.sleep(this.options.pollMs);
      record = await this.store.find(scope, this.clock.now());
    }
  }

  private async deliver(
    scope: IdempotencyScope,
    transactions: PreparedTransaction[],
    resend: boolean,
    send: (transactions: PreparedTransaction[], resend: boolean) => Promise<IdempotentOutcome>,
  ): Promise<IdempotentOutcome> {
    let outcome: IdempotentOutcome;
    try {
      outcome = await send(transactions, resend);
    } catch (error) {
      await this.store.release(scope);
      throw error;
    }
    // The first outcome stored wins, so two senders (a taker and a slow claimant) answer alike.
    return (await this.store.complete(scope, outcome)) ?? outcome;
  }

  private retryAfterSeconds(record: IdempotencyRecord | undefined, now: number): number {
    const leaseLeft = record ? record.leaseUntil - now : 0;
    return Math.max(1, Math.ceil(leaseLeft / 1000));
  }
}
