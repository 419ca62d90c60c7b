import Router from '@koa/router';
import type { MeUseCase } from '../../../core/tokens/MeUseCase';
import { tokenFrom } from './tokenFrom';
import { requestIdOf } from '../requestLog';

const ME_PATH = '/api/me';

/** GET|POST /api/me: the account the token is for. */
export function meRoutes(me: MeUseCase): Router {
  const router = new Router();
  router.all(ME_PATH, async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return void (await next());
    ctx.body = await me.execute(tokenFrom(ctx), requestIdOf(ctx));
  });
  return router;
}
