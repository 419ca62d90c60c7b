import {
  IdempotencyKeyReused,
  InvalidDPoPProof,
  UseDPoPNonce,
  type DomainError,
  type ErrorCode,
} from '../../core/errors';

/**
 * The one table where error codes become HTTP statuses: `api` for JSON endpoints (the spec's
 * statuses), `page` for HTML pages, where a client's mistake is a 400, never a 401 — there is no
 * credential a browser could retry with. Every code of core/errors.ts has a row (the type checks it).
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, { api: number; page: number }>> = {
  invalid_grant: { api: 401, page: 400 },
  invalid_scope: { api: 401, page: 400 },
  unauthorized_client: { api: 401, page: 400 },
  invalid_request: { api: 400, page: 400 },
  not_found: { api: 404, page: 404 },
  method_not_allowed: { api: 405, page: 405 },
  server_error: { api: 500, page: 500 },
  unavailable: { api: 503, page: 503 },
  invalid_client: { api: 401, page: 400 },
  unsupported_grant_type: { api: 400, page: 400 },
  unsupported_response_type: { api: 400, page: 400 },
  login_required: { api: 400, page: 400 },
  invalid_token: { api: 401, page: 400 },
  insufficient_scope: { api: 403, page: 400 },
  too_many_requests: { api: 429, page: 429 },
  conflict: { api: 409, page: 409 },
  // RFC 8628 §3.5: the device's polling answers are the token endpoint's 400s
  authorization_pending: { api: 400, page: 400 },
  slow_down: { api: 400, page: 400 },
  access_denied: { api: 400, page: 400 },
  expired_token: { api: 400, page: 400 },
  // RFC 9449 §5: at the token endpoint; a 401 with a bound access token (statusOverride)
  invalid_dpop_proof: { api: 400, page: 400 },
  use_dpop_nonce: { api: 400, page: 400 },
};

/**
 * Errors whose status is not their code's row: a reused Idempotency-Key is the IETF draft's 422
 * (issue 26); a DPoP refusal with an access token is RFC 9449 §7.1's 401, beside a challenge.
 */
export function statusOverride(error: DomainError): number | undefined {
  if (error instanceof IdempotencyKeyReused) return 422;
  if ((error instanceof InvalidDPoPProof || error instanceof UseDPoPNonce) && error.atResource)
    return 401;
  return undefined;
}

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 30;
