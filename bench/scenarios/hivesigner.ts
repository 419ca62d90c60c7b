import type { Child } from '../processes';
import type { Tokens } from '../signIn';

/**
 * A posting token of demo-app for each of `users` from the model of HiveSigner's API (its bench
 * route, bench/serve/hivesigner.ts), shaped as the /api/me and broadcast loads take hivegate's:
 * HiveSigner has no refresh token worth sending here.
 */
export async function hivesignerTokens(model: Child, users: readonly string[]): Promise<Tokens[]> {
  const response = await fetch(`${model.info.url}/bench/tokens`, {
    method: 'POST',
    body: JSON.stringify({ accounts: users }),
  });
  if (response.status !== 200)
    throw new Error(`hivesigner model /bench/tokens: ${response.status} ${await response.text()}`);
  const tokens = (await response.json()) as string[];
  return tokens.map((access, i) => ({ user: users[i], access, refresh: '' }));
}
