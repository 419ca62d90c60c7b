import type { SignInMethod } from './openId';

/** The longest device summary kept: "Samsung Internet for Android on Android" fits. */
export const DEVICE_SUMMARY_MAX_LENGTH = 64;

/**
 * Where a sign-in was made, so that the user can tell their sign-ins apart at /authorized-apps
 * (issue 57 §8): the wallet the page said signed (`key` when it did not say), and a short summary
 * of the signing browser ("Firefox on Android"), made at the HTTP edge from its User-Agent. Nothing
 * else of the User-Agent is kept. Recorded with the sign-in; no token carries it but the token
 * flow's handoff, which takes it to the record its access token starts (Claims.origin).
 */
export interface SignInOrigin {
  wallet: SignInMethod;
  device?: string;
}

/** The origin a signed request reports, its device summary bounded. */
export function signInOrigin(
  method: SignInMethod | undefined,
  device: string | undefined,
): SignInOrigin {
  const summary = device?.trim().slice(0, DEVICE_SUMMARY_MAX_LENGTH);
  return { wallet: method ?? 'key', ...(summary ? { device: summary } : {}) };
}
