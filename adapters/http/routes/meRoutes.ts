import Router from '@koa/router';
import type { MeUseCase } from '../../../core/usecases/MeUseCase';
import { accountAnswerJson } from '../accountAnswerJson';
import { tokenFrom } from '../tokenFrom';

/** GET|POST /api/me: the account the token is for. */
export function meRoutes(me: MeUseCase): Router {
  const router = new Router();
  router.all('/api/me', async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return void (await next());
    const answer = await me.execute(tokenFrom(ctx));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = accountAnswerJson(answer);
  });
  return router;
}
