import type { AppProfile } from '../apps/app';

/** Longest redirect_uri accepted anywhere. */
export const REDIRECT_URI_MAX = 2048;

/**
 * A redirect_uri is acceptable only when it is, character for character, one the app registered —
 * except that a loopback one (`http://127.0.0.1:{port}/…`, `http://[::1]:{port}/…`) may name any
 * port, since a native app gets its port from the OS at run time (RFC 8252 §7.3).
 */
export function isRegisteredRedirect(app: AppProfile, redirectUri: string): boolean {
  if (app.redirectUris.includes(redirectUri)) return true;
  const asked = loopbackWithoutPort(redirectUri);
  return (
    asked !== undefined &&
    app.redirectUris.some((registered) => loopbackWithoutPort(registered) === asked)
  );
}

/** The URI with its port removed when it is an http loopback IP literal URI; otherwise undefined. */
function loopbackWithoutPort(uri: string): string | undefined {
  const match = /^http:\/\/(127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?([/?#].*)?$/.exec(uri);
  if (!match || (match[2] !== undefined && Number(match[2]) > 65535)) return undefined;
  return `http://${match[1]}${match[3] ?? ''}`;
}
