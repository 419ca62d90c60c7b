/*
 * The accounts a person signed in with on this browser (issue 27 §3): names only, never keys,
 * newest first, kept in localStorage until they press Forget. A browser that refuses storage
 * (private mode, a policy) simply remembers nothing.
 */

const STORAGE_KEY = 'hivegate.accounts';
/** More than a person switches between; the oldest drops out. */
const MOST = 8;

export function rememberedAccounts(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberAccount(name: string): void {
  save([name, ...rememberedAccounts().filter((n) => n !== name)].slice(0, MOST));
}

export function forgetAccount(name: string): void {
  save(rememberedAccounts().filter((n) => n !== name));
}

function save(names: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(names));
  } catch {
    // storage refused: nothing is remembered
  }
}
