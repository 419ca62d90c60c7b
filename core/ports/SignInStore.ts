/**
 * Why the chain ended a sign-in (issue 25 §2): the user's posting authority no longer lets the app
 * sign alone; the app's no longer lets the service; the user's owner authority was replaced — the
 * usual sign of a compromised (or recovered) account, after which no earlier sign-in is trusted.
 */
export type ChainEndingReason =
  'posting_authority_removed' | 'app_authority_removed' | 'owner_key_changed';

/** A sign-in challenge waiting for the user's signature. Times in ms since the epoch. */
export interface Challenge {
  value: string;
  username: string;
  clientId: string;
  expiresAt: number;
}

import type { PostingLimits } from '../limits/postingLimits';

/**
 * Why a sign-in ended: the user or app signed out; the end the user set on the app came
 * (`user_ended`, "End its access now"); a code or refresh token came back twice; or the chain said so.
 */
export type RevokeReason =
  'sign_out' | 'user_ended' | 'code_reuse' | 'refresh_reuse' | 'key_revoked' | ChainEndingReason;

/**
 * A sign-in as the service remembers it: what /authorized-apps lists and what
 * the chain follower looks up. Times in ms since the epoch.
 */
export interface SignIn {
  /** Its id: `sid` in OpenID Connect, `fam` in the service's own tokens. */
  sid: string;
  username: string;
  app: string;
  kind: 'login' | 'posting';
  /** When the user signed in (the first token of the sign-in). */
  startedAt: number;
  /** When a token of it was last issued (a code, an access token, a refresh). */
  usedAt: number;
  /** When its newest token expires: after that, nothing it issued can be presented. */
  expiresAt: number;
  /**
   * The limits it granted at consent (its tokens' `authorization_details`), as first recorded;
   * absent when it granted none. /authorized-apps shows them, with what the user set later.
   */
  granted?: PostingLimits;
  /**
   * What tells it apart from the user's other sign-ins at /authorized-apps (issue 57 §8), as first
   * recorded: the wallet the page said signed (the id_token's `hive_wallet`, the page's word), the
   * device it was made on ("Firefox on Android", core/tokens/signInOrigin.ts) and the posting
   * operations its scope grants (none for a login). Absent for sign-ins recorded before them.
   */
  wallet?: string;
  device?: string;
  scope?: string[];
}

/**
 * Whose sign-ins to find: one user's, every user's of one app, or every sign-in whose newest token
 * was issued (`usedAt`) from `usedFrom` to `usedUntil` (ms, both included): those a signing key
 * that signed through that time vouches for (`hivegate keys revoke`).
 */
export type SignInQuery =
  { username: string } | { app: string } | { usedFrom: number; usedUntil: number };

export interface Revocation {
  sid: string;
  reason: RevokeReason;
  username: string;
  app?: string;
  /** ms since the epoch */
  at: number;
  /**
   * ms since the epoch: no token of the sign-in can be presented after it, by the lifetimes of
   * today. The store keeps the revocation until then at least — later, when the sign-in's
   * record says its newest token lives longer (issued under longer lifetimes) — so that no
   * configuration change can bring a revoked token back (issue 37 §3).
   */
  until: number;
  /** What on chain ended it (for the audit line; not stored). */
  evidence?: ChainEvidence;
  /** The request that ended it, when one did (for the audit line; not stored). */
  requestId?: string;
}

/** Where an end was seen, for the audit line: on chain, or in a request. */
export type EndSeen = Pick<Revocation, 'evidence' | 'requestId'>;

/** The block and operation that ended a sign-in. */
export interface ChainEvidence {
  block: number;
  operation: string;
}

/**
 * What must be remembered about grants: single-use challenges and codes, the current refresh
 * token of each sign-in, and revoked sign-ins (sign-outs and detected reuse).
 * Every method is atomic on its own; two racing callers never both "win" a single-use value.
 */
export interface SignInStore {
  saveChallenge(challenge: Challenge): Promise<void>;

  /** Removes and returns the challenge (expired or not; the caller judges time). Undefined when unknown or already taken. */
  takeChallenge(value: string): Promise<Challenge | undefined>;

  /** Marks a code used: true the first time, false ever after. `expiresAt` (ms) lets the store forget it later. */
  useCode(jti: string, expiresAt: number): Promise<boolean>;

  /**
   * Remembers a sign-in before it has a refresh token (its code, or an implicit-flow access
   * token), so that it can be found and ended. Again for the same sign-in: `usedAt` and `expiresAt`
   * move forward, the rest is kept (`granted`, `wallet`, `device`, `scope` are learnt when not known).
   */
  recordSignIn(signIn: SignIn): Promise<void>;

  /** Makes `refreshJti` the sign-in's current refresh token, recording the sign-in (as recordSignIn). */
  startRefresh(signIn: SignIn, refreshJti: string): Promise<void>;

  /**
   * A code's exchange, as one atomic write: marks the code used (as useCode) and, only if that
   * was its first use, starts the sign-in's refresh token (as startRefresh). False, and nothing
   * written, when the code was used before. One write where two would do the same: the exchange
   * waits for one commit, and a crash between them cannot leave a spent code without its token.
   */
  spendCode(
    code: { jti: string; expiresAt: number },
    signIn: SignIn,
    refreshJti: string,
  ): Promise<boolean>;

  /**
   * Replaces the sign-in's current refresh token when it is `expected`, and records the use
   * (`usedAt`, `expiresAt`; who and what when the sign-in predates their recording); false when it
   * is not (a spent or unknown token).
   */
  rotateRefresh(signIn: SignIn, expected: string, next: string): Promise<boolean>;

  /** The sign-ins of `who` not revoked and not expired at `now`, oldest first. */
  signInsOf(who: SignInQuery, now: number): Promise<SignIn[]>;

  /** Revokes the sign-in for good and records why. Idempotent: the first record is kept. */
  revokeSignIn(revocation: Revocation): Promise<void>;

  /**
   * True once the sign-in was revoked (until purgeExpired forgets it). Called on every authenticated
   * request with when the presented token was issued (`issuedAt`, ms; unknown: treated as old), so
   * adapters answer a young token from memory, holding only recent revocations — a token issued
   * lately cannot belong to a sign-in revoked long before — and ask storage for an old one (a
   * refresh token, whose path writes storage anyway). A revocation made through another store
   * over the same storage (another instance or worker process) must show here within one second.
   */
  isRevoked(sid: string, issuedAt?: number): Promise<boolean>;

  /**
   * Forgets challenges, used codes and sign-ins whose time (ms) has passed `now`, and revocations
   * whose `until` (as stored) is before `guardedBefore`: no token they guard can still be
   * presented. Idempotent.
   */
  purgeExpired(now: number, guardedBefore: number): Promise<void>;
}
