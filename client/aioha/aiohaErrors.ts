import { HivegateError } from '../errors';

/**
 * Aioha's error codes (EIP-1193's, which Aioha follows, and its own 5xxx), and how a hivegate
 * error reads in them. Aioha apps switch on the code; the message keeps the service's words.
 */
export const AIOHA_CODES = {
  /** The user said no: closed the window, refused on the consent or sign page. */
  userRejected: 4001,
  /** The service refused the token or the request's rights. */
  unauthorized: 4100,
  /** Something this provider cannot do. */
  unsupported: 4200,
  notLoggedIn: 4900,
  /** Anything else that failed. */
  failed: 5000,
  /** The service or the chain failed. */
  internal: -32603,
} as const;

/**
 * The service's error codes (its `error` field; core/errors.ts is their one home, which this
 * browser code may not import) as Aioha codes; test/client/aiohaErrors.spec.ts holds every key
 * here to a code the service sends.
 */
export const BY_SERVICE_ERROR: Readonly<Record<string, number>> = {
  access_denied: AIOHA_CODES.userRejected,
  invalid_token: AIOHA_CODES.unauthorized,
  invalid_grant: AIOHA_CODES.unauthorized,
  invalid_client: AIOHA_CODES.unauthorized,
  unauthorized_client: AIOHA_CODES.unauthorized,
  invalid_scope: AIOHA_CODES.unauthorized,
  server_error: AIOHA_CODES.internal,
  unavailable: AIOHA_CODES.internal,
};

export interface AiohaFailure {
  success: false;
  errorCode: number;
  error: string;
}

export function failure(errorCode: number, error: string): AiohaFailure {
  return { success: false, errorCode, error };
}

/** A thrown error as Aioha's result: a service error by its code and words, anything else as failed. */
export function failureOf(thrown: unknown): AiohaFailure {
  if (thrown instanceof HivegateError)
    return failure(
      BY_SERVICE_ERROR[thrown.error] ?? AIOHA_CODES.failed,
      `hivegate: ${thrown.error_description || thrown.error}`,
    );
  return failure(AIOHA_CODES.failed, `hivegate: ${String(thrown)}`);
}
