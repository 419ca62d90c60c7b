import { expect } from 'chai';
import type { Hivegate } from '../../bootstrap/composeCore';
import type { AuthorizeAnswer } from '../../core/signIn/AuthorizeUseCase';
import type { Answer } from './http';

/**
 * Following a sign-in's answer to where the browser lands, as a browser does. A token-flow answer
 * of POST /api/oauth2/authorize names this service's handoff page and sets the cookie that alone
 * redeems it (core/signIn/tokenHandoff.ts); a code-flow answer names the app's callback already.
 */

/** The `name=value` of the cookie an answer set, as a browser sends it back; undefined when none. */
export function cookieOf(answer: Pick<Answer, 'headers'>): string | undefined {
  const set = answer.headers.getSetCookie().find((c) => c.startsWith('hivegate_handoff='));
  return set?.split(';')[0];
}

/**
 * Where a browser lands after `answer` (POST /api/oauth2/authorize, 200): for the token flow it
 * opens `redirect_to` on `base` with the answer's cookie, not following the redirect, and expects
 * a 303 whose Location is the landing.
 */
export async function landing(base: string, answer: Answer): Promise<URL> {
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  const next = new URL(answer.body.redirect_to as string, base);
  if (next.origin !== new URL(base).origin) return next; // the code flow: the app's callback
  const opened = await openHandoff(next.href, cookieOf(answer));
  expect(opened.status, await opened.text()).to.equal(303);
  return new URL(opened.headers.get('location')!);
}

/** GET of a handoff page URL as a top-level navigation with `cookie` (or none), unfollowed. */
export function openHandoff(url: string, cookie?: string): Promise<Response> {
  return fetch(url, {
    redirect: 'manual',
    headers: { 'Sec-Fetch-Dest': 'document', ...(cookie ? { Cookie: cookie } : {}) },
  });
}

/** What the app's callback reads: the fragment's parameters when it has some, else the query's. */
export function callbackParams(url: URL): URLSearchParams {
  return url.hash.length > 1 ? new URLSearchParams(url.hash.slice(1)) : url.searchParams;
}

/** The access token a token-flow sign-in delivers, by following it as above. */
export async function handedToken(base: string, answer: Answer): Promise<string> {
  const token = callbackParams(await landing(base, answer)).get('access_token');
  expect(token, 'an access token at the callback').to.be.a('string');
  return token!;
}

/**
 * The same in the core, without HTTP: the URL the app's callback gets from `answer`, the token
 * flow's handoff redeemed with the verifier the browser would keep in its cookie.
 */
export async function landingOf(
  core: Pick<Hivegate, 'tokenHandoff'>,
  answer: AuthorizeAnswer,
): Promise<URL> {
  if (!answer.handoff) return new URL(answer.redirect_to);
  const handoff = new URL(answer.redirect_to, 'https://hivegate.test').searchParams.get('handoff')!;
  const { redirect_to } = await core.tokenHandoff.execute({
    handoff,
    verifier: answer.handoff.verifier,
  });
  return new URL(redirect_to);
}
