import { ACCESS_KINDS } from '../tokens/tokens';
import { grantsAlone } from '../shared/account';
import type { PresentedToken } from '../tokens/dpop';
import { appProfileProblem, firstActorProblem, operationsOutOfScope } from './broadcastRules';
import { firstLimitProblem, type PostingLimits } from '../limits/postingLimits';
import type { Operation } from '../shared/chain';
import { BLOCK_SECONDS, secondsToWait, splitForBlockLimit, waitCurableRule } from './chainLimits';
import { requestFingerprint } from './idempotencyKey';
import type { Receipt, WaitState } from './receipts';
import { Errors, ServerError, Unavailable } from '../errors';
import { missingPostOf } from './chainRefusal';
import {
  ChainRefused,
  ChainUnavailable,
  type ChainClient,
  type PreparedTransaction,
} from '../ports/ChainClient';
import type { IdempotentOutcome } from '../ports/IdempotencyStore';
import type { IdempotentBroadcasts } from './IdempotentBroadcasts';
import type { ReceiptUseCase } from './ReceiptUseCase';
import type { AppLoader } from '../apps/AppLoader';
import type { InRequest } from '../shared/inRequest';
import type { DailyBudget, Taken } from './DailyBudget';
import type { LimitsUseCase } from '../signIn/LimitsUseCase';
import type { TokenChecks } from '../signIn/TokenChecks';
import type { UsageRecorder } from '../apps/UsageRecorder';

export interface BroadcastAnswer {
  /**
   * The spec's `{ id }`; with `wait`, also where the transaction stands; `ids` (all, in order)
   * when the operations were split over several transactions for a per-block limit (issue 26).
   */
  result: ({ id: string } | Receipt) & { ids?: string[] };
}

/** How a refusal by a per-block limit is waited out (issue 26 §2). */
export interface SpreadOptions {
  /** Blocks to wait at most before answering the refusal (10 blocks: 30 s, within the 60 s expiration). */
  maxBlocks: number;
  sleep: (ms: number) => Promise<void>;
}

export interface BroadcastOptions extends InRequest {
  /** The Idempotency-Key header, parsed (issue 26): replays the first answer, never sends twice. */
  idempotencyKey?: string;
  /** POST /api/broadcast?wait=: answer once the transaction reached this state (issue 26). */
  wait?: WaitState;
}

/**
 * POST /api/broadcast. Enforces, in this order, and signs nothing until all pass:
 * - a posting access token (code/refresh → invalid_grant "The token has invalid role";
 *   a login token allows no operation → invalid_scope naming them all);
 * - every operation in the allow-list and the token's scope, else invalid_scope naming the rest;
 * - every operation acts for the token's user only (broadcastRules), else unauthorized_client;
 * - the grant's limits (issue 24 §4; its operations already narrowed the scope): a vote over
 *   max_vote_weight, a downvote not allowed, a custom_json id not allowed → invalid_scope naming
 *   the limit and the value; then max_operations_per_day counts the operations (DailyBudget:
 *   too_many_requests with Retry-After once spent), given back when the network refused them;
 *   a grant past expires_at was refused by SignInLifeCycle (invalid_grant);
 * - both accounts load, the user's posting authority lets the app sign alone, and the app's lets
 *   the service account sign alone, else unauthorized_client saying which;
 * - no account_update2 writes the posting profile of an app account, or one declaring an app
 *   (issue 37 §2: where an app's codes go is not for its posting authority to change), else
 *   unauthorized_client;
 * - one transaction for all operations; a refusal or an unreachable network → server_error.
 * Only a broadcast the network accepted counts as usage.
 * With an idempotency key, the checks up to the actors run first, then IdempotentBroadcasts decides
 * whether this request signs and sends or answers the key's first outcome; without one, as before.
 * Receipts: every transaction is in the broadcast log before it is sent (a keyed one by its claim,
 * one durable write for both), so an error that names the id, the outcome unknown, has its receipt.
 * A refusal by a per-block limit (5 custom_json per account per block) is not answered: the same
 * signed transaction is sent again after each block, up to `spread.maxBlocks`; a refusal that
 * only a longer wait cures (a comment or vote interval) is the spec's 500 with Retry-After.
 */
