/** Where an answer travels in a client's redirect URI (OAuth 2.0 Multiple Response Type Encoding Practices). */
export type ResponseMode = 'query' | 'fragment';

/**
 * Where a sign-in's answer (or error) goes when the request did not say (`response_mode`):
 * - an OpenID Connect request (scope `openid`) follows OAuth's and OpenID Connect's defaults: the
 *   fragment for an implicit answer (any response_type but `code`: `token`, and `id_token`, which
 *   is refused there), the query for a code;
 * - any other request is HiveSigner-shaped: the query, tokens too, as HiveSigner answers and as
 *   its SDK's callbacks read them.
 * test/usecases/TokenHandoff.spec.ts holds both.
 */
export function responseModeOf(
  asked: ResponseMode | undefined,
  request: { openId: boolean; implicit: boolean },
): ResponseMode {
  if (asked) return asked;
  return request.openId && request.implicit ? 'fragment' : 'query';
}

/**
 * The sign-in's answer at the app's redirect URI: `params` (a code, or an access token and its
 * `expires_in`), then `username`, the app's `state` and the issuer (`iss`, RFC 9207).
 */
export function signInAnswer(
  redirectUri: string,
  params: Record<string, string>,
  username: string,
  state: string | undefined,
  options: { issuer: string; responseMode: ResponseMode },
): string {
  const answer = { ...params, username, ...(state !== undefined ? { state } : {}) };
  return withParams(redirectUri, { ...answer, iss: options.issuer }, options.responseMode);
}

/**
 * An answer sent back to a client's redirect URI: `params` in its query (kept after the query it
 * already has, before its fragment) or in its fragment (response_mode=fragment).
 */
export function withParams(
  uri: string,
  params: Record<string, string>,
  mode: ResponseMode,
): string {
  const encoded = new URLSearchParams(params).toString();
  if (mode === 'fragment') return `${uri.split('#')[0]}#${encoded}`;
  const [head, fragment] = splitOnce(uri, '#');
  const joiner = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${joiner}${encoded}${fragment === undefined ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
