import {
  InvalidClient,
  InvalidRequest,
  LoginRequired,
  MethodNotAllowed,
  NotFound,
  RateLimited,
  ServerError,
  UnsupportedGrantType,
  UnsupportedResponseType,
} from '../../core/errors';
import { BODY_ENCODINGS } from './parseBodies';

/**
 * What only the HTTP edge can say: a request that does not parse into the core's typed values
 * (the token and authorization forms, the broadcast body, sign links), a limiter's refusal, and
 * HTTP itself. The same error kinds as the core's catalogue (core/errors.ts), worded here because
 * no use case can raise them.
 */
export const HttpErrors = {
  // Endpoints for hivegate's own pages (issue 37 §1, ownPagesOnly.ts)
  notFromOwnPage: (from: string) =>
    new InvalidRequest(
      `This endpoint takes requests from this service's own pages only, not from ${from}: send the user to /oauth2/authorize instead`,
    ),
  // The token flow's handoff page (core/signIn/tokenHandoff.ts)
  handoffNotNavigation: (dest: string) =>
    new InvalidRequest(
      `This page finishes a sign-in when the browser opens it, not when a script or a frame loads it (Sec-Fetch-Dest: ${dest})`,
    ),
  // The token endpoint's form (RFC 6749 §4.1.3, §2.3)
  unsupportedGrantType: (names: readonly string[]) =>
    new UnsupportedGrantType(`grant_type must be one of: ${names.join(', ')}`),
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

  // The authorization endpoint's form (sent back to the redirect URI)
  loginRequired: () =>
    new LoginRequired(
      'prompt=none cannot be met: every sign-in with Hive is a fresh signature by the user, there is no session to reuse',
    ),
  unsupportedResponseType: () =>
    new UnsupportedResponseType('response_type must be code (or token, the HiveSigner token flow)'),

  // The broadcast body and receipts' parameters
  operationsMissing: () => new InvalidRequest('operations is missing'),
  operationsNotArray: () =>
    new InvalidRequest('operations must be an array of [name, fields] operations'),
  operationsNotJson: () =>
    new InvalidRequest('operations must be a JSON array of [name, fields] operations'),
  operationsEmpty: () => new InvalidRequest('operations must hold at least one operation'),
  tooManyOperations: (count: number, max: number) =>
    new InvalidRequest(`operations holds ${count} operations; at most ${max} are accepted`),
  operationsTooDeep: (max: number) =>
    new InvalidRequest(`operations nest deeper than ${max} levels; no Hive operation does`),
  operationsTooLarge: (bytes: number, max: number) =>
    new InvalidRequest(`operations take ${bytes} bytes; a Hive transaction holds at most ${max}`),
  operationNotPair: (where: string) => new InvalidRequest(`${where} must be a [name, fields] pair`),
  operationNameNotValid: (where: string) =>
    new InvalidRequest(`${where}: the operation name must be a string like "vote"`),
  operationFieldsNotObject: (where: string, name: string) =>
    new InvalidRequest(`${where} (${name}): the fields must be an object`),
  /** `field: reason` for a field the edge's schema refused. */
  invalidField: (description: string) => new InvalidRequest(description),
  transactionIdNotValid: () =>
    new InvalidRequest('The transaction id must be 40 hexadecimal digits'),
  waitNotValid: () => new InvalidRequest('wait must be included or irreversible'),

  // Sign links (/sign/…) that do not parse
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

  // Rate limits (the limiters run at the edge)
  rateLimited: (seconds: number) =>
    new RateLimited(`Too many requests; retry in ${seconds} seconds`, seconds),
  tooManyFailures: (seconds: number) =>
    new RateLimited(`Too many failed attempts; retry in ${seconds} seconds`, seconds),

  // HTTP itself
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
  bodyEncoding: () =>
    new InvalidRequest(
      `The request body's Content-Encoding must be ${BODY_ENCODINGS.join(', ')} or none`,
    ),
  bodyNotDecoded: () =>
    new InvalidRequest('The request body is not what its Content-Encoding says it is'),
  bodyMalformed: () => new InvalidRequest('The request body is not valid JSON or form data'),
  bodyPrototypeKey: () => new InvalidRequest('The request body must not contain a __proto__ key'),
  headersTooLarge: () => new InvalidRequest('The request headers are too large'),
  notHttp: () => new InvalidRequest('The request is not valid HTTP'),
  hostMissing: () => new InvalidRequest('The request has no Host header, which HTTP/1.1 requires'),
  requestNotValid: () => new InvalidRequest('The request is not valid'),
  /** RFC 6750 §2: one Authorization header, and the token sent one way only. */
  authorizationRepeated: () => new InvalidRequest('Send one Authorization header, not several'),
  tokenRepeated: () =>
    new InvalidRequest(
      'access_token is given more than once: the credentials are ambiguous; send one token',
    ),
  tokenSentTwice: () =>
    new InvalidRequest(
      'Send the access token one way only: in the Authorization header, the query string or the body',
    ),
  // DPoP (RFC 9449 §4.3 step 1, §7.1)
  dpopRepeated: () => new InvalidRequest('Send one DPoP header, not several'),
  dpopWithoutScheme: () =>
    new InvalidRequest(
      'A DPoP proof was sent, but the access token was not: send it as "Authorization: DPoP <token>"',
    ),
  unexpected: () => new ServerError('An unexpected error occurred'),
} as const;
