import { z } from 'zod';
import type { EndSessionInput } from '../../../core/signIn/EndSessionUseCase';
import { REDIRECT_URI_MAX } from '../../../core/signIn/redirectUri';
import { parseWith } from '../parse/fields';

/** A repeated parameter arrives as an array; take the first, as for the authorization request. */
const single = (max: number) =>
  z.preprocess(
    (v): unknown => (Array.isArray(v) ? (v as unknown[])[0] : v === '' ? undefined : v),
    z.string().max(max).optional(),
  );

const schema = z.object({
  id_token_hint: single(8192),
  client_id: single(100),
  post_logout_redirect_uri: single(REDIRECT_URI_MAX),
  state: single(1024),
  confirm: single(10),
});

/**
 * The end_session_endpoint's parameters (query on GET, form on POST: RP-Initiated Logout §2).
 * `confirm=yes` counts only on a POST from this service's own page (`ownPage`): the
 * confirmation form; from anywhere else the user is asked again.
 */
export function parseEndSessionRequest(
  params: Record<string, unknown>,
  ownPage = false,
): EndSessionInput {
  const v = parseWith(schema, params);
  return {
    idTokenHint: v.id_token_hint,
    clientId: v.client_id,
    postLogoutRedirectUri: v.post_logout_redirect_uri,
    state: v.state,
    ...(ownPage && v.confirm === 'yes' ? { confirmed: true } : {}),
  };
}
