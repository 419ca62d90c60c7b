import { HttpErrors } from '../httpErrors';
import { z } from 'zod';
import { CODE_VERIFIER_PATTERN } from '../../../core/signIn/pkce';
import { DEVICE_CODE_GRANT_TYPE } from '../../../core/signIn/deviceCode';
import { REDIRECT_URI_MAX } from '../../../core/signIn/redirectUri';
import { Errors } from '../../../core/errors';
import type { ClientCredentials, OpenIdTokenInput } from '../../../core/signIn/OpenIdTokenUseCase';
import { accountName, GIVEN_ONCE, parseWith } from '../parse/fields';
import { parseScope } from '../../../core/signIn/scope';

const text = (max: number) => z.string().min(1).max(max).optional();
const clientSchema = z.object({ client_id: text(100), client_secret: text(1024) });
const bodySchema = clientSchema.extend({
  code: text(4096),
  refresh_token: text(4096),
  device_code: text(200),
  redirect_uri: text(REDIRECT_URI_MAX),
  scope: text(1000),
  code_verifier: z
    .string()
    .regex(CODE_VERIFIER_PATTERN, 'must be a PKCE code_verifier (43 to 128 unreserved characters)')
    .optional(),
});
const tokenBodySchema = clientSchema.extend({
  token: z.string().min(1).max(4096),
  token_type_hint: text(100),
});

/**
 * A request that presents one token (RFC 7009 revocation, RFC 7662 introspection): `token`, an
 * optional `token_type_hint`, and the client's credentials as at the token endpoint.
 */
export function parseTokenPresentation(
  body: Record<string, unknown>,
  authorization: string,
): { token: string; tokenTypeHint?: string; client: ClientCredentials } {
  const v = parseWith(tokenBodySchema, body);
  return {
    token: v.token,
    tokenTypeHint: v.token_type_hint,
    client: credentials(v, authorization),
  };
}

/** The body field that carries each grant type's grant. */
const GRANT_FIELD = {
  authorization_code: 'code',
  refresh_token: 'refresh_token',
  [DEVICE_CODE_GRANT_TYPE]: 'device_code',
} as const satisfies Record<OpenIdTokenInput['grantType'], keyof z.infer<typeof bodySchema>>;

/**
 * The standard token request (RFC 6749 §4.1.3, §6): a `grant_type` and one way for the client to
 * authenticate — HTTP Basic (both parts URL-decoded, §2.3.1), client_secret in the body, or none
 * (client_id only: a public client). Two ways at once are refused; a malformed Basic header is invalid_client.
 */
export function parseOpenIdTokenRequest(
  body: Record<string, unknown>,
  authorization: string,
): OpenIdTokenInput {
  const grantType = body.grant_type;
  // A form's field sent twice comes as a list (RFC 6749 §3.1: none may be).
  if (Array.isArray(grantType)) throw HttpErrors.invalidField(`grant_type ${GIVEN_ONCE}`);
  if (typeof grantType !== 'string' || !Object.hasOwn(GRANT_FIELD, grantType))
    throw HttpErrors.unsupportedGrantType(Object.keys(GRANT_FIELD));
  const field = GRANT_FIELD[grantType as OpenIdTokenInput['grantType']];
  const v = parseWith(bodySchema, body);
  const grant = v[field];
  if (grant === undefined) throw HttpErrors.invalidField(`${field}: is missing`);
  return {
    grantType: grantType as OpenIdTokenInput['grantType'],
    presented: grant,
    redirectUri: v.redirect_uri,
    codeVerifier: v.code_verifier,
    // RFC 6749 §6: a refresh may name the scope it renews; a code's and a device code's have none.
    ...(grantType === 'refresh_token' && v.scope !== undefined && { scope: parseScope(v.scope) }),
    client: credentials(v, authorization),
  };
}

export function credentials(
  v: z.infer<typeof clientSchema>,
  authorization: string,
): ClientCredentials {
  if (authorization !== '') {
    if (v.client_secret !== undefined) throw HttpErrors.twoClientAuthMethods();
    const basic = basicCredentials(authorization);
    if (v.client_id !== undefined && v.client_id !== basic.clientId)
      throw Errors.clientAuthFailed();
    return { method: 'client_secret_basic', ...basic };
  }
  const clientId = v.client_id === undefined ? undefined : asAccount(v.client_id);
  if (v.client_secret !== undefined)
    return { method: 'client_secret_post', clientId, secret: v.client_secret };
  if (clientId === undefined) throw HttpErrors.clientIdMissing();
  return { method: 'none', clientId };
}

/** `Basic base64(urlencode(id) ":" urlencode(secret))`, decoded; anything else is invalid_client. */
export function basicCredentials(header: string): { clientId: string; secret: string } {
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  if (!match) throw HttpErrors.clientBasicMalformed();
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw HttpErrors.clientBasicMalformed();
  try {
    const clientId = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    if (secret === '') throw Errors.clientAuthFailed();
    return { clientId: asAccount(clientId), secret };
  } catch (error) {
    if (error instanceof URIError) throw HttpErrors.clientBasicMalformed();
    throw error;
  }
}

/** application/x-www-form-urlencoded decoding: `+` is a space (RFC 6749 Appendix B). */
function formDecode(value: string): string {
  return decodeURIComponent(value.replace(/\+/g, ' '));
}

/** A client_id is an app's account name; anything else names no client. */
function asAccount(clientId: string): string {
  if (!accountName.safeParse(clientId).success) throw Errors.clientAuthFailed();
  return clientId;
}
