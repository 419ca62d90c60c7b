import { keyOf, signMessage } from '../support/builders';
import { freshRequest } from './serviceProcess';

export const CALLBACK = 'http://localhost:3000/demo/callback';
export const SECRET = 'demo-app-secret';

/**
 * Challenge, a posting-key signature, authorize: the code the demo app receives, for every
 * posting operation (`posting`: a scope naming operations grants those alone, issue 57 §1).
 */
export async function codeFor(
  url: string,
  username = 'alice',
  authorizationDetails?: unknown,
): Promise<string> {
  // The message states the grant and the return: the challenge asks for what authorize will.
  const asked = {
    client_id: 'demo-app',
    redirect_uri: CALLBACK,
    scope: 'posting',
    ...(authorizationDetails
      ? { scope: 'posting', authorization_details: authorizationDetails }
      : {}),
  };
  const challenge = await freshRequest(url, 'POST', '/api/oauth2/challenge', {
    username,
    ...asked,
  });
  if (challenge.status !== 200)
    throw new Error(`challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
  const authorized = await freshRequest(url, 'POST', '/api/oauth2/authorize', {
    challenge: challenge.body.challenge,
    signature: signMessage(challenge.body.challenge, keyOf(username)),
    response_type: 'code',
    ...asked,
  });
  if (authorized.status !== 200)
    throw new Error(`authorize: ${authorized.status} ${JSON.stringify(authorized.body)}`);
  return new URL(authorized.body.redirect_to).searchParams.get('code')!;
}

/** A signed-in session: access and refresh tokens. */
export async function tokensFor(
  url: string,
  username = 'alice',
  authorizationDetails?: unknown,
): Promise<{ access_token: string; refresh_token: string }> {
  const answer = await freshRequest(url, 'POST', '/api/oauth2/token', {
    code: await codeFor(url, username, authorizationDetails),
    client_secret: SECRET,
  });
  if (answer.status !== 200)
    throw new Error(`token: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const me = (url: string, token: string) =>
  freshRequest(url, 'POST', '/api/me', undefined, { Authorization: `Bearer ${token}` });
