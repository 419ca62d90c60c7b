import { randomText } from '../shared/crypto';

/**
 * The device authorization grant (RFC 8628): a device without a browser shows the user a short
 * code, the user signs in at /device on a phone, and the device polls the token endpoint.
 */

/** The grant_type the device polls with (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** The page where the user enters the code: the verification_uri under the issuer. */
export const DEVICE_PAGE_PATH = '/device';

/** Seconds a device request lives: long enough to find a phone, short enough not to be guessed. */
export const DEVICE_CODE_LIFETIME_SECONDS = 600;

/** Seconds between polls at first (RFC 8628 §3.2's default). */
export const DEVICE_POLL_INTERVAL_SECONDS = 5;

/** Seconds each slow_down adds to the interval (RFC 8628 §3.5). */
export const DEVICE_SLOW_DOWN_SECONDS = 5;

/**
 * Twenty consonants without look-alikes (no vowels, so no words; RFC 8628 §6.1's example set):
 * 20^8 ≈ 2.6·10^10 codes, against a few thousand live ones and a rate limit on guesses.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';

const USER_CODE_LENGTH = 8;

/** A fresh user code, stored without its dash: `BCDFGHJK`. */
export function newUserCode(): string {
  return randomText(USER_CODE_ALPHABET, USER_CODE_LENGTH);
}

/** As shown to the user: `BCDF-GHJK`. */
export function displayUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * What the user typed, as stored: case, dashes and spaces ignored (RFC 8628 §6.1); undefined when
 * it cannot be a code, so that nothing is looked up for it.
 */
export function normalizeUserCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === USER_CODE_LENGTH && [...code].every((c) => USER_CODE_ALPHABET.includes(c))
    ? code
    : undefined;
}
