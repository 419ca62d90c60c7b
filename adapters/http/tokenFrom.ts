import { HttpErrors } from './httpErrors';
import type { Context } from 'koa';

/**
 * The access token of a request: the Authorization header as it is or after `Bearer `, else
 * `access_token` in the query string, else in the body. Anything that is not one string is no token.
 * RFC 6750 §2: a client sends the token one way only, so two Authorization headers, or a token in
 * more than one place, is a 400 invalid_request rather than a silent pick (test/http/tokenPlacement.spec.ts).
 */
export function tokenFrom(ctx: Context): string | undefined {
  // Node keeps only the first of repeated Authorization headers in `headers`; `headersDistinct` has them all.
  const headers =
    ctx.req.headersDistinct?.authorization ??
    (ctx.get('Authorization') ? [ctx.get('Authorization')] : []);
  if (headers.length > 1) throw HttpErrors.authorizationRepeated();
  const header = (headers[0] ?? '').trim();
  const fromQuery = ctx.query.access_token;
  const fromBody = (ctx.request.body as Record<string, unknown> | undefined)?.access_token;
  if (Array.isArray(fromQuery) || Array.isArray(fromBody)) throw HttpErrors.tokenRepeated();
  const places = [header, fromQuery, fromBody].filter(
    (value) => value !== undefined && value !== '',
  ).length;
  if (places > 1) throw HttpErrors.tokenSentTwice();
  if (header) return bearerToken(header);
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  return typeof fromBody === 'string' && fromBody ? fromBody : undefined;
}

/** The token of an Authorization header: its value, trimmed, after `Bearer ` when it has one. */
export function bearerToken(header: string): string | undefined {
  return header.trim().replace(/^Bearer\s+/i, '') || undefined;
}
