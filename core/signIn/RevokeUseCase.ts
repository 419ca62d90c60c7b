import { ACCESS_KINDS } from '../tokens/tokens';
import type { TokenChecks } from './TokenChecks';
import type { SignInLifeCycle } from './SignInLifeCycle';
import type { PresentedToken } from '../tokens/dpop';

/**
 * /api/oauth2/token/revoke. HiveSigner's did nothing; ours signs the user out for real: the
 * token's whole sign-in (its refresh token included) stops working, and the sign-out is recorded.
 */
export class RevokeUseCase {
  constructor(
    private readonly checks: TokenChecks,
    private readonly signInLife: SignInLifeCycle,
  ) {}

  async execute(token: PresentedToken | undefined, requestId?: string): Promise<{ success: true }> {
    const claims = await this.checks.authenticate(token, ACCESS_KINDS, requestId);
    await this.signInLife.revoke(claims, 'sign_out', requestId);
    return { success: true };
  }
}
