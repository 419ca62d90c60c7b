/**
 * The domain's errors: the typed kinds (a stable `code`, the spec's `error` string) and the
 * catalogue `Errors` of factories that word what the core decides. Descriptions the spec names are
 * written exactly as it has them. No HTTP knowledge here: what only the HTTP edge can say (a
 * malformed body, a sign link that does not parse, no such endpoint) is worded in
 * adapters/http/httpErrors.ts, and codes become statuses in adapters/http/errorStatus.ts.
 */
export abstract class DomainError extends Error {
  /** Set by the error's kind (`kind` below), the only base a domain error is built on. */
  declare readonly code: ErrorCode;
  constructor(readonly description: string) {
    super(description);
    this.name = new.target.name;
  }
}

/** The base of one kind of error: the one place its code is written (read back as `Kind.code`). */
function kind<const Code extends string>(code: Code): KindBase<Code> {
  abstract class Kind extends DomainError {
    static readonly code = code;
    override readonly code = code as unknown as ErrorCode;
  }
  return Kind;
}

/** What `kind` returns, spelled out so that declaration files need no Node types. */
type KindBase<Code extends string> = (abstract new (description: string) => DomainError) & {
  readonly code: Code;
};

/** A token or code that is missing, invalid, expired, revoked or of the wrong kind. */
export class InvalidGrant extends kind('invalid_grant') {}

/** Operations the token's scope does not allow. */
export class InvalidScope extends kind('invalid_scope') {}

/** The caller may not act for this account, or a required authority grant is missing. */
export class UnauthorizedClient extends kind('unauthorized_client') {}

/** Input that is well-typed but not acceptable (bad redirect_uri, a malformed body…). */
export class InvalidRequest extends kind('invalid_request') {}

/** No such endpoint or page. */
export class NotFound extends kind('not_found') {}

/** The endpoint exists, but not for this HTTP method. */
export class MethodNotAllowed extends kind('method_not_allowed') {}

/** Something we depend on failed; `response` carries the upstream's raw error where the spec allows it. */
export class ServerError extends kind('server_error') {
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
export class Unavailable extends kind('unavailable') {}

/** Unavailable for a moment only: `retryAfterSeconds` says how soon to try again. */
export class UnavailableBriefly extends Unavailable {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(description);
  }
}

/** OAuth client authentication failed: unknown client, wrong secret, bad Basic credentials (RFC 6749 §5.2). */
export class InvalidClient extends kind('invalid_client') {}

/** A grant_type the token endpoint does not support. */
export class UnsupportedGrantType extends kind('unsupported_grant_type') {}

/** A response_type the authorization endpoint does not support (sent back to the redirect URI). */
export class UnsupportedResponseType extends kind('unsupported_response_type') {}

/** OpenID Connect prompt=none, but the user would have to sign in (sent back to the redirect URI). */
export class LoginRequired extends kind('login_required') {}

/** The bearer token at userinfo is missing, invalid, expired or revoked (RFC 6750 §3.1). */
export class InvalidToken extends kind('invalid_token') {}

/** The bearer token is valid but was not issued for what the endpoint needs (RFC 6750 §3.1). */
export class InsufficientScope extends kind('insufficient_scope') {}

/** Too many requests (or failed attempts) for one key; `retryAfterSeconds` says when the window resets. */
export class RateLimited extends kind('too_many_requests') {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(description);
  }
}

/**
 * RFC 9396 `authorization_details` that are malformed, of an unknown type or ask for nothing
 * grantable (issue 24): `invalid_request` to a HiveSigner-shaped request; an OpenID Connect
 * request gets RFC 9396's own code back at its redirect URI (adapters/http/signIn/authorizationRequest.ts).
 */
export class InvalidAuthorizationDetails extends InvalidRequest {
  readonly rfc9396Code = 'invalid_authorization_details';
}

// Idempotency keys on /api/broadcast (issue 26)
/** An Idempotency-Key sent again with another request (the IETF draft's 422; the spec's `invalid_request`). */
export class IdempotencyKeyReused extends InvalidRequest {}

/** A request under the same Idempotency-Key is still being answered; retry after `retryAfterSeconds`. */
export class IdempotencyKeyInFlight extends kind('conflict') {
  constructor(
    description: string,
    readonly retryAfterSeconds: number,
  ) {
    super(description);
  }
}

