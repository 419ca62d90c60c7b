import type { TokenKind } from './tokens';
/**
 * Every lifetime of the token life cycle, in seconds, in one place. Access tokens last what the
 * spec fixes; codes, refresh tokens and sign-in challenges are configurable.
 */
export interface TokenPolicy {
  /** Access tokens (login and posting): the spec's `expires_in`. */
  access: number;
  /** Authorization codes: single use, exchanged by the app's server right away. */
  code: number;
  /** Refresh tokens: each use rotates it, and the new one lives this long again. */
  refresh: number;
  /** Sign-in challenges: the time a user has to sign one. */
  challenge: number;
  /** OpenID Connect id_tokens: a statement of who signed in, read once by the client right away. */
  idToken: number;
  /**
   * Token-flow handoffs (core/signIn/tokenHandoff.ts): single use, redeemed by the navigation the
   * consent page starts at once; its cookie lives as long.
   */
  handoff: number;
}

/** The spec's access-token lifetime (a week). */
export const ACCESS_TOKEN_SECONDS = 604800;

export const DEFAULT_TOKEN_POLICY: Readonly<TokenPolicy> = Object.freeze({
  access: ACCESS_TOKEN_SECONDS,
  code: 600,
  refresh: 30 * 24 * 3600,
  challenge: 300,
  idToken: 3600,
  handoff: 120,
});

/** The longest any token lives, in seconds: how long a revocation must be remembered. */
export function longestLifetime(policy: TokenPolicy): number {
  return Math.max(policy.access, policy.code, policy.refresh);
}

/** The defaults with `overrides` (from configuration) applied; every lifetime a positive whole number. */
export function tokenPolicy(overrides: Partial<TokenPolicy> = {}): TokenPolicy {
  const policy = { ...DEFAULT_TOKEN_POLICY };
  for (const [name, value] of Object.entries(overrides) as [
    keyof TokenPolicy,
    number | undefined,
  ][]) {
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value <= 0)
      throw new RangeError(`the ${name} lifetime must be a positive whole number of seconds`);
    policy[name] = value;
  }
  return policy;
}

/** How long a token of `kind` lives under `policy`, in seconds. */
export function lifetimeOf(policy: TokenPolicy, kind: TokenKind): number {
  if (kind === 'code') return policy.code;
  if (kind === 'handoff') return policy.handoff;
  if (kind === 'refresh') return policy.refresh;
  return policy.access;
}
