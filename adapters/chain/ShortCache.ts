/**
 * Promises kept for `ttlMs` after they were started, so concurrent and quick repeated reads of
 * the same key share one network call. A rejected promise is dropped at once: failures are
 * never cached.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The fresh entry for `key`, if any. */
  get(key: string): Promise<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: Promise<V>): Promise<V> {
    const entry = { value, at: this.now() };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > 10_000) this.prune();
    return value;
  }

  /** Forgets `key`: the next read loads it. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The fresh value for `key`, or the one `load` starts. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    return this.get(key) ?? this.set(key, load());
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries)
      if (now - entry.at >= this.ttlMs) this.entries.delete(key);
  }
}
