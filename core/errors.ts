/**
 * Every error a client can see, in one place: the typed domain errors (a stable `code`, the
 * spec's `error` string) and the catalogue `Errors` of factories that word them. Descriptions the
 * spec names are written exactly as it has them. No HTTP knowledge here: the HTTP adapter maps
 * codes to statuses with one table (adapters/http/errorStatus.ts).
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
}

/** Operations the token's scope does not allow. */
export class InvalidScope extends DomainError {
  readonly code = 'invalid_scope';
}

/** The caller may not act for this account, or a required authority grant is missing. */
export class UnauthorizedClient extends DomainError {
  readonly code = 'unauthorized_client';
}

/** Input that is well-typed but not acceptable (bad redirect_uri, a malformed body…). */
export class InvalidRequest extends DomainError {
  readonly code = 'invalid_request';
}

/** No such endpoint or page. */
export class NotFound extends DomainError {
  readonly code = 'not_found';
}

/** The endpoint exists, but not for this HTTP method. */
export class MethodNotAllowed extends DomainError {
  readonly code = 'method_not_allowed';
}

/** Something we depend on failed; `response` carries the upstream's raw error where the spec allows it. */
export class ServerError extends DomainError {
  readonly code = 'server_error';
  constructor(
    description: string,
    readonly response?: unknown,
  ) {
    super(description);
  }
}

/** A refusal by the network that waiting cures (issue 26 §2): the spec's 500, plus Retry-After. */
export class ServerErrorRetryLater extends ServerError {
  constructor(
    description: string,
    response: unknown,
    readonly retryAfterSeconds: number,
  ) {
    super(description, response);
  }
}

/** Not ready, or a dependency is unreachable; retry later. */
export class Unavailable extends DomainError {
  readonly code = 'unavailable';
}

/** OAuth client authentication failed: unknown client, wrong secret, bad Basic credentials (RFC 6749 §5.2). */
export class InvalidClient extends DomainError {
  readonly code = 'invalid_client';
}

/** A grant_type the token endpoint does not support. */
export class UnsupportedGrantType extends DomainError {
  readonly code = 'unsupported_grant_type';
}

/** A response_type the authorization endpoint does not support (sent back to the redirect URI). */
export class UnsupportedResponseType extends DomainError {
  readonly code = 'unsupported_response_type';
}

/** OpenID Connect prompt=none, but the user would have to sign in (sent back to the redirect URI). */
export class LoginRequired extends DomainError {
  readonly code = 'login_required';
}

/** The bearer token at userinfo is missing, invalid, expired or revoked (RFC 6750 §3.1). */
export class InvalidToken extends DomainError {
  readonly code = 'invalid_token';
}

/** The bearer token is valid but was not issued for what the endpoint needs (RFC 6750 §3.1). */
export class InsufficientScope extends DomainError {
  readonly code = 'insufficient_scope';
}

/** Too many requests (or failed attempts) for one key; `retryAfterSeconds` says when the window resets. */
export class RateLimited extends DomainError {
  readonly code = 'too_many_requests';
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(description);
  }
}

// Idempotency keys on /api/broadcast (issue 26)
/** An Idempotency-Key sent again with another request (the IETF draft's 422; the spec's `invalid_request`). */
export class IdempotencyKeyReused extends InvalidRequest {}

/** A request under the same Idempotency-Key is still being answered; retry after `retryAfterSeconds`. */
export class IdempotencyKeyInFlight extends DomainError {
  readonly code = 'conflict';
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(description);
  }
}

