/*
 * How strong an app's client secret must be (issue 37 §3). An app publishes the secret's unsalted
 * SHA-256 in its profile, on chain for anyone to read, so a guessable secret is found offline at
 * billions of guesses a second, with no rate limit to slow it down: only randomness protects it.
 * No imports: the register page's script (web/src) reads these too.
 */

/** The least randomness a client secret must hold (docs/security.md). */
export const CLIENT_SECRET_MIN_BITS = 128;

/** Random bytes in a secret hivegate makes (`hivegate app secret`, /apps/register): 256 bits. */
export const CLIENT_SECRET_BYTES = 32;
