/** An authority as the chain stores it. */
export interface Authority {
  weight_threshold: number;
  account_auths: [string, number][];
  key_auths: [string, number][];
}

/**
 * The account record as `condenser_api.get_accounts` returns it. We read a few fields and keep
 * the rest untouched, because /api/me returns the whole record.
 */
export interface ChainAccount {
  id: number;
  name: string;
  owner: Authority;
  active: Authority;
  posting: Authority;
  memo_key: string;
  json_metadata: string;
  posting_json_metadata: string;
  [field: string]: unknown;
}

export type AuthorityRole = 'owner' | 'active' | 'posting';

/** The parsed metadata /api/me returns: posting_json_metadata, falling back to json_metadata. */
export function userMetadata(account: ChainAccount): Record<string, unknown> | undefined {
  return parseObject(account.posting_json_metadata) ?? parseObject(account.json_metadata);
}

/** The weight `account` holds in `authority`'s account_auths (0 when absent). */
export function accountWeight(authority: Authority, account: string): number {
  return authority.account_auths.find(([name]) => name === account)?.[1] ?? 0;
}

/** True when `account` alone meets `authority`'s threshold. */
export function grantsAlone(authority: Authority, account: string): boolean {
  return accountWeight(authority, account) >= authority.weight_threshold;
}

/** True when `publicKey` alone meets the threshold of the account's owner, active or posting authority. */
export function keyMeetsAnyRole(account: ChainAccount, publicKey: string): boolean {
  return (['posting', 'active', 'owner'] as const).some((role) => {
    const authority = account[role];
    const weight = authority.key_auths.find(([key]) => key === publicKey)?.[1] ?? 0;
    return weight > 0 && weight >= authority.weight_threshold;
  });
}

function parseObject(text: unknown): Record<string, unknown> | undefined {
  if (typeof text !== 'string' || text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined; // metadata is free text on chain; unparsable means "none"
  }
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

/** Where an app's identity was read: the metadata its active key writes, or (fallback) its posting key's. */
export type ProfileSource = 'json_metadata' | 'posting_json_metadata';
