import { randomId, sha256Base64Url } from '../shared/crypto';

/**
 * The token flow's handoff (issue 37 §1): an access token never travels in a JSON answer a script
 * could read and post elsewhere; it reaches the app only by a navigation to the app's registered
 * redirect URI. `POST /api/oauth2/authorize` for response_type=token answers a handoff instead: a
 * signed, single-use, short-lived token bound to the redirect URI, the app's state, the response
 * mode and the S256 challenge of a verifier that only the browser which signed holds (the HTTP
 * edge keeps it in an HttpOnly, SameSite=Strict cookie). The browser then navigates to
 * HANDOFF_PAGE_PATH, which spends the handoff with the verifier and sends the access token on by
 * redirect. test/usecases/TokenHandoff.spec.ts and test/http/tokenHandoff.spec.ts hold it.
 */

/** The page the consent page navigates to, carrying the handoff in `handoff`. */
export const HANDOFF_PAGE_PATH = '/oauth2/authorize/complete';

/** What the browser that signed must keep to redeem a handoff: never shown to its scripts. */
export interface HandoffSecret {
  /** The PKCE verifier (RFC 7636, 256 random bits) whose S256 challenge the handoff carries. */
  verifier: string;
  /** Seconds the handoff lives (the policy's `handoff`). */
  expires_in: number;
}

/** A new verifier and its S256 challenge. */
export function handoffVerifier(): { verifier: string; challenge: string } {
  const verifier = randomId(32);
  return { verifier, challenge: sha256Base64Url(verifier) };
}

/** Where the consent page goes next: the handoff page, relative to this service. */
export function handoffPageUrl(handoff: string): string {
  return `${HANDOFF_PAGE_PATH}?${new URLSearchParams({ handoff }).toString()}`;
}
