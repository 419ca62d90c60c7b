import { createHash } from 'node:crypto';
import { DEMO_APP, DEMO_APP_SECRET } from '../devnet';
import { postingKeyOf } from './accounts';

export interface Tokens {
  user: string;
  access: string;
  refresh: string;
}

/** The demo app's redirect URI the bench's sign-ins use (the peer's client registers the same). */
export const REDIRECT = 'http://localhost:3000/demo/callback';

/** Signs `user` in to demo-app through the service (challenge → authorize → code → token), as a real app would. */
export async function signIn(base: string, user: string, scope = 'vote,comment'): Promise<Tokens> {
  const code = await authorizedCode(base, user, scope);
  const tokens = await post(base, '/api/oauth2/token', { code, client_secret: DEMO_APP_SECRET });
  return { user, access: tokens.access_token as string, refresh: tokens.refresh_token as string };
}

/**
 * The first half of a sign-in: the challenge, the user's signature (made here, a wallet's work),
 * authorize; answers the authorization code, not yet exchanged (for the code-exchange rows).
 */
export async function authorizedCode(
  base: string,
  user: string,
  scope = 'vote,comment',
): Promise<string> {
  const challenge = await post(base, '/api/oauth2/challenge', {
    username: user,
    client_id: DEMO_APP,
    redirect_uri: REDIRECT,
    scope,
  });
  const message = challenge.challenge as string;
  const signature = postingKeyOf(user)
    .sign(createHash('sha256').update(message, 'utf8').digest())
    .toString();
  const authorized = await post(base, '/api/oauth2/authorize', {
    challenge: message,
    signature,
    client_id: DEMO_APP,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
  });
  const code = new URL(authorized.redirect_to as string).searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${user}: no code in ${String(authorized.redirect_to)}`);
  return code;
}

/** Signs every user in, a few at a time. */
export function signInAll(
  base: string,
  users: readonly string[],
  concurrency = 8,
): Promise<Tokens[]> {
  return fewAtATime(users, concurrency, (user) => signIn(base, user));
}

/** One authorization code per entry of `users` (a user may appear many times), a few at a time. */
export function authorizedCodes(
  base: string,
  users: readonly string[],
  concurrency = 8,
): Promise<string[]> {
  return fewAtATime(users, concurrency, (user) => authorizedCode(base, user));
}

async function fewAtATime<T>(
  users: readonly string[],
  concurrency: number,
  make: (user: string) => Promise<T>,
): Promise<T[]> {
  const out = new Array<T>(users.length);
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const i = next++;
      out[i] = await make(users[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, users.length) }, worker));
  return out;
}

/** Set-up calls, not measured: a 503 (the chain slow to answer on a busy machine) is retried a few times. */
async function post(base: string, path: string, json: unknown): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(json),
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status === 200) return body;
    if (response.status !== 503 || attempt === 5)
      throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}
