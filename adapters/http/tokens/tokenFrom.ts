import { HttpErrors } from '../httpErrors';
import type { Context } from 'koa';
import type { DPoPRequest, PresentedToken } from '../../../core/tokens/dpop';

/** `Authorization: DPoP <token>` (RFC 9449 §7.1): the scheme, case-insensitive, then the token. */
const DPOP_SCHEME = /^DPoP\s+/i;

/**
 * The access token of a request, as it was presented (the core judges whether that is how the
 * token must be presented, TokenChecks.authenticate): `Authorization: DPoP <token>` with the
 * request's DPoP proof; else a bearer token — the Authorization header as it is or after
 * `Bearer `, else `access_token` in the query string, else in the body. Anything that is not one
 * string is no token. RFC 6750 §2: a client sends the token one way only, so two Authorization
 * headers, or a token in more than one place, is a 400 invalid_request rather than a silent pick
 * (test/http/tokenPlacement.spec.ts); so is a DPoP header beside a token that is not presented
 * under DPoP, or two DPoP headers (test/http/dpop.spec.ts).
 */
export function tokenFrom(ctx: Context): PresentedToken | undefined {
  // Node keeps only the first of repeated Authorization headers in `headers`; `headersDistinct` has them all.
  const authorizations =
    ctx.req.headersDistinct?.authorization ??
    (ctx.get('Authorization') ? [ctx.get('Authorization')] : []);
  const fromQuery = ctx.query.access_token;
  const fromBody = (ctx.request.body as Record<string, unknown> | undefined)?.access_token;
  if (authorizations.length > 1) throw HttpErrors.authorizationRepeated();
  const header = (authorizations[0] ?? '').trim();
  if (Array.isArray(fromQuery) || Array.isArray(fromBody)) throw HttpErrors.tokenRepeated();
  const count = [header, fromQuery, fromBody].filter(
    (value) => value !== undefined && value !== '',
  ).length;
  if (count > 1) throw HttpErrors.tokenSentTwice();
  const dpop = dpopRequestFrom(ctx);
  if (DPOP_SCHEME.test(header)) {
    const token = header.replace(DPOP_SCHEME, '').trim();
    return token ? { token, dpop: dpop ?? { method: ctx.method, path: ctx.path } } : undefined;
  }
  if (dpop) throw HttpErrors.dpopWithoutScheme();
  if (header) return bearerToken(header);
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}

/** The request's DPoP proof and what the request is (RFC 9449 §4.3), when it sent a DPoP header. */
export function dpopRequestFrom(ctx: Context): DPoPRequest | undefined {
  const proofs = ctx.req.headersDistinct?.dpop ?? (ctx.get('DPoP') ? [ctx.get('DPoP')] : []);
  if (proofs.length > 1) throw HttpErrors.dpopRepeated();
  const proof = proofs[0]?.trim();
  return proof ? { proof, method: ctx.method, path: ctx.path } : undefined;
}

/** The token of an Authorization header: its value, trimmed, after `Bearer ` when it has one. */
export function bearerToken(header: string): string | undefined {
  return header.trim().replace(/^Bearer\s+/i, '') || undefined;
}
