/**
 * What every failed call rejects with (and hands to a callback): the service's error body,
 * `{ error, error_description }` (plus `response` on `server_error` from a broadcast), as own
 * enumerable fields so code written for the hivesigner SDK (`err.error`) keeps working.
 */
export class HivegateError extends Error {
  /** The error code: the service's (`invalid_grant`, `invalid_scope`…) or the client's own (`invalid_state`, `network_error`, `invalid_response`). */
  readonly error: string;
  readonly error_description: string;
  /** HTTP status of the answer; absent when no answer arrived or the error was raised here. */
  readonly status?: number;
  /** `server_error` from a broadcast: the raw network error. */
  readonly response?: unknown;
  /**
   * The answer's `Retry-After`, seconds, whatever its status: 409 under an Idempotency-Key, 429,
   * 503, a chain rule's 500 (a post every 5 minutes), a proxy's page.
   */
  readonly retryAfter?: number;

  constructor(
    error: string,
    description: string,
    details: { status?: number; response?: unknown; retryAfter?: number } = {},
  ) {
    super(`${error}: ${description}`);
    this.name = 'HivegateError';
    this.error = error;
    this.error_description = description;
    if (details.status !== undefined) this.status = details.status;
    if (details.response !== undefined) this.response = details.response;
    if (details.retryAfter !== undefined) this.retryAfter = details.retryAfter;
  }
}

/** The error body the service answers with. */
export interface ErrorBody {
  error: string;
  error_description: string;
  response?: unknown;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof (value as ErrorBody).error === 'string'
  );
}
