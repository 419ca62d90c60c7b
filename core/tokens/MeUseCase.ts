import { userMetadata, type ChainAccount } from '../shared/account';
import type { PresentedToken } from './dpop';
import { ACCESS_KINDS, type TokenClaims } from './tokens';
import { Errors } from '../errors';
import type { AppLoader } from '../apps/AppLoader';
import type { TokenChecks } from './TokenChecks';
import type { UsageRecorder } from '../apps/UsageRecorder';

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
    private readonly checks: TokenChecks,
    private readonly apps: AppLoader,
    private readonly usage: UsageRecorder,
  ) {}

  /** `requestId`: the request asking, which the audit lines of what the check finds name. */
  async execute(token: PresentedToken | undefined, requestId?: string): Promise<AccountAnswer> {
    const claims = await this.checks.authenticate(token, ACCESS_KINDS, requestId);
    const account = await this.apps.account(claims.sub);
    if (!account) throw Errors.accountGone(claims.sub);
    if (claims.app) this.usage.count(claims.app, claims.sub);
    return answerOf(account, claims);
  }
}

function answerOf(account: ChainAccount, claims: TokenClaims): AccountAnswer {
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
