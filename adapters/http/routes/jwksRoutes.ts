import Router from '@koa/router';
import type { TokenSigner } from '../../../core/ports/TokenSigner';

/** GET /.well-known/jwks.json: the public keys, so clients can verify and decode tokens themselves. */
export function jwksRoutes(signer: TokenSigner): Router {
  const router = new Router();
  router.get('/.well-known/jwks.json', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = await signer.publicKeys();
  });
  return router;
}
