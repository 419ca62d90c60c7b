/**
 * Makes a transaction all-or-nothing: while a journal is open, every write to a JournaledMap
 * records how to undo it; a failing operation rolls the whole transaction back.
 * Values are replaced, never mutated in place, so restoring the old reference restores the state.
 * Held by: devnet/test/transactionRules.spec.ts ("is all or nothing: a failing second operation undoes the first").
 */
export class Journal {
  private undo: (() => void)[] | undefined;

  /** Runs `change`; if it throws, every write it made is undone and the error rethrown. */
  atomically<T>(change: () => T): T {
    const outer = this.undo;
    this.undo = [];
    try {
      const result = change();
      if (outer) outer.push(...this.undo);
      return result;
    } catch (error) {
      for (const step of this.undo.reverse()) step();
      throw error;
    } finally {
      this.undo = outer;
    }
  }

  record(step: () => void): void {
    this.undo?.push(step);
  }
}

export class JournaledMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly journal: Journal) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  entriesList(): IterableIterator<[K, V]> {
    return this.entries.entries();
  }

  set(key: K, value: V): void {
    this.rememberPrevious(key);
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.rememberPrevious(key);
    this.entries.delete(key);
  }

  private rememberPrevious(key: K): void {
    const existed = this.entries.has(key);
    const previous = this.entries.get(key);
    this.journal.record(() => {
      if (existed) this.entries.set(key, previous as V);
      else this.entries.delete(key);
    });
  }
}
