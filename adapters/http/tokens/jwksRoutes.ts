import Router from '@koa/router';
import { JWKS_MAX_AGE_SECONDS } from '../../../core/tokens/signingKeys';
import type { TokenSigner } from '../../../core/ports/TokenSigner';

/** GET /.well-known/jwks.json: the public keys, so clients can verify and decode tokens themselves. */
export function jwksRoutes(signer: TokenSigner): Router {
  const router = new Router();
  router.get('/.well-known/jwks.json', async (ctx) => {
    // A new key is published this long before it signs (KEY_ROTATION_OVERLAP_SECONDS' default).
    ctx.set('Cache-Control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    ctx.body = await signer.publicKeys();
  });
  return router;
}
