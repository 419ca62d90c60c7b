import { AVAILABLE_LOCALES } from '../../../web/i18n/catalogues';
import {
  AUTHENTICATION_CLAIMS,
  ID_TOKEN_ALGS,
  OPENID_SCOPES,
  PROFILE_CLAIMS,
} from '../../../core/tokens/openId';
import { HIVE_POSTING } from '../../../core/limits/postingLimits';
import { CODE_CHALLENGE_METHOD } from '../../../core/signIn/pkce';
import { DEVICE_CODE_GRANT_TYPE } from '../../../core/signIn/deviceCode';
import { DPOP_ALGS } from '../../../core/tokens/dpop';

/** Where the OAuth API lives: the sign-in, token and device routers' prefix (HiveSigner's). */
export const OAUTH_API = '/api/oauth2';

/** Where each endpoint lives, relative to the issuer (BASE_URL). */
export const OPENID_PATHS = {
  authorization: '/oauth2/authorize',
  token: `${OAUTH_API}/token`,
  userinfo: `${OAUTH_API}/userinfo`,
  endSession: '/oauth2/logout',
  revocation: `${OAUTH_API}/revoke`,
  introspection: `${OAUTH_API}/introspect`,
  jwks: '/.well-known/jwks.json',
  deviceAuthorization: `${OAUTH_API}/device_authorization`,
} as const;

/** How a client authenticates wherever it presents credentials (RFC 6749 §2.3). */
const CLIENT_AUTH_METHODS = ['client_secret_post', 'client_secret_basic', 'none'];

/**
 * The OpenID Provider metadata (OpenID Connect Discovery 1.0 §3, RFC 8414) of the issuer. Only
 * what is implemented is listed: the code flow (HiveSigner's token flow is not an OpenID flow),
 * and DPoP's algorithms when the service checks proofs.
 */
export function openIdConfiguration(issuer: string, features = { dpop: false }) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${OPENID_PATHS.authorization}`,
    token_endpoint: `${issuer}${OPENID_PATHS.token}`,
    userinfo_endpoint: `${issuer}${OPENID_PATHS.userinfo}`,
    jwks_uri: `${issuer}${OPENID_PATHS.jwks}`,
    end_session_endpoint: `${issuer}${OPENID_PATHS.endSession}`,
    revocation_endpoint: `${issuer}${OPENID_PATHS.revocation}`,
    revocation_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    introspection_endpoint: `${issuer}${OPENID_PATHS.introspection}`,
    // RFC 8628: devices without a browser (issue 27 §1, docs/device.md).
    device_authorization_endpoint: `${issuer}${OPENID_PATHS.deviceAuthorization}`,
    // OpenID Connect Back-Channel Logout 1.0: apps name backchannel_logout_uri in their profile.
    backchannel_logout_supported: true,
    backchannel_logout_session_supported: true,
    // A public client cannot introspect: nothing would prove who asks.
    introspection_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS.filter((m) => m !== 'none'),
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    grant_types_supported: ['authorization_code', 'refresh_token', DEVICE_CODE_GRANT_TYPE],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [...ID_TOKEN_ALGS],
    token_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    code_challenge_methods_supported: [CODE_CHALLENGE_METHOD],
    scopes_supported: [...OPENID_SCOPES],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'amr',
      ...AUTHENTICATION_CLAIMS,
      ...PROFILE_CLAIMS,
    ],
    prompt_values_supported: ['none', 'login', 'consent', 'select_account'],
    // OIDC Discovery §3: the languages the pages speak (issue 40; the API's JSON stays English).
    ui_locales_supported: [...AVAILABLE_LOCALES],
    authorization_response_iss_parameter_supported: true,
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    // RFC 9396 §10: the limits an app may ask for on a posting grant (issue 24, docs/limits.md).
    authorization_details_types_supported: [HIVE_POSTING],
    // RFC 9449 §5.1: sender-constrained tokens (issue 36 §6, docs/openid-connect.md#dpop).
    ...(features.dpop && { dpop_signing_alg_values_supported: [...DPOP_ALGS] }),
  };
}
