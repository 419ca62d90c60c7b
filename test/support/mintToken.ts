import { randomId } from '../../core/shared/crypto';
import { ACCESS_TOKEN_SECONDS } from '../../core/tokens/tokenPolicy';
import type { TokenClaims } from '../../core/tokens/tokens';
import type { Clock } from '../../core/ports/Clock';
import type { TokenSigner } from '../../core/ports/TokenSigner';

/**
 * A token signed with the service's key, with any claims a test needs (no app, a narrow scope…),
 * stamped like TokenIssuer stamps them: a fresh jti, iat now and an access token's lifetime.
 */
export async function mintToken(
  signer: TokenSigner,
  clock: Clock,
  claims: Omit<TokenClaims, 'jti' | 'iat' | 'exp'>,
): Promise<string> {
  const iat = Math.floor(clock.now() / 1000);
  return signer.sign({ ...claims, jti: randomId(), iat, exp: iat + ACCESS_TOKEN_SECONDS });
}
