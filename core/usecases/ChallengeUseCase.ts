import { randomId } from '../domain/crypto';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import type { AppLoader } from './AppLoader';

/**
 * Step 1 of sign-in: a single-use message for the user to sign. It names the user, the app and
 * the service, so a signature made for one sign-in is worthless for any other.
 */
export class ChallengeUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly grants: GrantStore,
    private readonly clock: Clock,
    private readonly serviceName: string,
    /** Seconds a challenge stays valid (TokenPolicy.challenge). */
    private readonly lifetime: number,
  ) {}

  async execute(input: {
    username: string;
    clientId: string;
  }): Promise<{ challenge: string; expires_in: number }> {
    const accounts = await this.apps.accounts([input.username, input.clientId]);
    if (!accounts.has(input.username)) throw Errors.accountMissing(input.username);
    await this.apps.app(input.clientId, accounts.get(input.clientId));
    const challenge = `${this.serviceName}: sign in @${input.username} to @${input.clientId} #${randomId()}`;
    await this.grants.saveChallenge({
      value: challenge,
      username: input.username,
      clientId: input.clientId,
      expiresAt: this.clock.now() + this.lifetime * 1000,
    });
    return { challenge, expires_in: this.lifetime };
  }
}
