import type { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';
import type { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { MemoryLogger } from './MemoryLogger';

/*
 * The events of a revocation feed (PostgreSQL's LISTEN, SQLite's poll of a shared file), for
 * specs that wait on them rather than on a clock (issue 56 §6): a machine under load makes a feed
 * slower, never wrong, and mocha's own timeout still fails a feed that never answers.
 */

/** Resolves when `feed` takes in a revocation of `sid` (a notification, or this instance's own). */
export function heardOf(feed: PostgresRevocations, sid: string): Promise<void> {
  return new Promise((resolve) => {
    const add = feed.add.bind(feed);
    feed.add = (heard: string, until: number) => {
      add(heard, until);
      if (heard === sid) resolve();
    };
  });
}

/** A feed's logger that says when a line was written: `next('… feed back')` resolves on it. */
export class FeedLogger extends MemoryLogger {
  private readonly waiting: { message: string; resolve: () => void }[] = [];

  next(message: string): Promise<void> {
    return new Promise((resolve) => this.waiting.push({ message, resolve }));
  }

  override info(fields: object, message: string): void {
    super.info(fields, message);
    this.tell(message);
  }

  override warn(fields: object, message: string): void {
    super.warn(fields, message);
    this.tell(message);
  }

  /** How many lines say `message`. */
  count(message: string): number {
    return this.lines.filter(
      (line) => (JSON.parse(line) as { message: string }).message === message,
    ).length;
  }

  private tell(message: string): void {
    for (const waiter of this.waiting.filter((w) => w.message === message)) waiter.resolve();
  }
}

/**
 * Resolves when a SQLite store's view takes in a revocation of `sid` from its poll of the shared
 * file (SqliteRevocations: another connection's commits). Reaches into the store's private view:
 * the poll is the event, and it has no listener of its own.
 */
export function polledInto(store: SqliteSignInStore, sid: string): Promise<void> {
  const view = (store as unknown as { revocations: { refresh(): void; has(sid: string): boolean } })
    .revocations;
  return new Promise((resolve) => {
    const refresh = view.refresh.bind(view);
    view.refresh = () => {
      refresh();
      if (view.has(sid)) resolve();
    };
  });
}
