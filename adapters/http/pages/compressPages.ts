import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';

/*
 * HTML pages go compressed, as the scripts and the stylesheet do (issue 39 §4): brotli when the
 * browser accepts it, else gzip, with Vary: Accept-Encoding. Pages are made per request, so at a
 * quick level (a page is a few KB: well under a millisecond). Held by test/http/assets.spec.ts.
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this many bytes a page goes as it is: compressing would save less than its cost. */
const MIN_BYTES = 1024;

/** Brotli when accepted, else gzip, else as is (q=0 refuses an encoding). */
export function acceptedEncoding(ctx: Context): 'br' | 'gzip' | 'identity' {
  // Asked one at a time: browsers list gzip first at equal weight, and brotli is smaller.
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return 'identity';
}

export function compressPages(): Middleware {
  return async (ctx, next) => {
    await next();
    if (typeof ctx.body !== 'string' || !ctx.response.is('html')) return;
    if (ctx.response.get('Content-Encoding') || Buffer.byteLength(ctx.body) < MIN_BYTES) return;
    ctx.vary('Accept-Encoding');
    const encoding = acceptedEncoding(ctx);
    if (encoding === 'identity') return;
    const text = Buffer.from(ctx.body);
    ctx.body =
      encoding === 'br'
        ? await brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipped(text, { level: 6 });
    ctx.set('Content-Encoding', encoding);
  };
}
