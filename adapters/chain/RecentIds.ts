/**
 * Transaction ids this process signed that have not expired yet, so two identical requests stay
 * distinct transactions. Constant time per broadcast: ids wait in a queue in the order they were
 * signed, so expiry looks only at its front and stops at the first id still alive; a Set answers
 * lookups. (The whole-map walk this replaces made the cost per broadcast grow with the traffic of
 * the last 90 s; bench/README.md. Expiring from the front of a Map is no cure: V8 iterates a Map
 * over the holes its deletions leave until it rehashes, so the walk still grows with the traffic.)
 *
 * Expiry times are made non-decreasing in queue order: an id whose own expiry would come before
 * its predecessor's is kept until the predecessor's. Keeping an id a little longer only makes a
 * later identical transaction take one more second of expiration; dropping one early could sign
 * a duplicate.
 */
export class RecentIds {
  private readonly ids = new Set<string>();
  private queue: { id: string; expiresAt: number }[] = [];
  private head = 0;
  private latest = -Infinity;

  /** `visited` is told of every entry expiry looks at (tests count them to prove constant work). */
  constructor(private readonly visited: () => void = () => {}) {}

  get size(): number {
    return this.ids.size;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Keeps `id` until `expiresAt` (ms), or until the latest expiry so far if that is later. */
  add(id: string, expiresAt: number): void {
    if (this.ids.has(id)) return;
    this.latest = Math.max(this.latest, expiresAt);
    this.ids.add(id);
    this.queue.push({ id, expiresAt: this.latest });
  }

  /** Forgets the ids expired at `now`: the oldest first, stopping at the first one still alive. */
  expire(now: number): void {
    while (this.head < this.queue.length) {
      this.visited();
      const entry = this.queue[this.head];
      if (entry.expiresAt > now) break;
      this.ids.delete(entry.id);
      this.head += 1;
    }
    // Drop the spent front once it is half the queue: amortised O(1) per id.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}
