import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import { asChoice, limitsInForce, type LimitChoice } from '../limits/postingLimits';
import type { SignInStore, SignIn } from '../ports/SignInStore';
import type { LimitChoices } from '../ports/LimitChoices';
import type { AppLoader } from '../apps/AppLoader';
import { SIGN_INS_PURPOSE, type SignedChallenges } from './SignedChallenges';
import type { SignInEnds } from './SignInEnds';
import type { InRequest } from '../shared/inRequest';

/** One sign-in as the user sees it at /authorized-apps. Times ISO 8601. */
export interface SignInView {
  /** The sign-in's id: an id_token's `sid`. */
  sign_in: string;
  app: string;
  /** The app profile's name, when it has one. */
  app_name?: string;
  /** `posting`: it may broadcast for the user; `login`: it only learnt who they are. */
  kind: 'login' | 'posting';
  granted_at: string;
  last_used_at: string;
  /** When its newest token expires (a refresh moves it on); the grant's own end is `limits.expires_at`. */
  expires_at: string;
  /**
   * The limits in force on it (issue 39 §2): what it granted at consent tightened by what the user
   * set later on the app, as /api/broadcast enforces them; absent when neither set any (or for a
   * sign-in recorded before sign-ins kept their limits: then only what the user set).
   */
  limits?: LimitChoice;
  /**
   * What tells it from the user's other sign-ins (issue 57 §8): the wallet the page said signed
   * (its word, not verified), the device ("Firefox on Android"), and the posting operations its
   * scope grants ([] for a login); null when unknown (recorded before they were kept).
   */
  wallet: string | null;
  device: string | null;
  scope: string[] | null;
}

export interface SignInsAnswer {
  user: string;
  sign_ins: SignInView[];
  /** Accounts the user's posting authority lets act alone that no live sign-in here is for. */
  posting_authority_without_sign_in: string[];
  /** What the user set on each app named above, for those they set limits on (issue 37 §3). */
  limits: Record<string, LimitChoice>;
}

export interface ManageInput extends InRequest {
  /** From `challenge()` (single use). */
  challenge: string;
  /** Hex compact signature of sha256(challenge) by a key of the user (any role). */
  signature: string;
  /** Sign-ins (`sign_in` ids) to end first. */
  end?: string[];
}

/**
 * One page for every grant (issue 25 §5): the user proves who they are by signing a single-use
 * challenge with any key of their account, then sees every live sign-in they made through this
 * service — posting and login-only — with when it was granted and last used, and the accounts
 * that hold their posting authority without one; and ends any of them (each ends as a sign-out
 * does: every instance refuses its tokens, the app is told). The route adds to the same signed
 * answer what each app did with the account (issue 59 §2, ActivityUseCase, for the user this proved).
 */
export class SignInsUseCase {
  constructor(
    private readonly signIns: SignInStore,
    private readonly ends: SignInEnds,
    private readonly apps: AppLoader,
    private readonly challenges: SignedChallenges,
    private readonly choices: LimitChoices,
    private readonly clock: Clock,
  ) {}

  async challenge(username: string): Promise<{ challenge: string; expires_in: number }> {
    if (!(await this.apps.account(username))) throw Errors.accountMissing(username);
    return this.challenges.issue({
      purpose: SIGN_INS_PURPOSE,
      statement: 'Show the sign-ins of your account, and end those you choose.',
      account: username,
    });
  }

  async manage(input: ManageInput): Promise<SignInsAnswer> {
    const proved = await this.challenges.prove(input.challenge, input.signature, SIGN_INS_PURPOSE);
    const { username: user, account } = proved;

    const ending = new Set(input.end ?? []);
    let live = await this.signIns.signInsOf({ username: user }, this.clock.now());
    for (const signIn of live.filter((s) => ending.has(s.sid)))
      await this.ends.endSignIn(signIn.sid, user, signIn.app, 'sign_out', {
        requestId: input.requestId,
      });
    live = live.filter((s) => !ending.has(s.sid));

    const withSignIn = new Set(live.filter((s) => s.kind === 'posting').map((s) => s.app));
    const apps = await this.apps.accounts([...new Set(live.map((s) => s.app))]);
    const unlisted = account.posting.account_auths
      .filter(
        ([name, weight]) => weight >= account.posting.weight_threshold && !withSignIn.has(name),
      )
      .map(([name]) => name);
    const set = await this.limitsSet(user, [...live.map((s) => s.app), ...unlisted]);
    return {
      user,
      sign_ins: live.map((signIn) =>
        viewOf(
          signIn,
          apps.get(signIn.app) && this.apps.profileOf(apps.get(signIn.app)!)?.name,
          set[signIn.app],
        ),
      ),
      posting_authority_without_sign_in: unlisted,
      limits: set,
    };
  }

  /** What `user` set on each of `apps` that they set limits on. */
  private async limitsSet(user: string, apps: string[]): Promise<Record<string, LimitChoice>> {
    const set: Record<string, LimitChoice> = {};
    for (const app of new Set(apps)) {
      const limits = await this.choices.find(user, app);
      if (limits && Object.keys(limits).length > 0) set[app] = limits;
    }
    return set;
  }
}

function viewOf(
  signIn: SignIn,
  appName: string | undefined,
  set: LimitChoice | undefined,
): SignInView {
  const inForce = signIn.kind === 'posting' ? limitsInForce(signIn.granted, set) : undefined;
  return {
    sign_in: signIn.sid,
    app: signIn.app,
    ...(appName ? { app_name: appName } : {}),
    kind: signIn.kind,
    granted_at: new Date(signIn.startedAt).toISOString(),
    last_used_at: new Date(signIn.usedAt).toISOString(),
    expires_at: new Date(signIn.expiresAt).toISOString(),
    ...(inForce ? { limits: asChoice(inForce) } : {}),
    wallet: signIn.wallet ?? null,
    device: signIn.device ?? null,
    scope: signIn.scope ?? null,
  };
}
