import type { Operation } from '@hiveio/dhive';
import { AUTHOR, benchUserName } from './accounts';

export interface Vote {
  voterIndex: number;
  voter: string;
  operation: Operation;
}

/**
 * Distinct votes that cannot run out: vote k is by user k mod users on post floor(k / users), never
 * the same (voter, post) twice, and the posts are seeded on the chain as the votes are taken. When
 * fewer than `lowWaterPosts` posts' worth of votes are left, the next batch of posts is seeded in
 * the background, so a machine of any speed finds votes ready (issue 16: a 16-core run spent a
 * fixed pile and sent 127,220 empty broadcasts). Each plan has its own permlink prefix, so two
 * loads never share a vote.
 */
export class VotePlan {
  private next = 0;
  private seeded = 0;
  private seeding?: Promise<void>;
  /** Batches seeded while votes were being taken (not by `ensure`). */
  topUps = 0;
  /** Why the last background top-up failed, if it did. */
  failure?: Error;

  constructor(
    readonly users: number,
    private readonly prefix: string,
    /** Creates root posts by AUTHOR with these permlinks on the chain. */
    private readonly seed: (permlinks: string[]) => Promise<void>,
    private readonly batchPosts = 200,
    private readonly lowWaterPosts = 100,
  ) {}

  /** Votes that can be taken now. */
  get ready(): number {
    return this.seeded * this.users - this.next;
  }

  get used(): number {
    return this.next;
  }

  /** Seeds posts until at least `votes` votes are ready (before a load: sized from the machine). */
  async ensure(votes: number): Promise<void> {
    while (this.ready < votes) await this.grow();
  }

  /** The next vote; undefined only when the votes are spent faster than posts can be seeded. */
  take(): Vote | undefined {
    if (this.ready <= this.lowWaterPosts * this.users && !this.seeding) {
      this.topUps += 1;
      this.grow().catch((error: unknown) => {
        this.failure = error as Error;
        process.stderr.write(
          `bench: seeding more posts for ${this.prefix} failed: ${this.failure.message}\n`,
        );
      });
    }
    if (this.ready <= 0) return undefined;
    const k = this.next++;
    const voterIndex = k % this.users;
    const voter = benchUserName(voterIndex);
    return {
      voterIndex,
      voter,
      operation: [
        'vote',
        {
          voter,
          author: AUTHOR,
          permlink: `${this.prefix}-${Math.floor(k / this.users)}`,
          weight: 10000,
        },
      ],
    };
  }

  private grow(): Promise<void> {
    this.seeding ??= (async () => {
      try {
        const from = this.seeded;
        await this.seed(
          Array.from({ length: this.batchPosts }, (_, i) => `${this.prefix}-${from + i}`),
        );
        this.seeded = from + this.batchPosts;
      } finally {
        this.seeding = undefined;
      }
    })();
    return this.seeding;
  }
}
