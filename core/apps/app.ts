import { constantTimeEqual, sha256Hex } from '../shared/crypto';
import { profileObject, type ChainAccount, type ProfileSource } from '../shared/account';
import { ID_TOKEN_ALGS, type IdTokenAlg } from '../tokens/openId';

/*
 * An app's profile, read from its account (issue 37 §2). Behaviours, each held by
 * test/domain/appProfile.spec.ts:
 * - the fields that make the app's identity (IDENTITY_FIELDS: where its codes go, its secret, how
 *   it is told of sign-outs) are read from `json_metadata` only: changing it takes the app's
 *   active authority, which nobody holds by being granted posting (not this service, not an app
 *   the app account signed in to);
 * - the display fields (name, about, website, picture) come from `json_metadata` too (issue 57
 *   §2): the name a consent page shows is the one the app's owner registered, not one a holder of
 *   its posting authority wrote;
 * - `posting_json_metadata`, which any holder of the app's posting authority can rewrite, gives
 *   nothing — unless the operator turns on APP_PROFILE_POSTING_FALLBACK for apps registered
 *   HiveSigner's way: then an identity found only there is accepted, and marked
 *   `source: "posting_json_metadata"` so that /apps and /api/apps flag it, and a display field
 *   the identity's metadata lacks may come from the other.
 */

/** How app profiles are read: the core's half of APP_PROFILE_POSTING_FALLBACK. */
export interface AppProfileOptions {
  /**
   * Accept an identity published in posting_json_metadata (HiveSigner's way) when json_metadata
   * holds none. Weaker: whoever holds the app account's posting authority can then redirect its
   * users' codes. Off unless the operator says so.
   */
  postingFallback: boolean;
}

export const STRICT_APP_PROFILES: AppProfileOptions = Object.freeze({ postingFallback: false });

/** The profile members that make an app's identity: read from json_metadata only (without the fallback). */
export const IDENTITY_FIELDS = [
  'redirect_uris',
  'secret',
  'token_endpoint_auth_method',
  'backchannel_logout_uri',
  'post_logout_redirect_uris',
  'id_token_signed_response_alg',
] as const;

/** The profile members that only show the app (posting_json_metadata may give them with the fallback). */
export const DISPLAY_FIELDS = ['name', 'about', 'website', 'profile_image'] as const;

export type DisplayField = (typeof DISPLAY_FIELDS)[number];

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
  /** Where the identity above was read (`posting_json_metadata` only with the fallback on). */
  source: ProfileSource;
}

type Identity = Omit<AppProfile, 'username' | 'name' | 'about' | 'website' | 'image' | 'source'>;

/**
 * The app profile of `account`, or undefined when it is not an app: its identity's profile has
 * no `type: "app"`, no redirect_uris, or neither a well-formed secret hash nor
 * `token_endpoint_auth_method: "none"`. The identity comes from json_metadata; from
 * posting_json_metadata only with `postingFallback` and when json_metadata holds none.
 */
export function appProfileOf(
  account: ChainAccount,
  options: AppProfileOptions = STRICT_APP_PROFILES,
): AppProfile | undefined {
  let source: ProfileSource = 'json_metadata';
  let identity = identityIn(profileObject(account.json_metadata));
  if (!identity && options.postingFallback) {
    source = 'posting_json_metadata';
    identity = identityIn(profileObject(account.posting_json_metadata));
  }
  if (!identity) return undefined;
  const display = displayProfileOf(account, options, source);
  return {
    username: account.name,
    name: text(display.name),
    about: text(display.about),
    website: text(display.website),
    image: text(display.profile_image),
    ...identity,
    source,
  };
}

function identityIn(profile: Record<string, unknown> | undefined): Identity | undefined {
  if (!profile || profile.type !== 'app') return undefined;
  const redirectUris = strings(profile.redirect_uris);
  const given = typeof profile.secret === 'string' ? profile.secret.toLowerCase() : '';
  const secret = /^[0-9a-f]{64}$/.test(given) ? given : '';
  const publicClient = profile.token_endpoint_auth_method === 'none';
  if (redirectUris.length === 0 || (secret === '' && !publicClient)) return undefined;
  return {
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

/**
 * The display fields of an app account's profile, untrusted and as published: from json_metadata
 * (its active key's); with the fallback, each field it lacks from posting_json_metadata — or, for
 * an identity read from posting_json_metadata (`source`), from there first.
 */
export function displayProfileOf(
  account: ChainAccount,
  options: AppProfileOptions = STRICT_APP_PROFILES,
  source: ProfileSource = 'json_metadata',
): Partial<Record<DisplayField, unknown>> {
  const active = profileObject(account.json_metadata);
  const posting = options.postingFallback
    ? profileObject(account.posting_json_metadata)
    : undefined;
  const profiles = source === 'posting_json_metadata' ? [posting, active] : [active, posting];
  const display: Partial<Record<DisplayField, unknown>> = {};
  for (const field of DISPLAY_FIELDS) {
    const value = profiles.map((profile) => profile?.[field]).find(given);
    if (value !== undefined) display[field] = value;
  }
  return display;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * True when either metadata of `account` declares an app profile (`type: "app"`), whether or not
 * it is complete: such an account's profile is changed with its own keys, never through
 * /api/broadcast.
 */
export function declaresApp(account: ChainAccount): boolean {
  return [account.json_metadata, account.posting_json_metadata].some(metadataDeclaresApp);
}

/** True when a metadata text (as an account_update2 would write it) declares an app profile. */
export function metadataDeclaresApp(raw: unknown): boolean {
  return profileObject(raw)?.type === 'app';
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