export class BroadcastUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly apps: AppLoader,
    private readonly chain: ChainClient,
    private readonly usage: UsageRecorder,
    private readonly serviceAccount: string,
    private readonly idempotent: IdempotentBroadcasts,
    private readonly receipts: ReceiptUseCase,
    private readonly spread: SpreadOptions,
    private readonly budget: DailyBudget,
    private readonly limits: LimitsUseCase,
  ) {}

  async execute(
    token: PresentedToken | undefined,
    operations: readonly Operation[],
    options: BroadcastOptions = {},
  ): Promise<BroadcastAnswer> {
    const claims = await this.checks.authenticate(token, ACCESS_KINDS, options.requestId);
    const outOfScope = operationsOutOfScope(
      operations,
      claims.kind === 'posting' ? claims.scope : [],
    );
    if (outOfScope.length > 0) throw Errors.operationsOutOfScope(outOfScope);
    const user = claims.sub;
    const app = claims.app;
    if (!app) throw Errors.tokenNamesNoApp();
    const problem = firstActorProblem(user, operations);
    if (problem) throw problem;
    // The token's limits, tightened by what the user set later at /authorized-apps.
    const limits = await this.limits.effective({ ...claims, app });
    const notAllowed = limits?.operations
      ? operationsOutOfScope(operations, limits.operations)
      : [];
    if (notAllowed.length > 0) throw Errors.operationsOutOfScope(notAllowed);
    const overLimit = firstLimitProblem(operations, limits);
    if (overLimit) throw overLimit;

    const sent =
      options.idempotencyKey === undefined
        ? await this.unkeyed(user, app, operations, limits)
        : await this.keyed(user, app, options.idempotencyKey, operations, options.wait, limits);
    const result = options.wait
      ? await this.receipts.waitFor(sent.id, options.wait)
      : { id: sent.id };
    return { result: sent.ids ? { ...result, ids: sent.ids } : result };
  }

  private async unkeyed(
    user: string,
    app: string,
    operations: readonly Operation[],
    limits: PostingLimits | undefined,
  ) {
    const taken = await this.budget.take(user, app, limits, operations.length);
    const transactions = await this.prepare(user, app, operations).catch(givingBack(taken));
    // Logged before it is sent, as a key's claim logs it: an error naming the id has its receipt.
    await this.remember(user, app, transactions);
    let sent: { id: string; ids?: string[] };
    try {
      sent = await this.sendAll(transactions, false);
    } catch (error) {
      if (notApplied(error, transactions)) await taken.giveBack();
      throw sendFailure(error);
    }
    this.usage.count(app, user);
    return sent;
  }

  /**
   * The grants checked, the operations signed; nothing sent. One transaction, unless an account
   * has more custom_json than hived takes in one block: then as many as that needs (issue 26 §2).
   */
  private async prepare(user: string, app: string, operations: readonly Operation[]) {
    await this.checkAccounts(user, app, operations);
    const transactions: PreparedTransaction[] = [];
    for (const part of splitForBlockLimit(operations)) {
      transactions.push(
        await this.chain.prepare(part).catch((error: unknown) => {
          throw error instanceof ChainUnavailable ? Errors.broadcastChainUnreachable() : error;
        }),
      );
    }
    return transactions;
  }

  /** Sends in order, each once the previous was accepted; `ids` only when there are several. */
  private async sendAll(
    transactions: PreparedTransaction[],
    resend: boolean,
  ): Promise<{ id: string; ids?: string[] }> {
    const ids: string[] = [];
    for (const transaction of transactions) {
      try {
        ids.push((await this.spreadOver(transaction, resend)).id);
      } catch (error) {
        // The user's activity says it was refused, and why (issue 59).
        if (error instanceof ChainRefused)
          await this.receipts.refused(transaction.id, error.message);
        throw error;
      }
    }
    return ids.length > 1 ? { id: ids.at(-1)!, ids } : { id: ids[0] };
  }

  /** Sends; a refusal by a per-block limit is waited out one block at a time. */
  private async spreadOver(transaction: PreparedTransaction, resend: boolean) {
    for (let blocks = 0; ; blocks++) {
      try {
        return await this.chain.send(transaction, { resend });
      } catch (error) {
        const perBlock =
          error instanceof ChainRefused && waitCurableRule(error.message)?.perBlock === true;
        if (!perBlock || blocks >= this.spread.maxBlocks) throw error;
        // Refused, so not applied: the same signed transaction may go again in the next block.
        await this.spread.sleep(BLOCK_SECONDS * 1000);
      }
    }
  }

  private async remember(user: string, app: string, transactions: PreparedTransaction[]) {
    for (const { id, expiration, operations } of transactions) {
      // A claim by an earlier release, taken over, kept no operations' names.
      await this.receipts.remember({ id, user, app, expiration, operations: operations ?? [] });
    }
  }

  private async keyed(
    user: string,
    app: string,
    key: string,
    operations: readonly Operation[],
    wait: WaitState | undefined,
    limits: PostingLimits | undefined,
  ): Promise<{ id: string; ids?: string[] }> {
    let resentTransactions: PreparedTransaction[] = [];
    let taken: Taken | undefined;
    const { outcome, first } = await this.idempotent
      .answer(
        { user, app, key },
        requestFingerprint(operations, wait),
        async () => {
          // Only a request that will sign counts against the budget; a replay counts nothing.
          taken = await this.budget.take(user, app, limits, operations.length);
          return this.prepare(user, app, operations).catch(givingBack(taken));
        },
        (transactions, resend) => {
          if (resend) resentTransactions = transactions;
          return this.sendKeyed(transactions, resend);
        },
      )
      .catch(async (error: unknown) => {
        await taken?.giveBack(); // nothing was delivered: the key is released for a retry
        throw error;
      });
    if (!first || 'refused' in outcome) await taken?.giveBack();
    if ('refused' in outcome) {
      throw Errors.broadcastFailed(outcome.refused.description, outcome.refused.response);
    }
    if (first) {
      // The claim logged its transactions; a claim by an earlier release, taken over, did not.
      await this.remember(user, app, resentTransactions);
      this.usage.count(app, user);
    }
    return outcome;
  }

  /** A refusal is an outcome to replay; an unknown or undelivered send is thrown (the key is released). */
  private async sendKeyed(
    transactions: PreparedTransaction[],
    resend: boolean,
  ): Promise<IdempotentOutcome> {
    try {
      return await this.sendAll(transactions, resend);
    } catch (error) {
      if (error instanceof ChainRefused) {
        const refusal = refusalError(error);
        return { refused: { description: refusal.description, response: refusal.response } };
      }
      if (error instanceof ChainUnavailable) throw Errors.broadcastFailed(error.message, error.raw);
      throw error;
    }
  }

  private async checkAccounts(
    user: string,
    app: string,
    operations: readonly Operation[],
  ): Promise<void> {
    const accounts = await this.apps.accounts([user, app]).catch((error: unknown) => {
      throw error instanceof Unavailable ? Errors.broadcastChainUnreachable() : error;
    });
    const userAccount = accounts.get(user);
    const appAccount = accounts.get(app);
    if (!userAccount) throw Errors.accountNotLoaded(user);
    if (!appAccount) throw Errors.appAccountNotLoaded(app);
    if (!grantsAlone(userAccount.posting, app)) throw Errors.userGaveNoPostingAuthority(user, app);
    if (!grantsAlone(appAccount.posting, this.serviceAccount)) {
      throw Errors.appGaveNoPostingAuthority(
        app,
        this.serviceAccount,
        appAccount.posting.weight_threshold,
      );
    }
    const profileChange = appProfileProblem(userAccount, operations);
    if (profileChange) throw profileChange;
  }
}

