import { displayUserCode } from './deviceCode';
import type { LimitChoice, PostingLimits } from '../limits/postingLimits';
import { grantedBy, grantStatement } from './grantStatement';
import { isRegisteredRedirect } from './redirectUri';
import { Errors } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import { limitsPurpose, type SignedChallenges } from './SignedChallenges';

export interface ChallengeRequest {
  clientId: string;
  /** Absent: the user's wallet chooses the account (issue 27 §2). */
  username?: string;
  /** Where the sign-in returns; named in the message and held to at /authorize. */
  redirectUri?: string;
  /** The device's user code (as stored) for a /device sign-in; named in the message. */
  userCode?: string;
  /** `limits`: the message sets limits on the app (issue 24 §3) instead of signing in. */
  purpose?: 'sign-in' | 'limits';
  /** What the sign-in asks, as /api/oauth2/authorize will send it: the message states the grant. */
  scope?: string[];
  limits?: PostingLimits;
  limitChoice?: LimitChoice;
}

/**
 * Step 1 of sign-in: a single-use message for the user to sign (core/signIn/signInMessage.ts). It
 * names the service, the app, the account (unless the wallet chooses), what the sign-in grants
 * (the scope and limits asked, as lowered by the user's choice) and where it returns, so a
 * signature made for one sign-in is worthless for any other, or for more.
 */
export class ChallengeUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly challenges: SignedChallenges,
  ) {}

  async execute(input: ChallengeRequest): Promise<{ challenge: string; expires_in: number }> {
    const { username, clientId, redirectUri, userCode } = input;
    const accounts = await this.apps.accounts(username ? [username, clientId] : [clientId]);
    if (username && !accounts.has(username)) throw Errors.accountMissing(username);
    const app = await this.apps.app(clientId, accounts.get(clientId));
    if (redirectUri !== undefined && !isRegisteredRedirect(app, redirectUri))
      throw Errors.redirectNotRegistered(app.username);
    if (input.purpose === 'limits') {
      return this.challenges.issue({
        purpose: limitsPurpose(clientId),
        statement: `Set limits on what @${clientId} may do for your account.`,
        account: username,
        app: clientId,
      });
    }
    return this.challenges.issue({
      purpose: clientId,
      statement: userCode ? `Sign in to @${clientId} on a device.` : `Sign in to @${clientId}.`,
      account: username,
      app: clientId,
      grants: grantStatement(grantedBy(input.scope ?? [], input.limits, input.limitChoice)),
      ...(redirectUri !== undefined ? { returnsTo: redirectUri } : {}),
      ...(userCode ? { deviceCode: displayUserCode(userCode) } : {}),
    });
  }
}
