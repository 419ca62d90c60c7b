import { t } from './i18n';
import { UserError } from './shownErrors';

/* Hive Keychain, the browser extension: present or not, and its requests as promises. */

type KeychainCallback = (response: KeychainResponse) => void;

export interface KeychainResponse {
  success?: boolean;
  message?: string;
  error?: string;
  result?: unknown;
  /** requestSignBuffer: `username` is the account the user chose when none was named. */
  data?: { username?: string };
}

type Keychain = Record<string, (...args: unknown[]) => void>;

declare global {
  interface Window {
    hive_keychain?: Keychain;
  }
}

export function keychain(): Keychain | null {
  return window.hive_keychain ?? null;
}

/**
 * A Keychain request as a promise: `method(...args, callback)`. A refusal is shown beside
 * `field` (the button that asked) when given.
 */
export function keychainCall(
  method: string,
  args: unknown[],
  field?: string,
): Promise<KeychainResponse> {
  return new Promise((resolve, reject) => {
    const callback: KeychainCallback = (response) => {
      if (response && response.success) resolve(response);
      else reject(new UserError(keychainRefusal(response), field));
    };
    keychain()![method](...args, callback);
  });
}

/** Keychain's own words when it gives a reason other than the user's "no"; else plain words. */
function keychainRefusal(response: KeychainResponse | undefined): string {
  const said = response?.message ?? response?.error ?? '';
  if (!said || /cancel|declin|reject|denied/i.test(said)) return t('common.keychainDeclined');
  return t('common.keychainDidNotSign', { said });
}

/** Keychain injects itself when the page loads; look again a moment later before deciding. */
export function whenKeychain(show: () => void): void {
  if (keychain()) return show();
  setTimeout(() => keychain() && show(), 600);
}