// The device authorization grant (RFC 8628 §3.5): what the device's polling is told
/** The user has not yet answered at /device; poll again after the interval. */
export class AuthorizationPending extends kind('authorization_pending') {}

/** The device polled before its interval was up; the interval is now 5 s longer. */
export class SlowDown extends kind('slow_down') {}

/** The user refused the device's request. */
export class AccessDenied extends kind('access_denied') {}

/** The device code expired before the user answered; the device must start again. */
export class ExpiredToken extends kind('expired_token') {}

// DPoP (RFC 9449, issue 36 §6)
/**
 * A DPoP proof that is missing, malformed, or not for this request, key or token. At the token
 * endpoint the RFC's 400 (§5); `atResource`: presented with an access token, a 401 (§7.1).
 */
export class InvalidDPoPProof extends kind('invalid_dpop_proof') {
  constructor(
    description: string,
    readonly atResource: boolean,
  ) {
    super(description);
  }
}

/** The server wants a proof carrying its nonce (RFC 9449 §8, §9): `nonce`, to retry with once. */
export class UseDPoPNonce extends kind('use_dpop_nonce') {
  constructor(
    description: string,
    readonly nonce: string,
    readonly atResource: boolean,
  ) {
    super(description);
  }
}

/**
 * The one table of error kinds a client can receive. Codes are read off it (`ERROR_CODES`), and
 * the HTTP adapter's status table is keyed by them, so a new kind is a class here plus its row
 * there, which the type checker asks for (an architecture test finds a kind left out of this list).
 */
export const ERROR_KINDS = [
  InvalidGrant,
  InvalidScope,
  UnauthorizedClient,
  InvalidRequest,
  NotFound,
  MethodNotAllowed,
  ServerError,
  Unavailable,
  InvalidClient,
  UnsupportedGrantType,
  UnsupportedResponseType,
  LoginRequired,
  InvalidToken,
  InsufficientScope,
  RateLimited,
  IdempotencyKeyInFlight,
  AuthorizationPending,
  SlowDown,
  AccessDenied,
  ExpiredToken,
  InvalidDPoPProof,
  UseDPoPNonce,
] as const;

export type ErrorCode = (typeof ERROR_KINDS)[number]['code'];

