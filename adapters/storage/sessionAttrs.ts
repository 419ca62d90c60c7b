/**
 * The `target_session_attrs` of a DATABASE_URL (libpq's name) hivegate serves: it writes, so a
 * standby will not do. Free of pg, so that the configuration checks it before pg is loaded.
 */
export const SERVED_SESSION_ATTRS = ['any', 'read-write', 'primary'];

/** The URL's target_session_attrs (libpq's default: `any`). */
export function sessionAttrsOf(url: string): string {
  const query = url.split('#')[0].split('?')[1] ?? '';
  return new URLSearchParams(query).get('target_session_attrs') ?? 'any';
}
