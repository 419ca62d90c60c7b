import { HivegateError } from './errors';
import type { KeyValueStorage } from './storage';

/**
 * A sign-in started here and waiting for its callback, kept under its `state`: the callback must
 * bring back a state this client issued (CSRF, RFC 6749 §10.12), and each is usable once.
 */
export interface PendingSignIn {
  /** The PKCE verifier (code flow). */
  verifier?: string;
  redirectUri: string;
}

const PREFIX = 'hivegate.signin.';

export function savePending(storage: KeyValueStorage, state: string, pending: PendingSignIn): void {
  storage.setItem(PREFIX + state, JSON.stringify(pending));
}

/** The pending sign-in for `state`, removed so that a replayed callback finds nothing. */
export function takePending(storage: KeyValueStorage, state: string | null): PendingSignIn {
  const text = state ? storage.getItem(PREFIX + state) : null;
  if (state) storage.removeItem(PREFIX + state);
  if (!text)
    throw new HivegateError(
      'invalid_state',
      'The sign-in answer does not match a sign-in started here (state), or was already used',
    );
  return JSON.parse(text) as PendingSignIn;
}

/** The parameters of a sign-in callback: in the fragment (response_mode=fragment) or the query. */
export function callbackParams(url: string | URL): URLSearchParams {
  const parsed = new URL(String(url));
  const fragment = new URLSearchParams(parsed.hash.replace(/^#/, ''));
  return fragment.has('state') ||
    fragment.has('access_token') ||
    fragment.has('code') ||
    fragment.has('error')
    ? fragment
    : parsed.searchParams;
}
