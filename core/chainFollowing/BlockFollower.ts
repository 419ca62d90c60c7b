import type { ChainBlock, ChainClient } from '../ports/ChainClient';
import type { ChainCursor } from '../ports/ChainCursor';
import type { Logger } from '../ports/Logger';

/** Told of every block, in order; a rejection stops the round and the block is read again later. */
export type BlockSubscriber = (block: ChainBlock) => Promise<unknown>;

export interface BlockFollowerOptions {
  /** Where to begin when storage remembers no block: the head (default) or a block number. */
  startBlock: number | 'head';
  /** Pause between rounds once caught up with the head, ms: a block is every 3 s. */
  pollMs: number;
  /** Most blocks one round reads before asking for the lead again. */
  batch: number;
}

export const DEFAULT_FOLLOWER_OPTIONS: BlockFollowerOptions = {
  startBlock: 'head',
  pollMs: 1000,
  batch: 100,
};

/** What /readyz and the metrics say of the follower. */
export interface FollowerState {
  /** This instance follows (another does when false, or storage is unreachable). */
  leading: boolean;
  lastBlock?: number;
  headBlock?: number;
  /** Blocks between the head and the last one handled. */
  lag?: number;
  /** Why the last round failed, while it keeps failing. */
  error?: string;
}

/**
 * Reads every block in order and hands it to the subscribers (issue 25 §1). One instance follows
 * (ChainCursor.lead); the last block handled is saved once its subscribers are done, once per
 * round (a round's blocks come in one read), so a restart — or another instance taking over —
 * resumes after it: none is missed, and one handled since the last save, or whose handling was
 * cut short, is handled again (subscribers make that harmless). A block a node has not got yet is
 * waited for, never skipped. Embedders that follow the chain themselves leave it stopped and call
 * `publish`.
 */
export class BlockFollower {
  private readonly subscribers: BlockSubscriber[] = [];
  private current: FollowerState = { leading: false };
  private running = false;
  private timer?: ReturnType<typeof setTimeout>;
  private round?: Promise<void>;

  constructor(
    private readonly chain: ChainClient,
    private readonly cursor: ChainCursor,
    private readonly logger: Logger,
    private readonly options: BlockFollowerOptions = DEFAULT_FOLLOWER_OPTIONS,
  ) {}

  subscribe(subscriber: BlockSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /** Hands one block to every subscriber, in the order they subscribed. */
  async publish(block: ChainBlock): Promise<void> {
    for (const subscriber of this.subscribers) await subscriber(block);
  }

  state(): FollowerState {
    return { ...this.current };
  }

  /** Starts following in the background. Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops after the block under way, and gives the lead up. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
    await this.cursor.release().catch(() => {});
    this.current = { leading: false };
  }

  /**
   * One round: takes the lead, then reads and publishes the blocks after the last one saved, up
   * to the head or `batch` of them. Answers whether the head is still ahead.
   */
  async followOnce(): Promise<boolean> {
    if (!(await this.cursor.lead())) {
      this.current = { leading: false };
      return false;
    }
    const head = await this.chain.headBlock();
    let last = await this.cursor.last();
    if (last === undefined) {
      // block 1 is the first there is
      last = Math.max(0, (this.options.startBlock === 'head' ? head : this.options.startBlock) - 1);
      await this.cursor.save(last);
      this.logger.info({ block: last + 1 }, 'chain follower: starting');
    }
    const until = Math.min(head, last + this.options.batch);
    const saved = last;
    try {
      while (last < until) {
        const blocks = await this.chain.blocks(last + 1, until - last);
        if (blocks.length === 0) break; // not on the node yet: waited for, never skipped
        for (const block of blocks) {
          await this.publish(block);
          last = block.num;
        }
      }
    } finally {
      // Once per round, and after a failure up to the last block handled (the next round reads
      // the rest again): a restart re-handles at most one round's blocks, which subscribers allow.
      if (last > saved) await this.cursor.save(last);
    }
    this.current = { leading: true, lastBlock: last, headBlock: head, lag: head - last };
    if (head - last > this.options.batch)
      this.logger.info({ block: last, head }, 'chain follower: catching up');
    return last < head;
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.round = this.followOnce().then(
        (behind) => {
          this.schedule(behind ? 0 : this.options.pollMs);
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          // One line per streak of failures, not one per round.
          if (this.current.error !== message)
            this.logger.warn({ err: error }, 'chain follower: round failed; retrying');
          this.current = { ...this.current, error: message };
          this.schedule(this.options.pollMs);
        },
      );
    }, ms);
    this.timer.unref?.();
  }
}
