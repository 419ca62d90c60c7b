import type { AppProfile } from './app';

/** Longest redirect_uri accepted anywhere. */
export const REDIRECT_URI_MAX = 2048;

/** A redirect_uri is acceptable only when it is, character for character, one the app registered. */
export function isRegisteredRedirect(app: AppProfile, redirectUri: string): boolean {
  return app.redirectUris.includes(redirectUri);
}
