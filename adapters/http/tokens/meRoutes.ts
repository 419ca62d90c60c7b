import Router from '@koa/router';
import type { MeUseCase } from '../../../core/signIn/MeUseCase';
import { accountAnswerBody } from './accountAnswerJson';
import { tokenFrom } from './tokenFrom';
import { requestIdOf } from '../requestLog';

export const ME_PATH = '/api/me';
/** The type of every /api/me answer, the account or an error: JSON in UTF-8. */
export const ME_ANSWER_TYPE = 'application/json; charset=utf-8';

/** GET|POST /api/me: the account the token is for. */
export function meRoutes(me: MeUseCase): Router {
  const router = new Router();
  // One route for both methods (and GET's HEAD): any other is the routers' 405 with `Allow`.
  router.register(ME_PATH, ['GET', 'POST'], async (ctx) => {
    const answer = await me.execute(tokenFrom(ctx), requestIdOf(ctx));
    ctx.type = ME_ANSWER_TYPE;
    ctx.body = accountAnswerBody(answer);
  });
  return router;
}
