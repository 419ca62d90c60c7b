import type { TokenClaims, TokenKind } from '../domain/tokens';
import { InvalidGrant } from '../errors';
import type { Clock } from '../ports/Clock';
import type { GrantStore } from '../ports/GrantStore';
import type { TokenSigner } from '../ports/TokenSigner';

/**
 * Turns a presented token into trusted claims, or an InvalidGrant:
 * - missing, malformed, forged or altered → "The token is not valid"
 * - a valid token of another kind than the endpoint takes → "The token has invalid role"
 * - past its `exp` (by the Clock) → "The token has expired"
 * - its grant family revoked (sign-out, reuse) → "The token has been revoked"
 */
export class Authenticator {
  constructor(
    private readonly signer: TokenSigner,
    private readonly grants: GrantStore,
    private readonly clock: Clock,
  ) {}

  async authenticate(token: string | undefined, kinds: readonly TokenKind[]): Promise<TokenClaims> {
    if (!token) throw new InvalidGrant('The token is missing');
    const claims = await this.signer.verify(token);
    if (!claims) throw new InvalidGrant('The token is not valid');
    if (!kinds.includes(claims.kind)) throw InvalidGrant.wrongRole();
    if (claims.exp * 1000 <= this.clock.now()) throw new InvalidGrant('The token has expired');
    if (await this.grants.isRevoked(claims.fam)) throw new InvalidGrant('The token has been revoked');
    return claims;
  }
}

export const ACCESS_KINDS: readonly TokenKind[] = ['login', 'posting'];
