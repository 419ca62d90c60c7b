import { randomId } from '../domain/crypto';
import type { TokenClaims, TokenKind, TokenLifetimes } from '../domain/tokens';
import type { Clock } from '../ports/Clock';
import type { TokenSigner } from '../ports/TokenSigner';

export type IssueRequest = Omit<TokenClaims, 'jti' | 'iat' | 'exp'>;

/** Stamps claims with an id and the kind's lifetime, and signs them. */
export class TokenIssuer {
  constructor(
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly lifetimes: TokenLifetimes,
  ) {}

  async issue(request: IssueRequest): Promise<{ token: string; claims: TokenClaims }> {
    const iat = Math.floor(this.clock.now() / 1000);
    const claims: TokenClaims = { ...request, jti: randomId(), iat, exp: iat + this.lifetimeOf(request.kind) };
    return { token: await this.signer.sign(claims), claims };
  }

  lifetimeOf(kind: TokenKind): number {
    if (kind === 'code') return this.lifetimes.code;
    if (kind === 'refresh') return this.lifetimes.refresh;
    return this.lifetimes.access;
  }
}
