import { HttpErrors } from '../httpErrors';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Router from '@koa/router';
import { acceptedEncoding } from './compressPages';

import { pageScriptFile } from './pageScripts';
import { webDir } from './webDir';

/*
 * GET /assets/<name>: the stylesheet and the pages' scripts. Behaviours (test/http/assets.spec.ts):
 * - only style.css and the built scripts named in web/dist/manifest.json are served: nothing is
 *   looked up from the request path, so no traversal;
 * - a script's name carries its content's hash, so it is cached for a year as immutable; the
 *   stylesheet's does not, so it is cached briefly;
 * - the stylesheet is compressed too (once, in memory);
 * - scripts go brotli- or gzip-compressed when the browser accepts it (built compressed, never
 *   compressed per request), with Vary: Accept-Encoding; nosniff on everything.
 */

const STYLE = join(webDir(), 'style.css');
let style: Record<'identity' | 'gzip' | 'br', Buffer> | undefined;

/** The stylesheet and its compressed copies, made once (it is small). */
function loadStyle(): Record<'identity' | 'gzip' | 'br', Buffer> {
  const identity = readFileSync(STYLE);
  return { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity) };
}

export function assetsRoutes(): Router {
  const router = new Router();

  router.get('/assets/:name', (ctx) => {
    const name = ctx.params.name;
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (name === 'style.css') {
      style ??= loadStyle();
      // Short: the name carries no version, so a deploy must reach browsers soon.
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.vary('Accept-Encoding');
      ctx.type = 'text/css; charset=utf-8';
      const encoding = acceptedEncoding(ctx);
      if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
      ctx.body = style[encoding];
      return;
    }
    const script = /\.js$/.test(name) ? pageScriptFile(name) : undefined;
    if (!script) throw HttpErrors.noSuchAsset();
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.vary('Accept-Encoding');
    ctx.type = 'text/javascript; charset=utf-8';
    const encoding = acceptedEncoding(ctx);
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = script[encoding];
  });

  return router;
}
