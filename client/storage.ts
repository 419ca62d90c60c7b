/** The part of Web Storage the client uses, so `sessionStorage`, `localStorage` or your own fit. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * Where a sign-in in progress waits for its callback: `sessionStorage` in a browser (it survives
 * the trip to the consent page and back, and stays in this tab), memory elsewhere.
 */
export function defaultStorage(): KeyValueStorage {
  try {
    const session = (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
    if (session) return session;
  } catch {
    // a sandboxed frame throws on access: fall back to memory
  }
  return new MemoryStorage();
}
