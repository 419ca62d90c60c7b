import { HttpErrors } from '../httpErrors';
import { z } from 'zod';
import { REDIRECT_URI_MAX } from '../../../core/signIn/redirectUri';
import { responseModeOf, withParams } from '../../../core/tokens/redirectResponse';
import { parseScope, wantsCode } from '../../../core/signIn/scope';
import { DomainError, InvalidAuthorizationDetails } from '../../../core/errors';
import type { ConsentAnswer, ConsentUseCase } from '../../../core/signIn/ConsentUseCase';
import { parseAuthorizeQuery, type AuthorizeQuery } from './authorizeQuery';
import { accountName, parseWith } from '../parse/fields';

/** Show the consent page, or send an answer straight back to the client's redirect URI. */
export type AuthorizationOutcome =
  { show: { consent: ConsentAnswer; request: AuthorizeQuery } } | { redirect: string };

const first = (v: unknown): unknown => (Array.isArray(v) ? (v as unknown[])[0] : v);
const target = z.object({
  client_id: z.preprocess(first, accountName),
  redirect_uri: z.preprocess(first, z.string().min(1).max(REDIRECT_URI_MAX)),
});

/**
 * GET /oauth2/authorize, before any page is shown. Enforces:
 * - nothing goes back to a redirect URI until the app and that URI are validated (ConsentUseCase):
 *   until then every error is an error page, never a redirect;
 * - then an OpenID Connect request (scope has `openid`) gets its errors back at the redirect URI as
 *   error, error_description, state and iss (RFC 9207), where its answer would go (responseModeOf:
 *   the fragment for response_type=token unless it asked otherwise); a HiveSigner-shaped one keeps
 *   its error page;
 * - authorization_details (RFC 9396) that do not parse or grant nothing: invalid_request, which an
 *   OpenID Connect request gets back as invalid_authorization_details (issue 24);
 * - prompt=none answers login_required there: every sign-in is a fresh signature, there is no
 *   session to reuse (so prompt=login and max_age are met by construction).
 * test/http/openIdAuthorize.spec.ts holds each of these.
 */
export async function authorizationRequest(
  query: Record<string, unknown>,
  consent: ConsentUseCase,
  issuer: string,
): Promise<AuthorizationOutcome> {
  const { client_id: clientId, redirect_uri: redirectUri } = parseWith(target, query);
  const scopeAsked =
    typeof first(query.scope) === 'string' ? parseScope(first(query.scope) as string) : [];
  const openId = scopeAsked.includes('openid');
  const sendBack = (error: DomainError): AuthorizationOutcome => {
    const state = first(query.state);
    const params: Record<string, string> = {
      // RFC 9396 §5: OpenID Connect clients get its own code for authorization_details.
      error: error instanceof InvalidAuthorizationDetails ? error.rfc9396Code : error.code,
      error_description: error.description,
    };
    if (typeof state === 'string' && state !== '' && state.length <= 2048) params.state = state;
    params.iss = issuer;
    const asked = first(query.response_mode);
    const mode = responseModeOf(asked === 'fragment' || asked === 'query' ? asked : undefined, {
      openId,
      implicit: !wantsCode(scopeAsked, first(query.response_type) === 'code' ? 'code' : 'token'),
    });
    return { redirect: withParams(redirectUri, params, mode) };
  };

  let request: AuthorizeQuery;
  try {
    const responseType = first(query.response_type);
    if (openId && responseType !== undefined && responseType !== 'code' && responseType !== 'token')
      throw HttpErrors.unsupportedResponseType();
    request = parseAuthorizeQuery(query);
  } catch (error) {
    if (!openId || !(error instanceof DomainError)) throw error;
    await consent.execute({ clientId, redirectUri, scope: ['login'] }); // validates the redirect URI first
    return sendBack(error);
  }
  let answer: ConsentAnswer;
  try {
    answer = await consent.execute(request);
  } catch (error) {
    // Limits that leave nothing grantable: the app and redirect URI were valid, so tell the app.
    if (openId && error instanceof InvalidAuthorizationDetails) return sendBack(error);
    throw error;
  }
  if (request.prompt?.includes('none')) return sendBack(HttpErrors.loginRequired());
  return { show: { consent: answer, request } };
}
