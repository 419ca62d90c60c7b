/**
 * Domain errors: a stable `code` (the spec's `error` string) and a human description.
 * No HTTP knowledge here; the HTTP adapter maps codes to statuses with one table.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  constructor(readonly description: string) {
    super(description);
    this.name = new.target.name;
  }
}

/** A token or code that is missing, invalid, expired, revoked or of the wrong kind. */
export class InvalidGrant extends DomainError {
  readonly code = 'invalid_grant';
  static wrongRole(): InvalidGrant {
    return new InvalidGrant('The token has invalid role');
  }
  static codeOrSecret(): InvalidGrant {
    return new InvalidGrant('The code or secret is not valid');
  }
}

/** Operations the token's scope does not allow. */
export class InvalidScope extends DomainError {
  readonly code = 'invalid_scope';
  static forOperations(names: readonly string[]): InvalidScope {
    return new InvalidScope(
      `The access_token scope does not allow the following operation(s): ${names.join(', ')}`,
    );
  }
}

/** The caller may not act for this account, or a required authority grant is missing. */
export class UnauthorizedClient extends DomainError {
  readonly code = 'unauthorized_client';
}

/** Input that is well-typed but not acceptable (bad redirect_uri, PKCE mismatch shape...). */
export class InvalidRequest extends DomainError {
  readonly code = 'invalid_request';
}

/** Something we depend on failed; `response` carries the upstream's raw error when there is one. */
export class ServerError extends DomainError {
  readonly code = 'server_error';
  constructor(description: string, readonly response?: unknown) {
    super(description);
  }
}

/** Not ready yet (e.g. the app directory before its first build); retry later. */
export class Unavailable extends DomainError {
  readonly code = 'unavailable';
}
