import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Router from '@koa/router';
import { Errors } from '../../../core/errors';
import { webDir } from '../webDir';

const WEB_DIR = webDir();

/**
 * GET /assets/<name>: the pages' scripts and stylesheet, plus dhive's and qrcode-generator's browser files. Only the
 * names below are served (nothing is looked up from the request path, so no traversal), each
 * with its own content type and nosniff. Files are read once, on first request.
 */
const ASSETS: Record<string, { file: () => string; type: string }> = {
  'style.css': { file: () => join(WEB_DIR, 'style.css'), type: 'text/css; charset=utf-8' },
  'common.js': { file: () => join(WEB_DIR, 'common.js'), type: 'text/javascript; charset=utf-8' },
  'consent.js': { file: () => join(WEB_DIR, 'consent.js'), type: 'text/javascript; charset=utf-8' },
  'authorized-apps.js': {
    file: () => join(WEB_DIR, 'authorized-apps.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'sign.js': { file: () => join(WEB_DIR, 'sign.js'), type: 'text/javascript; charset=utf-8' },
  'dhive.js': {
    file: () => require.resolve('@hiveio/dhive/dist/dhive.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'hiveauth.js': {
    file: () => join(WEB_DIR, 'hiveauth.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'qrcode.js': {
    file: () =>
      require.resolve('qrcode-generator') /* dist/qrcode.js: the package exports only its root */,
    type: 'text/javascript; charset=utf-8',
  },
};

export function assetsRoutes(): Router {
  const router = new Router();
  const loaded = new Map<string, Buffer>();

  router.get('/assets/:name', (ctx) => {
    const name = ctx.params.name;
    if (!Object.hasOwn(ASSETS, name)) {
      throw Errors.noSuchAsset();
    }
    const asset = ASSETS[name];
    let content = loaded.get(name);
    if (!content) {
      content = readFileSync(asset.file());
      loaded.set(name, content);
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Short: the file names carry no version, so a deploy must reach browsers soon.
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.type = asset.type;
    ctx.body = content;
  });

  return router;
}
