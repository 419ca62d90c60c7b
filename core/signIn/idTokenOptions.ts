import type { AppProfile } from '../apps/app';
import { profileClaims } from '../tokens/openId';
import type { TokenClaims } from '../tokens/tokens';
import type { AppLoader } from '../apps/AppLoader';
import type { IdTokenOptions } from './TokenIssuer';

/**
 * How `app` gets the id_token of `grant`: its algorithm (RS256 unless its profile asks for EdDSA)
 * and, for the `profile` scope, the user's profile claims as the chain has them now.
 */
export async function idTokenOptions(
  apps: AppLoader,
  app: AppProfile,
  grant: Pick<TokenClaims, 'sub' | 'oidc'>,
): Promise<IdTokenOptions> {
  const options: IdTokenOptions = { alg: app.idTokenAlg ?? 'RS256' };
  if (grant.oidc?.includes('openid') && grant.oidc.includes('profile')) {
    const account = await apps.account(grant.sub);
    if (account) options.profile = profileClaims(account);
  }
  return options;
}
