import { userMetadata, type ChainAccount } from '../domain/account';
import { Errors } from '../errors';
import type { AppLoader } from './AppLoader';
import type { TokenService } from './TokenService';
import type { UsageRecorder } from './UsageRecorder';

export interface AccountAnswer {
  user: string;
  _id: string;
  name: string;
  account: ChainAccount;
  scope: string[];
  user_metadata?: Record<string, unknown>;
}

/** GET|POST /api/me: who the token is for, with their account record as the chain has it. */
export class MeUseCase {
  constructor(
    private readonly tokens: TokenService,
    private readonly apps: AppLoader,
    private readonly usage: UsageRecorder,
  ) {}

  async execute(token: string | undefined): Promise<AccountAnswer> {
    const claims = await this.tokens.authenticate(token);
    const account = await this.apps.account(claims.sub);
    if (!account) throw Errors.accountGone(claims.sub);
    if (claims.app) this.usage.count(claims.app, claims.sub);
    const metadata = userMetadata(account);
    return {
      user: claims.sub,
      _id: claims.sub,
      name: claims.sub,
      account,
      scope: claims.scope,
      ...(metadata ? { user_metadata: metadata } : {}),
    };
  }
}
