import { HivegateError } from './errors';

/** Statuses and client codes after which a keyed broadcast is sent again (the key makes it safe). */
const RETRIED_STATUSES = new Set([409, 502, 503, 504]);

/** Longest `Retry-After` the client waits out itself; a longer one is the caller's to decide. */
export const MAX_RETRY_AFTER_SECONDS = 30;

/**
 * How long to wait before retrying a keyed broadcast that failed with `error`, ms; undefined when
 * it must not be retried: the service answered for good (a refusal, a bad request), or asks for
 * a wait longer than MAX_RETRY_AFTER_SECONDS. No answer at all (`network_error`) is retried.
 */
export function retryDelayMs(error: unknown, attempt: number): number | undefined {
  if (!(error instanceof HivegateError)) return undefined;
  const retried =
    error.error === 'network_error' ||
    (error.status !== undefined && RETRIED_STATUSES.has(error.status));
  if (!retried) return undefined;
  if (error.retryAfter !== undefined) {
    return error.retryAfter <= MAX_RETRY_AFTER_SECONDS ? error.retryAfter * 1000 : undefined;
  }
  return 250 * 2 ** attempt;
}
