import { profileObject, type AuthorityRole, type ChainAccount } from '../shared/account';
import type { KeyProof } from './keyAuthority';

/**
 * OpenID Connect on top of the HiveSigner sign-in: the scopes it adds, the claims of an id_token
 * and of the userinfo answer. `sub` is the Hive account name: names are never reassigned.
 */

/** The scopes OpenID Connect adds. None asks for a posting grant (core/signIn/scope.ts). */
export const OPENID_SCOPES = ['openid', 'profile', 'offline_access'] as const;

/** The claims `profile` releases, read from the account's posting profile. */
export const PROFILE_CLAIMS = ['name', 'picture', 'website', 'preferred_username'] as const;

/** The id_token signing algorithms offered; RS256 is the default (OpenID Connect requires it). */
export const ID_TOKEN_ALGS = ['RS256', 'EdDSA'] as const;
export type IdTokenAlg = (typeof ID_TOKEN_ALGS)[number];

/**
 * A key the page kept on this device (issue 60, web/src/vault/), by what unlocked it: a passkey
 * or a PIN. The page's vault names its locks with these words.
 */
export const KEPT_KEY_METHODS = ['passkey', 'pin'] as const;
export type KeptKeyMethod = (typeof KEPT_KEY_METHODS)[number];

/**
 * How the user's page says they signed (issue 27 §4): a key or master password typed into the page,
 * Hive Keychain, a HiveAuth wallet, or PeakVault, the MetaMask Hive snap or Ledger (issue 42), or
 * a key kept on this device (KEPT_KEY_METHODS). Reported by the page (the signature is the same
 * either way); the key role is what the service verified. Only the account's own keys sign in
 * (issue 36 §1).
 */
export const SIGN_IN_METHODS = [
  'key',
  'keychain',
  'hiveauth',
  'peakvault',
  'metamask',
  'ledger',
  ...KEPT_KEY_METHODS,
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * How a sign-in was proved, as its id_token says: kept with the grant through every refresh.
 * Only `hive_key_role` is the service's own finding; `hive_wallet` is the page's word.
 */
export interface AuthenticationClaims {
  /**
   * The wallet the page says signed (`key` when it did not say): reported, never verified — the
   * signature is the same whichever program made it (issue 54 §5).
   */
  hive_wallet: SignInMethod;
  /** The lowest authority of the account its own key met: verified. */
  hive_key_role: AuthorityRole;
}

/** Their names: every token of an OpenID sign-in carries them, for the id_tokens of its refreshes. */
export const AUTHENTICATION_CLAIMS = ['hive_wallet', 'hive_key_role'] as const;

/**
 * The id_token's `amr` (RFC 8176): only what the service verified. Every sign-in here is a
 * signature by a key of the account's own authority, checked against the chain: a proof of
 * possession of a key (`pop`). Which program held the key (a hardware wallet, a typed key) the
 * service cannot vouch for, so no `hwk`, `swk` or wallet name goes here; that is `hive_wallet`.
 */
export const VERIFIED_AMR = ['pop'] as const;

export function authenticationClaims(
  method: SignInMethod | undefined,
  proof: KeyProof,
): AuthenticationClaims {
  return { hive_wallet: method ?? 'key', hive_key_role: proof.role };
}

export interface ProfileClaims {
  preferred_username: string;
  name?: string;
  picture?: string;
  website?: string;
}

/** What an id_token says (OpenID Connect Core §2). Times in seconds since the epoch. */
export interface IdTokenClaims extends Partial<ProfileClaims> {
  iss: string;
  sub: string;
  aud: string;
  exp: number;
  iat: number;
  auth_time: number;
  nonce?: string;
  /** RFC 8176: what was verified (VERIFIED_AMR). */
  amr?: string[];
  hive_wallet?: SignInMethod;
  hive_key_role?: AuthorityRole;
  /** The sign-in's id: what RP-initiated and back-channel logout name. */
  sid?: string;
}

/** The event a Back-Channel Logout token carries (OpenID Connect Back-Channel Logout 1.0 §2.4). */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

/** A logout_token's claims: who signed out of which sign-in (`sid`), never a `nonce`. */
export interface LogoutTokenClaims {
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  jti: string;
  sub: string;
  sid: string;
  events: { [BACKCHANNEL_LOGOUT_EVENT]: Record<string, never> };
}

/** The OpenID scopes among `scope`, in order; empty when the sign-in did not ask for `openid`. */
export function openIdScopesOf(scope: readonly string[]): string[] {
  return scope.includes('openid')
    ? scope.filter((s) => (OPENID_SCOPES as readonly string[]).includes(s))
    : [];
}

/** The `profile` claims of an account, from its posting profile (falling back to json_metadata); unverified text. */
export function profileClaims(account: ChainAccount): ProfileClaims {
  const profile =
    profileObject(account.posting_json_metadata) ?? profileObject(account.json_metadata) ?? {};
  const claims: ProfileClaims = { preferred_username: account.name };
  const name = text(profile.name);
  const picture = httpUrl(profile.profile_image);
  const website = httpUrl(profile.website);
  if (name) claims.name = name;
  if (picture) claims.picture = picture;
  if (website) claims.website = website;
  return claims;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 256) : undefined;
}

/** Only absolute http(s) URLs are released as URL claims: anything else a client could misuse as a link. */
function httpUrl(value: unknown): string | undefined {
  const candidate = text(value) && (value as string).trim();
  if (!candidate || candidate.length > 2048) return undefined;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}
