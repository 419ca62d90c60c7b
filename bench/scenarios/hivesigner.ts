import { DEMO_APP } from '../../devnet';
import { issueToken } from '../hivesigner/tokens';
import { servicePostingKey } from '../serviceEnv';
import type { Tokens } from '../signIn';

/**
 * A posting token of demo-app for each of `users`, as the model of HiveSigner's API issues them
 * (signed by its broadcaster, the service account, bench/serve/hivesigner.ts), shaped as the
 * /api/me and broadcast loads take hivegate's: HiveSigner has no refresh token worth sending here.
 */
export function hivesignerTokens(users: readonly string[], addressPrefix: string): Tokens[] {
  const wif = servicePostingKey(addressPrefix);
  return users.map((user) => ({
    user,
    access: issueToken(DEMO_APP, user, 'posting', wif),
    refresh: '',
  }));
}
