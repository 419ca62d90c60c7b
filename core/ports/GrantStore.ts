/** A sign-in challenge waiting for the user's signature. Times in ms since the epoch. */
export interface Challenge {
  value: string;
  username: string;
  clientId: string;
  expiresAt: number;
}

export type RevokeReason = 'sign_out' | 'code_reuse' | 'refresh_reuse';

export interface Revocation {
  family: string;
  reason: RevokeReason;
  username: string;
  app?: string;
  /** ms since the epoch */
  at: number;
}

/**
 * What must be remembered about grants: single-use challenges and codes, the current refresh
 * token of each grant family, and revoked families (sign-outs and detected reuse).
 * Every method is atomic on its own; two racing callers never both "win" a single-use value.
 */
export interface GrantStore {
  saveChallenge(challenge: Challenge): Promise<void>;

  /** Removes and returns the challenge (expired or not; the caller judges time). Undefined when unknown or already taken. */
  takeChallenge(value: string): Promise<Challenge | undefined>;

  /** Marks a code used: true the first time, false ever after. `expiresAt` (ms) lets the store forget it later. */
  useCode(jti: string, expiresAt: number): Promise<boolean>;

  /** Makes `jti` the family's current refresh token, starting the family if it is new. */
  startFamily(family: string, refreshJti: string): Promise<void>;

  /** Replaces the family's current refresh token when it is `expected`; false when it is not (a spent or unknown token). */
  rotateRefresh(family: string, expected: string, next: string): Promise<boolean>;

  /** Revokes the family for good and records why. Idempotent: the first record is kept. */
  revokeFamily(revocation: Revocation): Promise<void>;

  /**
   * True once the family was revoked. Called on every authenticated request, so adapters answer it
   * from memory; a revocation made through another store over the same storage (another instance
   * or worker process) must show here within one second.
   */
  isRevoked(family: string): Promise<boolean>;

  /** Forgets challenges and used codes whose time (ms) has passed `now`. Idempotent. */
  purgeExpired(now: number): Promise<void>;
}
