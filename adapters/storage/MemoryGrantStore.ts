import type { Challenge, GrantStore, Revocation } from '../../core/ports/GrantStore';

/** GrantStore in process memory: for tests and single-process embedding without persistence. */
export class MemoryGrantStore implements GrantStore {
  private readonly challenges = new Map<string, Challenge>();
  private readonly usedCodes = new Map<string, number>();
  private readonly refresh = new Map<string, string>();
  private readonly revoked = new Map<string, Revocation>();

  async saveChallenge(challenge: Challenge): Promise<void> {
    this.challenges.set(challenge.value, { ...challenge });
  }

  async takeChallenge(value: string): Promise<Challenge | undefined> {
    const challenge = this.challenges.get(value);
    this.challenges.delete(value);
    return challenge;
  }

  async useCode(jti: string, expiresAt: number): Promise<boolean> {
    if (this.usedCodes.has(jti)) return false;
    this.usedCodes.set(jti, expiresAt);
    return true;
  }

  async startFamily(family: string, refreshJti: string): Promise<void> {
    this.refresh.set(family, refreshJti);
  }

  async rotateRefresh(family: string, expected: string, next: string): Promise<boolean> {
    if (this.refresh.get(family) !== expected) return false;
    this.refresh.set(family, next);
    return true;
  }

  async revokeFamily(revocation: Revocation): Promise<void> {
    if (!this.revoked.has(revocation.family))
      this.revoked.set(revocation.family, { ...revocation });
  }

  async isRevoked(family: string): Promise<boolean> {
    return this.revoked.has(family);
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [value, challenge] of this.challenges)
      if (challenge.expiresAt <= now) this.challenges.delete(value);
    for (const [jti, expiresAt] of this.usedCodes) if (expiresAt <= now) this.usedCodes.delete(jti);
  }
}
