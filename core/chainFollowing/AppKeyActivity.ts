import { operationNamed } from '../operations/operationRegistry';
import type { Operation } from '../shared/chain';
import { chainTimeMs } from '../broadcast/receipts';
import type { AppLoader } from '../apps/AppLoader';
import type { BroadcastLog } from '../ports/BroadcastLog';
import type { BlockTransaction, ChainBlock, ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { SignInStore } from '../ports/SignInStore';

export interface AppKeyActivityOptions {
  /** The chain the transactions were signed for (hex): part of what a signature covers. */
  chainId: string;
  /** How long the log keeps an entry, ms (ReceiptOptions.keepMs). */
  keepMs: number;
}

/** How long whether a user signed in here is remembered, ms, and for how many users at most. */
const WATCHED = { ttlMs: 60_000, most: 50_000 };

/**
 * A block follower subscriber (issue 59 §3): what an app's own posting key signed for a user who
 * signed in here, directly on the chain (not through this service), goes into that user's
 * activity as `source: app_key`. The cost stays bounded:
 * - only transactions with an operation acting for a watched user (one with a sign-in here,
 *   remembered WATCHED.ttlMs) are looked at; every other costs a set lookup per operation;
 * - a transaction the service broadcast (already in the log) is not looked at again;
 * - for the rest, each signature's key is recovered once, and matched against the posting keys of
 *   the accounts in the user's posting `account_auths` (read through the chain client's cache).
 * A transaction no app key signed (the user's own key, another wallet) records nothing. Handling a
 * block twice records nothing twice (the log keeps the first entry for an id).
 * Held by test/usecases/AppKeyActivity.spec.ts and test/e2e/activity.spec.ts.
 */
export class AppKeyActivity {
  private readonly watched = new Map<string, { watched: boolean; until: number }>();

  constructor(
    private readonly signIns: SignInStore,
    private readonly log: BroadcastLog,
    private readonly apps: AppLoader,
    private readonly chain: ChainClient,
    private readonly clock: Clock,
    private readonly options: AppKeyActivityOptions,
  ) {}

  /** Records what app keys signed in `block` for watched users; answers how many it recorded. */
  async handle(block: ChainBlock): Promise<number> {
    let recorded = 0;
    for (const signed of block.transactions ?? []) {
      const users = await this.watchedActors(signed.transaction.operations);
      if (users.length === 0) continue;
      if (await this.log.find(signed.id, this.clock.now())) continue; // the service's own
      const keys = this.signingKeys(signed);
      for (const user of users) {
        const app = await this.appThatSigned(user, keys);
        if (!app) continue;
        const at = chainTimeMs(block.timestamp);
        await this.log.record(
          {
            id: signed.id,
            user,
            app,
            expiration: signed.transaction.expiration,
            at,
            operations: signed.transaction.operations.map(([name]) => name),
            source: 'app_key',
          },
          at + this.options.keepMs,
          { status: 'included', block_num: block.num },
        );
        recorded++;
        break; // one entry per transaction: the log keeps one per id
      }
    }
    return recorded;
  }

  /** The watched users the operations act for (their posting actors), in order. */
  private async watchedActors(operations: readonly Operation[]): Promise<string[]> {
    const users: string[] = [];
    for (const actor of actorsOf(operations)) if (await this.isWatched(actor)) users.push(actor);
    return users;
  }

  private async isWatched(user: string): Promise<boolean> {
    const now = this.clock.now();
    const known = this.watched.get(user);
    if (known && known.until > now) return known.watched;
    const watched = (await this.signIns.signInsOf({ username: user }, now)).length > 0;
    this.watched.delete(user);
    if (this.watched.size >= WATCHED.most) this.watched.delete(this.watched.keys().next().value!);
    this.watched.set(user, { watched, until: now + WATCHED.ttlMs });
    return watched;
  }

  private signingKeys(signed: BlockTransaction): Set<string> {
    const keys = new Set<string>();
    for (const signature of signed.signatures) {
      const key = this.chain.recoverTransactionKey(
        signed.transaction,
        this.options.chainId,
        signature,
      );
      if (key) keys.add(key);
    }
    return keys;
  }

  /** The account in `user`'s posting account_auths whose own posting key is among `keys`. */
  private async appThatSigned(user: string, keys: Set<string>): Promise<string | undefined> {
    if (keys.size === 0) return undefined;
    // What this read fetches must not stay in the chain client's cache: the follower may lag the
    // head, so the record it read can predate a grant in a later block that a sign-in is about to
    // rely on. A record a request cached is used and kept: dropping it (as accountChanged would)
    // made the user's next broadcast fetch it again, a node call per transaction looked at here.
    const account = await this.apps.account(user, { keepFetched: false });
    const delegates = (account?.posting.account_auths ?? []).map(([name]) => name);
    if (delegates.length === 0) return undefined;
    const found = await this.apps.accounts(delegates);
    return delegates.find((name) =>
      found.get(name)?.posting.key_auths.some(([key]) => keys.has(key)),
    );
  }
}

/** The accounts operations act for: each one's registry actor, and a custom_json's posting auths. */
function actorsOf(operations: readonly Operation[]): Set<string> {
  const actors = new Set<string>();
  for (const [name, fields] of operations) {
    const definition = operationNamed(name);
    if (!definition) continue;
    const named =
      name === 'custom_json' ? fields.required_posting_auths : [fields[definition.actor]];
    for (const actor of Array.isArray(named) ? named : [])
      if (typeof actor === 'string') actors.add(actor);
  }
  return actors;
}
