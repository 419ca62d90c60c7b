import type { Context } from 'koa';
import { HANDOFF_PAGE_PATH, type HandoffSecret } from '../../../core/signIn/tokenHandoff';

/**
 * The token flow's handoff verifier, kept by the browser that signed (core/signIn/tokenHandoff.ts).
 * Enforces:
 * - HttpOnly: no script reads it, ours included;
 * - SameSite=Strict: only a navigation started on this service's own pages carries it;
 * - Path: sent to the handoff page alone; Max-Age: as long as the handoff lives;
 * - Secure whenever the service is reached over https (the request's, or BASE_URL's, scheme).
 * Written by hand: Koa's cookies refuse a Secure cookie behind a proxy they do not trust.
 * test/http/tokenHandoff.spec.ts holds each of these.
 */
export const HANDOFF_COOKIE = 'hivegate_handoff';

function attributes(ctx: Context, issuer: string, maxAge: number): string {
  const secure = ctx.secure || issuer.startsWith('https:') ? '; Secure' : '';
  return `Path=${HANDOFF_PAGE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}

/** Keeps `secret` in the browser that sent this request. */
export function setHandoffCookie(ctx: Context, secret: HandoffSecret, issuer: string): void {
  ctx.append(
    'Set-Cookie',
    `${HANDOFF_COOKIE}=${secret.verifier}; ${attributes(ctx, issuer, secret.expires_in)}`,
  );
}

/** The verifier this request carries, if any. */
export function handoffCookieOf(ctx: Context): string | undefined {
  return ctx.cookies.get(HANDOFF_COOKIE) || undefined;
}

/** Forgets it once spent. */
export function clearHandoffCookie(ctx: Context, issuer: string): void {
  ctx.append('Set-Cookie', `${HANDOFF_COOKIE}=; ${attributes(ctx, issuer, 0)}`);
}