/** Every error code a client can receive (the HTTP adapter has a status for each; a test checks it). */
export const ERROR_CODES = [
  'invalid_grant',
  'invalid_scope',
  'unauthorized_client',
  'invalid_request',
  'not_found',
  'method_not_allowed',
  'server_error',
  'unavailable',
  'invalid_client',
  'unsupported_grant_type',
  'unsupported_response_type',
  'login_required',
  'invalid_token',
  'insufficient_scope',
  'too_many_requests',
  'conflict',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The catalogue: one factory per situation, grouped by where it arises. */
export const Errors = {
  // Tokens (every endpoint that takes one)
  tokenMissing: () => new InvalidGrant('The token is missing'),
  tokenNotValid: () => new InvalidGrant('The token is not valid'),
  /** The spec's wording for a token of the wrong kind, and for anything /api/oauth2/token cannot use as a grant. */
  tokenWrongRole: () => new InvalidGrant('The token has invalid role'),
  tokenExpired: () => new InvalidGrant('The token has expired'),
  /** Its `nbf` (not before) is still ahead (RFC 7519 §4.1.5). */
  tokenNotYetValid: () => new InvalidGrant('The token is not valid yet'),
  tokenRevoked: () => new InvalidGrant('The token has been revoked'),

  // The token exchange (/api/oauth2/token)
  /** The spec's wording: wrong secret, unknown app, or a code/refresh token already used. */
  codeOrSecret: () => new InvalidGrant('The code or secret is not valid'),
  verifierWithoutChallenge: () =>
    new InvalidGrant('A code_verifier was sent for a code issued without code_challenge'),
  verifierMismatch: () => new InvalidGrant('The code_verifier does not match the code_challenge'),

  // The token endpoint's standard (OpenID Connect / RFC 6749) form: grant_type, client authentication
  unsupportedGrantType: () =>
    new UnsupportedGrantType('grant_type must be authorization_code or refresh_token'),
  clientAuthFailed: () => new InvalidClient('Client authentication failed'),
  clientBasicMalformed: () =>
    new InvalidClient(
      'The Authorization header must hold HTTP Basic client credentials (client_id:client_secret, each URL-encoded)',
    ),
  clientIdMissing: () =>
    new InvalidClient('client_id is missing: a client that sends no secret must name itself'),
  twoClientAuthMethods: () =>
    new InvalidRequest(
      'The client authenticated in more than one way; use exactly one of client_secret_basic, client_secret_post or none',
    ),
  publicClientWithoutPkce: () =>
    new InvalidClient(
      'A client that sends no secret must use PKCE: code_challenge at the authorization, code_verifier here',
    ),
  grantForAnotherClient: () => new InvalidGrant('The grant was issued to another client'),
  redirectUriMissing: () =>
    new InvalidRequest('redirect_uri is missing: send the one of the authorization request'),
  redirectUriMismatch: () =>
    new InvalidGrant('redirect_uri does not match the one of the authorization request'),

  // OpenID Connect at the authorization endpoint (sent back to the redirect URI) and userinfo
  loginRequired: () =>
    new LoginRequired(
      'prompt=none cannot be met: every sign-in with Hive is a fresh signature by the user, there is no session to reuse',
    ),
  unsupportedResponseType: () =>
    new UnsupportedResponseType('response_type must be code (or token, the HiveSigner token flow)'),
  bearerMissing: () => new InvalidToken('The access token is missing'),
  bearerNotValid: (description: string) => new InvalidToken(description),
  notAnOpenIdToken: () =>
    new InsufficientScope('The access token was not issued for the openid scope'),

  // Sign-in (challenge, authorize, the consent page)
  accountMissing: (username: string) =>
    new InvalidRequest(`The account @${username} does not exist`),
  accountNotLoaded: (username: string) =>
    new UnauthorizedClient(`The account @${username} could not be loaded`),
  accountGone: (username: string) => new InvalidGrant(`The account @${username} no longer exists`),
  notAnApp: (clientId: string) =>
    new UnauthorizedClient(
      `The account @${clientId} is not a registered app (its profile needs type "app", redirect_uris and a secret)`,
    ),
  redirectNotRegistered: (app: string) =>
    new InvalidRequest(`The redirect_uri is not registered for the app @${app}`),
  challengeNotValid: () =>
    new InvalidGrant('The challenge is not valid or has expired; ask for a new one'),
  signatureNotFromAccount: (username: string) =>
    new InvalidGrant(`The signature is not from a key of @${username}`),
  scopeNotGrantable: (names: readonly string[]) =>
    new InvalidScope(
      `The app asks for ${names.map((s) => `"${s}"`).join(', ')}, which no sign-in can grant. A sign-in grants login, offline, ` +
        `posting and the posting operations (vote, comment, custom_json…); transfers and other operations that need ` +
        `the active key are signed by the user on a sign link instead`,
    ),
  postingNotGrantedAtSignIn: (user: string, app: string) =>
    new UnauthorizedClient(
      `@${user} has not granted @${app} posting authority; grant it on the consent page first`,
    ),

  // Broadcast (/api/broadcast)
  operationsOutOfScope: (names: readonly string[]) =>
    new InvalidScope(
      `The access_token scope does not allow the following operation(s): ${names.join(', ')}`,
    ),
  tokenNamesNoApp: () => new UnauthorizedClient('The token names no app to broadcast through'),
  notTheTokensUser: (where: string, field: string, user: string) =>
    new UnauthorizedClient(`${where}: ${field} must be @${user}, the token's user`),
  activeAuthsNotEmpty: (where: string) =>
    new UnauthorizedClient(
      `${where}: required_auths must be empty; this service signs with posting authority only`,
    ),
  postingAuthsNotTheUser: (where: string, user: string) =>
    new UnauthorizedClient(
      `${where}: every entry of required_posting_auths must be @${user}, the token's user`,
    ),
  keyChange: (where: string, keys: readonly string[]) =>
    new UnauthorizedClient(
      `${where}: may change posting_json_metadata only; ${keys.join(', ')} ${keys.length === 1 ? 'needs' : 'need'} the user's own keys`,
    ),
  jsonMetadataNeedsActive: (where: string) =>
    new UnauthorizedClient(
      `${where}: json_metadata must be empty (it needs active authority); use posting_json_metadata`,
    ),
  appAccountNotLoaded: (app: string) =>
    new UnauthorizedClient(`The app account @${app} could not be loaded`),
  userHasNotGrantedApp: (user: string, app: string) =>
    new UnauthorizedClient(
      `@${user} has not granted @${app} posting authority (with enough weight to meet the posting threshold); ` +
        `sign in to the app again to grant it`,
    ),
  appHasNotGrantedService: (app: string, service: string, threshold: number) =>
    new UnauthorizedClient(
      `The app @${app} has not granted @${service} posting authority: the owner of @${app} must add ` +
        `@${service} to the posting authority of @${app} (account_auths) with a weight of at least ` +
        `its posting weight_threshold (${threshold})`,
    ),
  /** The spec gives /api/broadcast no 503: nothing was signed, so the client may simply retry. */
  broadcastChainUnreachable: () =>
    new ServerError(
      'The Hive network could not be reached; try again shortly; nothing was broadcast',
    ),
  /** The network refused it, or its outcome stays unknown: the node's message, and its raw error as `response` (spec). */
  broadcastFailed: (message: string, raw: unknown) => new ServerError(message, raw),
  /** A refusal that waiting cures (a comment or vote interval): the node's message, Retry-After (issue 26). */
  broadcastTooSoon: (message: string, raw: unknown, seconds: number) =>
    new ServerErrorRetryLater(message, raw, seconds),
  /** A refusal because a vote, reply or option names a post that is not on chain: plain words first, then the network's message. */
  broadcastPostMissing: (post: string | undefined, message: string, raw: unknown) =>
    new ServerError(
      `${post ? `The post ${post} does not exist` : 'A post the operations refer to does not exist'}: check the author and permlink ` +
        `(nothing was broadcast). The Hive network said: ${message}`,
      raw,
    ),

  // Idempotency keys on /api/broadcast (issue 26)
  idempotencyKeyNotValid: () =>
    new InvalidRequest(
      'Idempotency-Key must be 1 to 255 printable ASCII characters (optionally in double quotes)',
    ),
  idempotencyKeyRepeated: () => new InvalidRequest('Send one Idempotency-Key header, not several'),
  idempotencyKeyReused: () =>
    new IdempotencyKeyReused(
      'This Idempotency-Key was used for another request (different operations or wait); use a new key for a new request',
    ),
  idempotencyKeyInFlight: (seconds: number) =>
    new IdempotencyKeyInFlight(
      `A request with this Idempotency-Key is still being broadcast; retry in ${seconds} seconds to get its answer`,
      seconds,
    ),

  // Receipts of /api/broadcast (issue 26)
  receiptNotFound: (id: string) =>
    new NotFound(
      `No transaction ${id} was broadcast through this service for this token's user and app (receipts are kept 24 hours)`,
    ),
  transactionIdNotValid: () =>
    new InvalidRequest('The transaction id must be 40 hexadecimal digits'),
  waitNotValid: () => new InvalidRequest('wait must be included or irreversible'),
  broadcastExpired: (id: string, expiration: string) =>
    new ServerError(
      `The transaction ${id} expired at ${expiration} UTC without being included in a block; it was not applied`,
    ),
  broadcastNotYetIrreversible: (id: string, blockNum: number | undefined) =>
    new ServerError(
      `The transaction ${id} is in block ${blockNum ?? '?'} but not irreversible yet; follow it with GET /api/broadcast/${id}`,
    ),

  // The broadcast body (checked at the edge)
  operationsMissing: () => new InvalidRequest('operations is missing'),
  operationsNotArray: () =>
    new InvalidRequest('operations must be an array of [name, fields] operations'),
  operationsNotJson: () =>
    new InvalidRequest('operations must be a JSON array of [name, fields] operations'),
  operationsEmpty: () => new InvalidRequest('operations must hold at least one operation'),
  tooManyOperations: (count: number, max: number) =>
    new InvalidRequest(`operations holds ${count} operations; at most ${max} are accepted`),
  operationsTooLarge: (bytes: number, max: number) =>
    new InvalidRequest(`operations take ${bytes} bytes; a Hive transaction holds at most ${max}`),
  operationNotPair: (where: string) => new InvalidRequest(`${where} must be a [name, fields] pair`),
  operationNameNotValid: (where: string) =>
    new InvalidRequest(`${where}: the operation name must be a string like "vote"`),
  operationFieldsNotObject: (where: string, name: string) =>
    new InvalidRequest(`${where} (${name}): the fields must be an object`),
  /** `field: reason` for a field the edge's schema refused. */
  invalidField: (description: string) => new InvalidRequest(description),

  // Sign links (/sign/…)
  signLinkKind: (kind: string) => new InvalidRequest(`Unknown sign link kind "${kind}"`),
  signLinkPayload: () => new InvalidRequest('The sign link payload is not base64url'),
  signLinkUndecodable: () => new InvalidRequest('The sign link could not be decoded'),
  signLinkTransaction: (description: string) =>
    new InvalidRequest(`The sign link's transaction is not valid: ${description}`),
  signLinkCallback: () => new InvalidRequest('The callback is not a valid URL'),
  signLinkCallbackScheme: () => new InvalidRequest('The callback must be an http(s) URL'),
  signLinkFieldName: (key: string) => new InvalidRequest(`"${key}" is not a field name`),
  signLinkBoolean: (key: string) => new InvalidRequest(`${key} must be true or false`),
  signLinkJson: (key: string) => new InvalidRequest(`${key} must be JSON`),
  signLinkOperationUnknown: (name: string) =>
    new InvalidRequest(
      `This link asks to sign "${name}", which is not a Hive operation this page can sign`,
    ),
  /** `reason` follows the field's name: "must be an amount like 1.000 HIVE", "is missing". */
  signLinkField: (field: string, reason: string) => new InvalidRequest(`${field} ${reason}`),
  signLinkFieldUnknown: (operation: string, field: string) =>
    new InvalidRequest(
      `The link has a field "${field}", which a ${operation.replace(/_/g, ' ')} does not have`,
    ),
  signLinkTooManyFields: (max: number) =>
    new InvalidRequest(`The link has too many fields (at most ${max})`),
  signLinkTooLarge: (bytes: number, max: number) =>
    new InvalidRequest(
      `The link's operations take ${bytes} bytes; a Hive transaction holds at most ${max}`,
    ),
  signLinkAccountMissing: (field: string, name: string) =>
    new InvalidRequest(`${field}: the account @${name} does not exist on Hive`),
  signLinkExpirationNotValid: () =>
    new InvalidRequest('expiration: must be a date and time like 2030-01-01T00:00:00 (UTC)'),
  signLinkExpired: (expiration: string) =>
    new InvalidRequest(
      `expiration: this transaction expired at ${expiration} UTC and can no longer be broadcast; ask for a new link`,
    ),
  signLinkExpiresTooLate: (minutes: number) =>
    new InvalidRequest(
      `expiration: Hive accepts a transaction at most ${minutes} minutes before it expires; ask for a new link`,
    ),

  // The app directory and the network
  directoryBuilding: () => new Unavailable('The app directory is being built; retry in a minute'),
  chainUnreachable: () =>
    new Unavailable('The Hive network could not be reached; try again shortly'),

  // Rate limits (raised by the HTTP adapter's limiters)
  rateLimited: (seconds: number) =>
    new RateLimited(`Too many requests; retry in ${seconds} seconds`, seconds),
  tooManyFailures: (seconds: number) =>
    new RateLimited(`Too many failed attempts; retry in ${seconds} seconds`, seconds),

  // HTTP itself (raised by the HTTP adapter, worded here with the rest)
  noSuchEndpoint: (method: string, path: string) =>
    new NotFound(`No such endpoint: ${method} ${path}`),
  noSuchAsset: () => new NotFound('No such asset'),
  noSuchPage: () =>
    new NotFound(
      'There is no page at this address. Check the link, or start again from the home page.',
    ),
  methodNotAllowed: (method: string, path: string) =>
    new MethodNotAllowed(`${path} does not answer ${method}`),
  bodyTooLarge: () => new InvalidRequest('The request body is too large'),
  bodyType: () =>
    new InvalidRequest(
      'The request body must be application/json or application/x-www-form-urlencoded',
    ),
  bodyMalformed: () => new InvalidRequest('The request body is not valid JSON or form data'),
  bodyPrototypeKey: () => new InvalidRequest('The request body must not contain a __proto__ key'),
  headersTooLarge: () => new InvalidRequest('The request headers are too large'),
  notHttp: () => new InvalidRequest('The request is not valid HTTP'),
  requestNotValid: () => new InvalidRequest('The request is not valid'),
  /** RFC 6750 §2: one Authorization header, and the token sent one way only. */
  authorizationRepeated: () => new InvalidRequest('Send one Authorization header, not several'),
  tokenSentTwice: () =>
    new InvalidRequest(
      'Send the access token one way only: in the Authorization header, the query string or the body',
    ),
  unexpected: () => new ServerError('An unexpected error occurred'),
} as const;
