import { constantTimeEqual, sha256Hex } from './crypto';
import type { ChainAccount } from './account';
import { ID_TOKEN_ALGS, type IdTokenAlg } from './openId';

/** An app as its account's profile publishes it (the HiveSigner app profile). */
export interface AppProfile {
  username: string;
  name?: string;
  about?: string;
  website?: string;
  image?: string;
  redirectUris: string[];
  /** OpenID Connect RP-Initiated Logout: the profile's `post_logout_redirect_uris` (the registration parameter's name). */
  postLogoutRedirectUris: string[];
  /** OpenID Connect Back-Channel Logout: where the app is told that a sign-in ended (`backchannel_logout_uri`). */
  backchannelLogoutUri?: string;
  /** Lowercase hex SHA-256 of the app's client_secret; empty for a public client that has none. */
  secretHash: string;
  /**
   * The profile's `token_endpoint_auth_method` is `none`: a public client (a page or a phone app
   * that can keep no secret), which exchanges codes with PKCE alone. Any other app was issued a
   * secret and must authenticate with it (RFC 6749 §4.1.3).
   */
  publicClient: boolean;
  /** OpenID Connect: the profile's `id_token_signed_response_alg` (the registration parameter's name), when it names one we offer. */
  idTokenAlg?: IdTokenAlg;
}

/**
 * Reads the app profile from posting_json_metadata, falling back to json_metadata (HiveSigner apps
 * publish it in either). Returns undefined when the account is not an app: no `type: "app"`, no
 * redirect_uris, or neither a well-formed secret hash nor `token_endpoint_auth_method: "none"`.
 */
export function appProfileOf(account: ChainAccount): AppProfile | undefined {
  for (const raw of [account.posting_json_metadata, account.json_metadata]) {
    const profile = profileObject(raw);
    if (!profile || profile.type !== 'app') continue;
    const redirectUris = strings(profile.redirect_uris);
    const given = typeof profile.secret === 'string' ? profile.secret.toLowerCase() : '';
    const secret = /^[0-9a-f]{64}$/.test(given) ? given : '';
    const publicClient = profile.token_endpoint_auth_method === 'none';
    if (redirectUris.length === 0 || (secret === '' && !publicClient)) continue;
    return {
      username: account.name,
      name: text(profile.name),
      about: text(profile.about),
      website: text(profile.website),
      image: text(profile.profile_image),
      redirectUris,
      postLogoutRedirectUris: strings(profile.post_logout_redirect_uris),
      ...(text(profile.backchannel_logout_uri)
        ? { backchannelLogoutUri: text(profile.backchannel_logout_uri) }
        : {}),
      secretHash: secret,
      publicClient,
      ...(ID_TOKEN_ALGS.includes(profile.id_token_signed_response_alg as IdTokenAlg)
        ? { idTokenAlg: profile.id_token_signed_response_alg as IdTokenAlg }
        : {}),
    };
  }
  return undefined;
}

/** The profile object of any account (name, about, website...), untrusted. */
export function profileObject(raw: unknown): Record<string, unknown> | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    const profile = (parsed as { profile?: unknown } | null)?.profile;
    return profile !== null && typeof profile === 'object' && !Array.isArray(profile)
      ? (profile as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // free text on chain
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** True when `clientSecret` hashes (SHA-256) to the app's published secret hash; compared in constant time. */
export function secretMatches(app: AppProfile, clientSecret: string): boolean {
  return app.secretHash !== '' && constantTimeEqual(sha256Hex(clientSecret), app.secretHash);
}