/** Every error code a client can receive. */
export const ERROR_CODES: readonly ErrorCode[] = ERROR_KINDS.map((k) => k.code);

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
  /** RFC 9449 §7.2: a DPoP-bound token is no bearer token. */
  tokenBoundToKey: () =>
    new InvalidGrant(
      'The token is bound to a DPoP key: send it as "Authorization: DPoP <token>" with a DPoP proof',
    ),
  tokenNotBound: () =>
    new InvalidGrant(
      'The token is not bound to a DPoP key: send it as a bearer token, without the DPoP scheme',
    ),

  // DPoP proofs (RFC 9449): at the token endpoint, and with a bound access token (`atResource`)
  dpopProofMissing: (atResource: boolean) =>
    new InvalidDPoPProof(
      'The DPoP proof is missing: send a DPoP header with a proof for this request',
      atResource,
    ),
  dpopProofNotValid: (problem: string, atResource: boolean) =>
    new InvalidDPoPProof(`The DPoP proof is not valid: ${problem}`, atResource),
  dpopProofForAnotherRequest: (claim: 'htm' | 'htu', expected: string, atResource: boolean) =>
    new InvalidDPoPProof(
      `The DPoP proof is for another request: its ${claim} must be ${expected}`,
      atResource,
    ),
  dpopProofNotRecent: (seconds: number, atResource: boolean) =>
    new InvalidDPoPProof(
      `The DPoP proof's iat is more than ${seconds} seconds from the server's time: make a new proof for every request`,
      atResource,
    ),
  dpopProofForAnotherToken: () =>
    new InvalidDPoPProof(
      "The DPoP proof's ath is not the hash of this access token (base64url SHA-256)",
      true,
    ),
  dpopProofReplayed: (atResource: boolean) =>
    new InvalidDPoPProof(
      'The DPoP proof was already used: make a new proof, with a new jti, for every request',
      atResource,
    ),
  dpopKeyNotTheTokens: () =>
    new InvalidDPoPProof(
      'The DPoP proof is signed by another key than the one the token is bound to',
      true,
    ),
  dpopNonceNeeded: (nonce: string, atResource: boolean) =>
    new UseDPoPNonce(
      "This server wants DPoP proofs to carry its nonce: retry with the DPoP-Nonce header's value as the proof's nonce",
      nonce,
      atResource,
    ),
  dpopNonceNotCurrent: (nonce: string, atResource: boolean) =>
    new UseDPoPNonce(
      "The DPoP proof's nonce is not a current one: retry with the DPoP-Nonce header's value",
      nonce,
      atResource,
    ),

  // The token exchange (/api/oauth2/token)
  /** The spec's wording: wrong secret, unknown app, or a code/refresh token already used. */
  codeOrSecret: () => new InvalidGrant('The code or secret is not valid'),
  verifierWithoutChallenge: () =>
    new InvalidGrant('A code_verifier was sent for a code issued without code_challenge'),
  verifierMismatch: () => new InvalidGrant('The code_verifier does not match the code_challenge'),

  // The token flow's handoff (core/signIn/tokenHandoff.ts), answered as a page
  handoffNotValid: () =>
    new InvalidGrant(
      'This sign-in link is not valid, has expired or was already used. Go back to the app and sign in again.',
    ),
  handoffNotThisBrowser: () =>
    new InvalidGrant(
      'This sign-in can be finished only by the browser where you signed, right after signing. Go back to the app and sign in again.',
    ),

  // Client authentication at the token endpoint (RFC 6749 §2.3)
  clientAuthFailed: () => new InvalidClient('Client authentication failed'),
  /** A confidential app sent no secret (issue 57 §8): said apart from a wrong one, naming what to send. */
  clientSecretMissing: (app: string) =>
    new InvalidClient(
      `Client authentication failed: no client_secret was sent, and @${app} was registered with a secret (send it with HTTP Basic or as client_secret in the body)`,
    ),
  clientSecretWrong: (app: string) =>
    new InvalidClient(
      `Client authentication failed: the client_secret sent is not the one @${app} registered (its SHA-256 is the secret in its json_metadata profile)`,
    ),
  publicClientWithoutPkce: () =>
    new InvalidClient(
      'A client that sends no secret must use PKCE: code_challenge at the authorization, code_verifier here',
    ),
  grantForAnotherClient: () => new InvalidGrant('The grant was issued to another client'),
  /** RFC 9449 §5: a public client's refresh token is bound to the key it was issued with. */
  refreshTokenBoundToKey: () =>
    new InvalidGrant(
      'The refresh token is bound to the DPoP key it was issued with: refresh with a DPoP proof signed by that key',
    ),
  // OpenID Connect RP-Initiated Logout (the end_session_endpoint)
  logoutHintMissing: () =>
    new InvalidRequest(
      'id_token_hint is missing: hivegate keeps no session, so only the id_token of the sign-in says which one to end',
    ),
  logoutHintNotValid: () =>
    new InvalidRequest('id_token_hint is not an id_token this service issued'),
  logoutHintForAnotherClient: () =>
    new InvalidRequest('id_token_hint was issued to another client than client_id'),
  postLogoutRedirectNotRegistered: (app: string) =>
    new InvalidRequest(
      `post_logout_redirect_uri is not registered for the app @${app} (its profile's post_logout_redirect_uris)`,
    ),
  /** RFC 7009 §2.1: a client may revoke only the tokens issued to it. */
  tokenOfAnotherClient: () =>
    new InvalidRequest('The token was issued to another client; nothing was revoked'),
  /** RFC 7662 §2.1: introspection is for an app's servers, which hold its secret. */
  introspectionNeedsSecret: () =>
    new InvalidClient(
      "Introspection needs the client's secret (HTTP Basic or client_secret): a public client cannot use it",
    ),
  redirectUriMissing: () =>
    new InvalidRequest('redirect_uri is missing: send the one of the authorization request'),
  redirectUriMismatch: () =>
    new InvalidGrant('redirect_uri does not match the one of the authorization request'),

  // OpenID Connect userinfo
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
      `The account @${clientId} is not a registered app (its json_metadata profile needs type "app", redirect_uris and a secret; its owner registers it at /apps/register)`,
    ),
  redirectNotRegistered: (app: string) =>
    new InvalidRequest(`The redirect_uri is not registered for the app @${app}`),
  challengeNotValid: () =>
    new InvalidGrant('The challenge is not valid or has expired; ask for a new one'),
  transactionProofNeedsAccount: () =>
    new InvalidRequest(
      'signed_as "transaction" proves a challenge that names its account: ask for the challenge with a username',
    ),
  // Only the account's own keys prove it (issue 36 §1, core/tokens/keyAuthority.ts).
  signatureNotFromAccount: (username: string) =>
    new InvalidGrant(
      `The signature is not from a key of @${username}: sign with its own posting, active or owner key (a key of an account it granted authority to does not prove it is @${username})`,
    ),
  memoKeySigned: (username: string) =>
    new InvalidGrant(
      `The signature is from @${username}'s memo key, which proves nothing here: sign with its own posting, active or owner key`,
    ),
  multisigAccount: (username: string, role: string, weight: number, threshold: number) =>
    new InvalidGrant(
      `@${username}'s ${role} authority needs keys of weight ${threshold} and this key has ${weight}: an account that needs several keys to sign cannot sign in or manage grants here`,
    ),
  // The signed message (issue 27 §2, §4)
  messageForAnotherService: (what: string, named: string) =>
    new InvalidGrant(
      `The signed message names another ${what} (${named}); sign only a message this service wrote`,
    ),
  keyOfNoAccount: () => new InvalidGrant('No Hive account holds the key that signed'),
  keySharedByAccounts: (names: readonly string[]) =>
    new InvalidGrant(
      `The key that signed belongs to several accounts (${names.map((a) => `@${a}`).join(', ')}); name the account to sign in with`,
    ),
  signedGrantDiffers: (signed: string | undefined, asked: string) =>
    new InvalidGrant(
      signed === undefined
        ? `The signed message states no grant, and this request asks for "${asked}": ask for a message with the same scope and limits`
        : `The signed message grants "${signed}", and this request asks for "${asked}": a signature grants only what its message says`,
    ),
  signedReturnDiffers: () =>
    new InvalidGrant(
      'The signed message returns somewhere else than this request; ask for a new one',
    ),
  otherAccountNotConfirmed: (signed: string, expected: string) =>
    new InvalidRequest(
      `The app expected @${expected} but @${signed} signed; confirm that you mean to sign in as @${signed}`,
    ),
  scopeNotGrantable: (names: readonly string[]) =>
    new InvalidScope(
      `The app asks for ${names.map((s) => `"${s}"`).join(', ')}, which no sign-in can grant. A sign-in grants login, offline, ` +
        `posting and the posting operations (vote, comment, custom_json…); transfers and other operations that need ` +
        `the active key are signed by the user on a sign link instead`,
    ),
  scopeBeyondSignIn: (names: readonly string[]) =>
    new InvalidScope(
      `This refresh asks for ${names.map((s) => `"${s}"`).join(', ')}, which its sign-in did not grant: a refresh ` +
        `renews what the user granted (the token answer's scope) and never more; sign the user in again to ask for more`,
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
  /** Issue 37 §2: an app's profile (where its codes go) is never rewritten with posting authority. */
  appProfileChange: (where: string, account: string) =>
    new UnauthorizedClient(
      `${where}: @${account} is an app account: its profile is changed only with its own active key ` +
        `(json_metadata, at /apps/register), never through /api/broadcast`,
    ),
  appProfileDeclared: (where: string, account: string) =>
    new UnauthorizedClient(
      `${where}: posting_json_metadata may not declare an app profile (type "app") for @${account}; ` +
        `an app registers with its own active key (json_metadata, at /apps/register)`,
    ),
  appAccountNotLoaded: (app: string) =>
    new UnauthorizedClient(`The app account @${app} could not be loaded`),
  userGaveNoPostingAuthority: (user: string, app: string) =>
    new UnauthorizedClient(
      `@${user} has not granted @${app} posting authority (with enough weight to meet the posting threshold); ` +
        `sign in to the app again to grant it`,
    ),
  appGaveNoPostingAuthority: (app: string, service: string, threshold: number) =>
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
  /**
   * A refusal that waiting cures (a post, comment or vote interval): the rule in plain words, then
   * the node's message; Retry-After (issue 26, issue 57 §8). Still the spec's 500: the network
   * refused the transaction.
   */
  broadcastTooSoon: (rule: string, message: string, raw: unknown, seconds: number) =>
    new ServerErrorRetryLater(
      `${rule}: try again in ${seconds} s (nothing was broadcast). The Hive network said: ${message}`,
      raw,
      seconds,
    ),
  /** A refusal because a vote, reply or option names a post that is not on chain: plain words first, then the network's message. */
  broadcastPostMissing: (post: string | undefined, message: string, raw: unknown) =>
    new ServerError(
      `${post ? `The post ${post} does not exist` : 'A post the operations refer to does not exist'}: check the author and permlink ` +
        `(nothing was broadcast). The Hive network said: ${message}`,
      raw,
    ),

  // Grant limits (issue 24): authorization_details of type hive_posting
  authorizationDetails: (description: string) =>
    new InvalidAuthorizationDetails(`authorization_details ${description}`),
  limitsAllowNoOperation: (names: readonly string[]) =>
    new InvalidAuthorizationDetails(
      `authorization_details operations (${names.join(', ') || 'none'}) allow none of the operations the scope asks for`,
    ),
  limitsExpireInThePast: (expiresAt: string) =>
    new InvalidAuthorizationDetails(
      `authorization_details expires_at (${expiresAt}) has already passed`,
    ),
  limitExceeded: (where: string, problem: string) => new InvalidScope(`${where}: ${problem}`),
  limitsOfAnother: (user: string, app: string) =>
    new InvalidGrant(
      `This token is @${user}'s at @${app}: it reads only the limits @${user} set on @${app}`,
    ),
  grantEnded: (expiresAt: string) =>
    new InvalidGrant(
      `This grant ended at ${expiresAt} (its expires_at); the user must sign in to the app again`,
    ),
  requestOverDailyBudget: (count: number, limit: number) =>
    new InvalidScope(
      `${count} operations in one request exceed this grant's limit of ${limit} a day (max_operations_per_day)`,
    ),
  dailyBudgetSpent: (limit: number, seconds: number) =>
    new RateLimited(
      `This grant allows ${limit} operations per 24 hours (max_operations_per_day), and they are spent; retry in ${seconds} seconds`,
      seconds,
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
  broadcastExpired: (id: string, expiration: string) =>
    new ServerError(
      `The transaction ${id} expired at ${expiration} UTC without being included in a block; it was not applied`,
    ),
  broadcastNotYetIrreversible: (id: string, blockNum: number | undefined) =>
    new ServerError(
      `The transaction ${id} is in block ${blockNum ?? '?'} but not irreversible yet; follow it with GET /api/broadcast/${id}`,
    ),

  // Sign links (/sign/…): what only the chain can tell
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

  // The device authorization grant (RFC 8628)
  devicePending: () =>
    new AuthorizationPending('The user has not answered yet; poll again after the interval'),
  deviceSlowDown: (interval: number) =>
    new SlowDown(`Polled too often; poll every ${interval} seconds from now on`),
  deviceDenied: () => new AccessDenied('The user refused the sign-in'),
  deviceCodeExpired: () => new ExpiredToken('The device code has expired; start the sign-in again'),
  deviceCodeNotValid: () => new InvalidGrant('The device code is not valid'),
  userCodeNotValid: () =>
    new InvalidRequest('That code is not valid or has expired; check it on your device'),
  userCodeAnswered: () =>
    new InvalidRequest('That code has already been answered; start again on your device'),

  // The app directory and the network
  directoryBuilding: () => new Unavailable('The app directory is being built; retry in a minute'),
  chainUnreachable: () =>
    new Unavailable('The Hive network could not be reached; try again shortly'),
  storageUnreachable: () => new Unavailable('The database cannot be reached; try again shortly'),
  /** Two nodes read different keys for the account (issue 54 §6): a block later they agree. */
  nodesDisagree: (username: string) =>
    new UnavailableBriefly(
      `The Hive nodes do not agree on the keys of @${username} (one may have changed a moment ago); try again in a few seconds`,
      3,
    ),
} as const;
