/**
 * What a use case is told of the request it runs for, when one does (background work has none):
 * its id, as the HTTP adapter logs it and echoes it in `X-Request-Id`, so that the audit lines of
 * the security events the use case raises (a forged token, a sign-in it ends) name that request.
 * Passed along, not kept: no store holds it.
 */
export interface InRequest {
  requestId?: string;
}
