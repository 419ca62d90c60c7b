import type { TokenAnswer } from '../answers';
import type { KeyValueStorage } from '../storage';

/**
 * The signed-in user's tokens, kept where Aioha keeps its own login (localStorage by default) so
 * a reload stays signed in, as Aioha's other providers do. The refresh token rotates at each use
 * (a stolen, already used one revokes the whole sign-in) and logout revokes both at the service.
 */
export interface HivegateSession {
  username: string;
  accessToken: string;
  /**
   * `DPoP` when the tokens are bound to this browser's DPoP key (kept in IndexedDB, not here):
   * read out of localStorage, they are useless without it. Absent: bearer tokens.
   */
  tokenType?: 'DPoP';
  refreshToken?: string;
  /** When the access token expires, in milliseconds since the epoch. */
  expiresAt: number;
}

const KEY = 'hivegate.aioha.session';

export function sessionOf(tokens: TokenAnswer, now: number): HivegateSession {
  return {
    username: tokens.username,
    accessToken: tokens.access_token,
    ...(tokens.token_type === 'DPoP' ? { tokenType: 'DPoP' as const } : {}),
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    expiresAt: now + tokens.expires_in * 1000,
  };
}

export function saveSession(storage: KeyValueStorage, session: HivegateSession): void {
  storage.setItem(KEY, JSON.stringify(session));
}

export function forgetSession(storage: KeyValueStorage): void {
  storage.removeItem(KEY);
}

/** The kept session of `username`, if it is still usable (its access token alive, or a refresh token). */
export function loadSession(
  storage: KeyValueStorage,
  username: string,
  now: number,
): HivegateSession | undefined {
  const session = parseSession(storage.getItem(KEY));
  return session && session.username === username && usable(session, now) ? session : undefined;
}

export function usable(session: HivegateSession, now: number): boolean {
  return session.expiresAt > now || session.refreshToken !== undefined;
}

/** A session read back from storage, or a login Aioha kept (getLoginInfo), checked field by field. */
export function parseSession(text: string | null): HivegateSession | undefined {
  if (!text) return undefined;
  try {
    return asSession(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function asSession(value: unknown): HivegateSession | undefined {
  const v = value as Partial<HivegateSession> | null;
  if (
    typeof v?.username !== 'string' ||
    typeof v.accessToken !== 'string' ||
    typeof v.expiresAt !== 'number' ||
    (v.refreshToken !== undefined && typeof v.refreshToken !== 'string') ||
    (v.tokenType !== undefined && v.tokenType !== 'DPoP')
  )
    return undefined;
  return {
    username: v.username,
    accessToken: v.accessToken,
    ...(v.tokenType ? { tokenType: v.tokenType } : {}),
    ...(v.refreshToken ? { refreshToken: v.refreshToken } : {}),
    expiresAt: v.expiresAt,
  };
}
