import type { PrivateKey } from '@hiveio/dhive';
import { DEMO_SPA } from '../../devnet/demoGenesis';
import { keyOf, signMessage } from './builders';
import { handedToken } from './handoff';
import { call, type Answer } from './http';

/** The demo apps' callback on the dev chain's demo genesis. */
export const DEMO_CALLBACK = 'http://localhost:3000/demo/callback';

/**
 * A sign-in of `username` through the API alone (challenge, then authorize with `key`'s
 * signature), as this service's pages send it: to DEMO_SPA, the code flow with PKCE, sign-in only.
 * The authorize answer.
 */
export async function signInOverApi(
  base: string,
  username: string,
  key: PrivateKey = keyOf(username),
): Promise<Answer> {
  const post = (path: string, json: unknown) =>
    call(base, 'POST', path, { json, headers: { Origin: base } });
  const { body } = await post('/api/oauth2/challenge', {
    username,
    client_id: DEMO_SPA,
    redirect_uri: DEMO_CALLBACK,
  });
  return post('/api/oauth2/authorize', {
    challenge: body.challenge,
    signature: signMessage(body.challenge, key),
    client_id: DEMO_SPA,
    redirect_uri: DEMO_CALLBACK,
    response_type: 'code',
    scope: 'login',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
}

/**
 * `username`'s posting access token for demo-app with `scope`, through the sign-in API alone
 * (challenge, authorize with the token flow, the handoff): what the e2e specs broadcast with.
 */
export async function postingTokenOverApi(
  base: string,
  username: string,
  scope: string,
): Promise<string> {
  const request = { client_id: 'demo-app', redirect_uri: DEMO_CALLBACK, scope };
  const challenge = await call(base, 'POST', '/api/oauth2/challenge', {
    json: { username, ...request },
  });
  const authorized = await call(base, 'POST', '/api/oauth2/authorize', {
    json: {
      ...request,
      challenge: challenge.body.challenge,
      signature: signMessage(challenge.body.challenge, keyOf(username)),
      response_type: 'token',
      state: 'e2e',
    },
  });
  if (authorized.status !== 200)
    throw new Error(`authorize answered ${authorized.status}: ${JSON.stringify(authorized.body)}`);
  return handedToken(base, authorized);
}
