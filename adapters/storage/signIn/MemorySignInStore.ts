import type {
  Challenge,
  SignInStore,
  Revocation,
  SignIn,
  SignInQuery,
} from '../../../core/ports/SignInStore';

/** The SignInStore in process memory: for tests and single-process embedding without persistence. */
export class MemorySignInStore implements SignInStore {
  private readonly challenges = new Map<string, Challenge>();
  private readonly usedCodes = new Map<string, number>();
  private readonly refresh = new Map<string, string>();
  private readonly signIns = new Map<string, SignIn>();
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

  async recordSignIn(signIn: SignIn): Promise<void> {
    const known = this.signIns.get(signIn.sid);
    this.signIns.set(
      signIn.sid,
      known
        ? {
            ...known,
            usedAt: Math.max(known.usedAt, signIn.usedAt),
            expiresAt: Math.max(known.expiresAt, signIn.expiresAt),
            ...(known.granted || signIn.granted
              ? { granted: known.granted ?? signIn.granted }
              : {}),
          }
        : { ...signIn },
    );
  }

  async startRefresh(signIn: SignIn, refreshJti: string): Promise<void> {
    await this.recordSignIn(signIn);
    this.refresh.set(signIn.sid, refreshJti);
  }

  async spendCode(
    code: { jti: string; expiresAt: number },
    signIn: SignIn,
    refreshJti: string,
  ): Promise<boolean> {
    if (!(await this.useCode(code.jti, code.expiresAt))) return false;
    await this.startRefresh(signIn, refreshJti);
    return true;
  }

  async rotateRefresh(signIn: SignIn, expected: string, next: string): Promise<boolean> {
    if (this.refresh.get(signIn.sid) !== expected) return false;
    this.refresh.set(signIn.sid, next);
    await this.recordSignIn(signIn);
    return true;
  }

  async signInsOf(who: SignInQuery, now: number): Promise<SignIn[]> {
    return [...this.signIns.values()]
      .filter(
        (signIn) => matches(signIn, who) && signIn.expiresAt > now && !this.revoked.has(signIn.sid),
      )
      .sort((a, b) => a.startedAt - b.startedAt)
      .map((signIn) => ({ ...signIn }));
  }

  async revokeSignIn(revocation: Revocation): Promise<void> {
    if (this.revoked.has(revocation.sid)) return;
    const newest = this.signIns.get(revocation.sid)?.expiresAt ?? 0;
    this.revoked.set(revocation.sid, {
      ...revocation,
      until: Math.max(revocation.until, newest),
    });
  }

  async isRevoked(sid: string): Promise<boolean> {
    return this.revoked.has(sid);
  }

  async purgeExpired(now: number, guardedBefore: number): Promise<void> {
    for (const [value, challenge] of this.challenges)
      if (challenge.expiresAt <= now) this.challenges.delete(value);
    for (const [jti, expiresAt] of this.usedCodes) if (expiresAt <= now) this.usedCodes.delete(jti);
    for (const [sid, signIn] of this.signIns)
      if (signIn.expiresAt <= now) {
        this.signIns.delete(sid);
        this.refresh.delete(sid);
      }
    for (const [sid, revocation] of this.revoked)
      if (revocation.until < guardedBefore) this.revoked.delete(sid);
  }
}

function matches(signIn: SignIn, who: SignInQuery): boolean {
  if ('username' in who) return signIn.username === who.username;
  if ('app' in who) return signIn.app === who.app;
  return signIn.usedAt >= who.usedFrom && signIn.usedAt <= who.usedUntil;
}
