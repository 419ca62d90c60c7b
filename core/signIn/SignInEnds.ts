import { grantEnded, HIVE_POSTING, postingLimitsOf } from '../limits/postingLimits';
import type { TokenClaims } from '../tokens/tokens';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { EndSeen, SignInStore, RevokeReason } from '../ports/SignInStore';
import type { LimitChoices } from '../ports/LimitChoices';
import type { EndedSignIn } from './BackChannelLogout';

/**
 * When a sign-in ends — by its grant's expiry, by the user, by the chain, by revocation — as one
 * fact every endpoint consults (issue 36 §2): /api/me, userinfo, introspection, the token
 * endpoint's refresh, /api/broadcast and receipts all go through SignInLifeCycle, which asks `check`.
 *
 * A sign-in has ended when it was revoked, when the `expires_at` its tokens carry has
 * passed, or when the end the user set later on the app (LimitChoices, "End its access now" or
 * "Access ends in 30 days") has come. A user's end, once reached, becomes what every other end is:
 * the revocation of every sign-in of that user at that app (so every instance refuses their tokens
 * within a second, back-channel logout tells the app, the audit trail says why), and the limits the
 * user set are forgotten, so that a later consent starts a fresh grant with its own limits.
 */
/** How long a user's end, once read, is trusted without reading it again (ms). */
export const USER_END_READ_MS = 2000;
/** Past this many users and apps remembered, the reads start over (a bound on memory). */
const USER_ENDS_KEPT = 10_000;

export class SignInEnds {
  private readonly listeners: ((ended: EndedSignIn) => Promise<void>)[] = [];
  /** The end each user set on each app, as last read, and until when that read is trusted (ms). */
  private readonly userEnds = new Map<string, { end: string | undefined; until: number }>();

  constructor(
    private readonly signIns: SignInStore,
    private readonly choices: LimitChoices,
    private readonly clock: Clock,
    /** The longest token lifetime of today's policy (ms): how long a revocation must at least last. */
    private readonly longestLifetimeMs: number,
  ) {}

  /**
   * Refuses a token whose sign-in has ended (InvalidGrant, saying how). A user's end reached now
   * ends the sign-ins in the request `requestId`.
   */
  async check(claims: TokenClaims, requestId?: string): Promise<void> {
    if (await this.signIns.isRevoked(claims.fam, claims.iat * 1000)) throw Errors.tokenRevoked();
    const limits = postingLimitsOf(claims.authorization_details);
    if (grantEnded(limits, this.clock.now())) throw Errors.grantEnded(limits!.expires_at!);
    // Users set limits (and ends) on posting grants only: a login token costs no read.
    if (claims.app && (claims.kind === 'posting' || claims.grants === 'posting')) {
      const set = await this.userEndOf(claims.sub, claims.app);
      const end =
        set && this.reached(set) && (await this.userEndReached(claims.sub, claims.app, requestId));
      if (end) throw Errors.grantEnded(end);
    }
  }

  /**
   * The end `user` set on `app`, read at most once per USER_END_READ_MS per instance: the read
   * would otherwise be one storage round trip on every request of a posting token. Only a future
   * end can be stale, by that much; an end the user makes now revokes, which every instance sees
   * within a second, and this instance's own changes go through `userEndReached`, which reads anew.
   */
  private async userEndOf(user: string, app: string): Promise<string | undefined> {
    const key = `${user} ${app}`;
    const known = this.userEnds.get(key);
    if (known && known.until > this.clock.now()) return known.end;
    return this.remember(key, (await this.choices.find(user, app))?.expires_at);
  }

  private remember(key: string, end: string | undefined): string | undefined {
    if (this.userEnds.size >= USER_ENDS_KEPT) this.userEnds.clear();
    this.userEnds.set(key, { end, until: this.clock.now() + USER_END_READ_MS });
    return end;
  }

  private reached(end: string): boolean {
    return grantEnded({ type: HIVE_POSTING, expires_at: end }, this.clock.now());
  }

  /**
   * When the end the user set on `app` has come: ends every sign-in of `user` there, forgets the
   * limits the user set, and answers that end; undefined otherwise. What a new consent calls
   * first, so that an end reached before it cannot touch the grant it makes.
   */
  async userEndReached(user: string, app: string, requestId?: string): Promise<string | undefined> {
    const end = this.remember(`${user} ${app}`, (await this.choices.find(user, app))?.expires_at);
    if (!end || !this.reached(end)) return undefined;
    await this.endEvery(user, app, 'user_ended', { requestId });
    await this.choices.clear(user, app);
    this.userEnds.delete(`${user} ${app}`);
    return end;
  }

  /** Ends every live sign-in of `user` at `app`. */
  async endEvery(
    user: string,
    app: string,
    reason: RevokeReason,
    seen: EndSeen = {},
  ): Promise<void> {
    const live = await this.signIns.signInsOf({ username: user }, this.clock.now());
    for (const signIn of live)
      if (signIn.app === app) await this.endSignIn(signIn.sid, user, app, reason, seen);
  }

  /**
   * Ends a sign-in by its id (`sid`), recording who and why, and where it was seen (what on
   * chain, or which request). Idempotent.
   */
  async endSignIn(
    sid: string,
    username: string,
    app: string | undefined,
    reason: RevokeReason,
    seen: EndSeen = {},
  ): Promise<void> {
    const now = this.clock.now();
    await this.signIns.revokeSignIn({
      sid,
      reason,
      username,
      app,
      at: now,
      until: now + this.longestLifetimeMs,
      ...(seen.evidence ? { evidence: seen.evidence } : {}),
      ...(seen.requestId !== undefined ? { requestId: seen.requestId } : {}),
    });
    if (app) await Promise.all(this.listeners.map((told) => told({ sid, username, app })));
  }

  /** Tells `listener` of every sign-in that ends, once it has ended (back-channel logout). It must not reject. */
  onSignInEnded(listener: (ended: EndedSignIn) => Promise<void>): void {
    this.listeners.push(listener);
  }
}
