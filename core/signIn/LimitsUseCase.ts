import {
  grantEnded,
  limitsInForce,
  postingLimitsOf,
  type LimitChoice,
  type PostingLimits,
} from '../limits/postingLimits';
import { ACCESS_KINDS, type TokenClaims } from '../tokens/tokens';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { LimitChoices } from '../ports/LimitChoices';
import { limitsPurpose, type SignedChallenges } from './SignedChallenges';
import type { SignInEnds } from './SignInEnds';
import type { TokenChecks } from './TokenChecks';
import type { PresentedToken } from '../tokens/dpop';
import type { InRequest } from '../shared/inRequest';

export interface TightenInput extends InRequest {
  /** A challenge from POST /api/oauth2/challenge with `purpose: limits`, for the user and the app (single use). */
  challenge: string;
  /** Hex compact signature of sha256(challenge) by a key of the user. */
  signature: string;
  app: string;
  choice: LimitChoice;
}

/**
 * The limits a user sets later on what they granted an app (issue 24 §3): proved like a sign-in
 * (a single-use challenge for the user and app, signed by a key of the account), they only ever
 * tighten, and they hold for every token the app holds for the user. `effective` is what
 * /api/broadcast enforces: the token's limits tightened by the user's, read from storage on every
 * broadcast, so a tightening holds on every instance at once; a grant past expires_at (the token's
 * or the user's, "end them") is invalid_grant. An end set to now ends every sign-in of the user at
 * the app at once (SignInEnds: revoked, on every endpoint). test/usecases/GrantLimits.spec.ts holds these.
 */
export class LimitsUseCase {
  constructor(
    private readonly choices: LimitChoices,
    private readonly challenges: SignedChallenges,
    private readonly ends: SignInEnds,
    private readonly checks: TokenChecks,
    private readonly clock: Clock,
  ) {}

  async tighten(input: TightenInput): Promise<{ user: string; app: string; limits: LimitChoice }> {
    const { username: user } = await this.challenges.prove(
      input.challenge,
      input.signature,
      limitsPurpose(input.app),
    );
    const limits = await this.choices.tighten(user, input.app, input.choice);
    await this.ends.userEndReached(user, input.app, input.requestId);
    return { user, app: input.app, limits };
  }

  /**
   * What the user set on the app, read with an access token of theirs for that app (issue 37 §3:
   * limits are the user's business, not anyone's who knows the two names); `{}` when nothing.
   * `asked`, when the request names a user and app, must be the token's.
   */
  async setBy(
    token: PresentedToken | undefined,
    asked?: { user?: string; app?: string },
    requestId?: string,
  ): Promise<{ user: string; app: string; limits: LimitChoice }> {
    const claims = await this.checks.authenticate(token, ACCESS_KINDS, requestId);
    const user = claims.sub;
    const app = claims.app!;
    if ((asked?.user && asked.user !== user) || (asked?.app && asked.app !== app))
      throw Errors.limitsOfAnother(user, app);
    return { user, app, limits: (await this.choices.find(user, app)) ?? {} };
  }

  /** The limits a broadcast with `claims` is held to, or InvalidGrant once the grant ended. */
  async effective(claims: TokenClaims & { app: string }): Promise<PostingLimits | undefined> {
    const granted = postingLimitsOf(claims.authorization_details);
    const limits = limitsInForce(granted, await this.choices.find(claims.sub, claims.app));
    if (grantEnded(limits, this.clock.now())) throw Errors.grantEnded(limits!.expires_at!);
    return limits;
  }
}
