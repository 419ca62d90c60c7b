import { userMetadata, type ChainAccount } from '../shared/account';
import type { PresentedToken } from '../tokens/dpop';
import { ACCESS_KINDS, type TokenClaims } from '../tokens/tokens';
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
  /**
   * Answers already made, by account record and by token: the chain client shares one frozen
   * record per account per block and the signer one claims object per verified token, so a token
   * asked about again on an unchanged account gets the same frozen answer (and the HTTP adapter
   * its bytes) instead of a new one with its metadata parsed again. Weak keys: a record the chain
   * client has replaced, or a token it no longer holds, takes its answers with it. Kept by
   * bench/README.md's rule for caches (measured in issue 55: accountAnswerJson.ts).
   */
  private readonly answers = new WeakMap<ChainAccount, WeakMap<TokenClaims, AccountAnswer>>();

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
    // A record that can still change (not frozen) is answered afresh every time.
    if (!Object.isFrozen(account)) return answerOf(account, claims);
    let byToken = this.answers.get(account);
    if (!byToken) this.answers.set(account, (byToken = new WeakMap()));
    let answer = byToken.get(claims);
    if (!answer) byToken.set(claims, (answer = Object.freeze(answerOf(account, claims))));
    return answer;
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
