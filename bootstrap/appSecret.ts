import { randomBytes } from 'node:crypto';
import { CLIENT_SECRET_BYTES } from '../core/signIn/clientSecret';
import { sha256Hex } from '../core/shared/crypto';

/** A new client secret (256 random bits, base64url) and the SHA-256 hex its app's profile publishes. */
export function newClientSecret(): { clientSecret: string; secret: string } {
  const clientSecret = randomBytes(CLIENT_SECRET_BYTES).toString('base64url');
  return { clientSecret, secret: sha256Hex(clientSecret) };
}

/** What `hivegate app secret` prints: the two values on their own labelled lines, then what each is for. */
export function appSecretText(): string {
  const { clientSecret, secret } = newClientSecret();
  return `client_secret: ${clientSecret}
secret: ${secret}

# client_secret: ${CLIENT_SECRET_BYTES * 8} random bits. Keep it on your app's server only; it goes to
#   /api/oauth2/token, never into a page, a phone app or the chain.
# secret: its SHA-256, public. Put it in your app's json_metadata profile as "secret"
#   (/apps/register on your hivegate writes the profile with your active key).
`;
}