/**
 * What a failed send answers. Both failures are 500 server_error: the spec's only 5xx for this
 * endpoint, and a client must not treat an unknown outcome as "retry later" blindly. The
 * adapter's message says whether the transaction may have landed, and its raw error carries the
 * id to look up. Anything else passes unchanged.
 */
function sendFailure(error: unknown): unknown {
  if (error instanceof ChainRefused) return refusalError(error);
  if (error instanceof ChainUnavailable) return Errors.broadcastFailed(error.message, error.raw);
  return error;
}

/** Gives the counted operations back, then rethrows: nothing was signed or sent. */
function givingBack(taken: Taken) {
  return async (error: unknown): Promise<never> => {
    await taken.giveBack();
    throw error;
  };
}

/** True when the network refused the only transaction: none of the operations was applied. */
function notApplied(error: unknown, transactions: readonly PreparedTransaction[]): boolean {
  return error instanceof ChainRefused && transactions.length === 1;
}

/** The network's refusal, in the spec's words (a missing post named plainly). */
function refusalError(error: ChainRefused): ServerError {
  const rule = waitCurableRule(error.message);
  if (rule) {
    return Errors.broadcastTooSoon(
      rule.says,
      error.message,
      error.raw,
      secondsToWait(rule, error.raw),
    );
  }
  const post = missingPostOf(error.message);
  return post === undefined
    ? Errors.broadcastFailed(error.message, error.raw)
    : Errors.broadcastPostMissing(post || undefined, error.message, error.raw);
}
