import Router from '@koa/router';
import type { MeUseCase } from '../../../core/usecases/MeUseCase';
import { tokenFrom } from '../tokenFrom';

/** GET|POST /api/me: the account the token is for. */
export function meRoutes(me: MeUseCase): Router {
  const router = new Router();
  router.all('/api/me', async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return next();
    ctx.body = await me.execute(tokenFrom(ctx));
  });
  return router;
}
