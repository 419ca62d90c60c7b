import type { JsonWebKey } from 'node:crypto';
import type { Adapter, Configuration } from 'oidc-provider';
import { DEFAULT_TOKEN_POLICY } from '../../core/tokens/tokenPolicy';

/** The API the peer's access tokens are for: its resource indicator and audience. */
export const PEER_RESOURCE = 'urn:hivegate-bench:api';

export interface PeerOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The scope every grant carries (hivegate's bench sign-ins ask `vote,comment`). */
  scope: string;
  /** A private Ed25519 JWK: access tokens signed as hivegate's are (EdDSA). */
  signingKey: JsonWebKey & { kid: string };
  /** The storage: the bench's SQLite adapter, or the provider's own MemoryAdapter over a larger store. */
  adapter: (model: string) => Adapter;
  cookieKey: string;
}

/**
 * node-oidc-provider configured as close to hivegate as it allows, for the token-exchange rows:
 * - one confidential client, `client_secret_basic`, codes and refresh tokens (hivegate: demo-app);
 * - JWT access tokens signed with Ed25519 (resource indicators, a default resource, as hivegate's
 *   access tokens are EdDSA JWTs); refresh tokens and codes stay opaque and stored, its only way;
 * - a refresh token with every code and rotation on every use (hivegate: always both);
 * - tokens not bound to a browser session (hivegate's grants outlive the sign-in page);
 * - hivegate's lifetimes: access a week, codes 10 minutes, refresh tokens and grants 30 days;
 * - no id_token: the scope has no `openid` (hivegate's bench sign-ins neither).
 * test/bench/oidcPeer.spec.ts exchanges a code and a refresh token through it with each adapter.
 */
export function peerConfiguration(options: PeerOptions): Configuration {
  const policy = DEFAULT_TOKEN_POLICY;
  return {
    adapter: options.adapter,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'EdDSA',
      },
    ],
    jwks: { keys: [{ ...options.signingKey, alg: 'EdDSA', use: 'sig' }] },
    cookies: { keys: [options.cookieKey] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub }),
    }),
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => PEER_RESOURCE,
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: options.scope,
          audience: PEER_RESOURCE,
          accessTokenTTL: policy.access,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'EdDSA' } },
        }),
      },
    },
    issueRefreshToken: async () => true,
    rotateRefreshToken: true,
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: policy.access,
      AuthorizationCode: policy.code,
      RefreshToken: policy.refresh,
      Grant: policy.refresh,
      IdToken: policy.idToken,
      Interaction: policy.challenge,
      Session: policy.refresh,
    },
  };
}
