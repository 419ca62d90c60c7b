import type { Context, Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import { requireBodyType } from './requireBodyType';

/** Largest request body accepted, in bytes; bigger ones get 413. Broadcasts are capped at 64 KiB of operations. */
export const BODY_LIMIT = 96 * 1024;

/**
 * The content codings a body may arrive in besides none: what the parser's decompressor
 * (`inflation`) reads. Any other is 415 with `Accept-Encoding` naming these (RFC 9110 §15.5.16).
 * BODY_LIMIT holds for the decompressed bytes: a small bomb is refused as it inflates.
 */
export const BODY_ENCODINGS = ['gzip', 'deflate', 'br'] as const;

/** Set on `ctx.state` when requireBodyType found a JSON body: the parser need not look again. */
const JSON_BODY = Symbol('JSON body');

/**
 * JSON and form bodies only (415 otherwise: requireBodyType), read by koa-bodyparser (co-body:
 * `qs` for forms, strict JSON with `__proto__` refused) within BODY_LIMIT. Its failures reach the
 * error handler as the client's 4xx, never our 500 (bodyRefusal); test/http/neverA500.spec.ts and
 * oauth.spec.ts hold the answers. The type is matched once: the parser's `detectJSON` takes the
 * check's answer instead of matching the header against its own JSON types again.
 */
export function parseBodies(): Middleware {
  const parse: Middleware = bodyParser({
    detectJSON: (ctx) => (ctx.state as Record<symbol, unknown>)[JSON_BODY] === true,
    enableTypes: ['json', 'form'],
    jsonLimit: `${BODY_LIMIT}b`, // bytes, as raw-body reads a limit
    formLimit: `${BODY_LIMIT}b`,
    strict: true,
    onerror: (error: Error & { status?: number }, ctx: Context) => {
      const refusal = bodyRefusal(error, !/^(identity)?$/i.test(ctx.get('Content-Encoding')));
      if (refusal.status === 415) ctx.set('Accept-Encoding', BODY_ENCODINGS.join(', '));
      throw refusal;
    },
  });
  return (ctx: Context, next): Promise<unknown> => {
    if (requireBodyType(ctx) === 'json') (ctx.state as Record<symbol, unknown>)[JSON_BODY] = true;
    return parse(ctx, next) as Promise<unknown>;
  };
}

/**
 * The body parser's failures as the error handler words them (errorHandler's httpError): too
 * large (413), a content coding it cannot read (415: requireBodyType's own 415 is thrown before
 * the parser runs), bytes of an `encoded` body that are not what their coding says (zlib's
 * errors, which carry a `code` and no status), a prototype key, else malformed (400).
 */
export function bodyRefusal(
  error: Error & { status?: number; code?: unknown },
  encoded: boolean,
): Error & { status: number } {
  if (error.status === 413) return Object.assign(new Error('body too large'), { status: 413 });
  if (error.status === 415)
    return Object.assign(new Error('content coding'), { status: 415, encoding: true });
  if (encoded && error.status === undefined && typeof error.code === 'string')
    return Object.assign(new Error('not decoded'), { status: 400, undecoded: true });
  if (/prototype/i.test(error.message))
    return Object.assign(new Error('prototype key'), { status: 400, proto: true });
  return Object.assign(new Error('malformed body'), { status: 400, type: 'entity.parse.failed' });
}
