import type { TokenClaims } from '../../core/tokens/tokens';

/**
 * Tokens whose signature already checked out, with their claims, so a hot token costs one map
 * lookup instead of a signature check. Only integrity is remembered: expiry and revocation are
 * judged on every use by the use cases (TokenChecks), so a cached token that expires or whose
 * sign-in ends is refused at once. At most `capacity` entries; the oldest goes first.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, TokenClaims>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(token: string): TokenClaims | undefined {
    return this.entries.get(token);
  }

  /** Forgets every token (a key they may have been signed with is gone). */
  clear(): void {
    this.entries.clear();
  }

  remember(token: string, claims: TokenClaims): void {
    if (this.entries.size >= this.capacity)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(token, claims);
  }
}
