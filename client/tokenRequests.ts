/**
 * Bodies for POST /api/oauth2/token. With the app's secret (a client on the app's server): the
 * body the API defines (`code` or `refresh_token`, `client_secret`, and `code_verifier` for PKCE).
 * Without one (a public client: a page, a phone app): the standard OAuth form, which names the
 * client and proves the code with the PKCE verifier alone (RFC 6749 §4.1.3, §6; RFC 7636 §4.5).
 */

export interface ClientIdentity {
  app: string;
  clientSecret?: string;
}

export function codeExchangeBody(
  who: ClientIdentity,
  code: string,
  redirectUri: string,
  codeVerifier?: string,
): Record<string, string> {
  const verifier: Record<string, string> = codeVerifier ? { code_verifier: codeVerifier } : {};
  return who.clientSecret
    ? { code, client_secret: who.clientSecret, ...verifier }
    : {
        grant_type: 'authorization_code',
        code,
        client_id: who.app,
        redirect_uri: redirectUri,
        ...verifier,
      };
}

export function refreshBody(who: ClientIdentity, refreshToken: string): Record<string, string> {
  return who.clientSecret
    ? { refresh_token: refreshToken, client_secret: who.clientSecret }
    : { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: who.app };
}

/** The client's credentials in a standard-form body: its name, and its secret when it has one. */
function clientFields(who: ClientIdentity): Record<string, string> {
  return who.clientSecret
    ? { client_id: who.app, client_secret: who.clientSecret }
    : { client_id: who.app };
}

/** POST /api/oauth2/device_authorization (RFC 8628 §3.1). */
export function deviceStartBody(who: ClientIdentity, scope: string[]): Record<string, string> {
  return { ...clientFields(who), scope: scope.join(' ') };
}

/** A device's poll of POST /api/oauth2/token (RFC 8628 §3.4). */
export function devicePollBody(who: ClientIdentity, deviceCode: string): Record<string, string> {
  return {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: deviceCode,
    ...clientFields(who),
  };
}
