import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import { ACCESS_KINDS, type Authenticator } from './Authenticator';

/**
 * /api/oauth2/token/revoke. HiveSigner's did nothing; ours signs the user out for real: the
 * token's whole grant family (its refresh token included) stops working, and the sign-out is recorded.
 */
export class RevokeUseCase {
  constructor(
    private readonly auth: Authenticator,
    private readonly grants: GrantStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | undefined): Promise<{ success: true }> {
    const claims = await this.auth.authenticate(token, ACCESS_KINDS);
    await this.grants.revokeFamily({
      family: claims.fam,
      reason: 'sign_out',
      username: claims.sub,
      app: claims.app,
      at: this.clock.now(),
    });
    return { success: true };
  }
}
