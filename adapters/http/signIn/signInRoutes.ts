import Router from '@koa/router';
import type { AuthorizeUseCase } from '../../../core/signIn/AuthorizeUseCase';
import type { ChallengeUseCase } from '../../../core/signIn/ChallengeUseCase';
import type { LimitsUseCase } from '../../../core/signIn/LimitsUseCase';
import type { SignInsUseCase } from '../../../core/signIn/SignInsUseCase';
import type { ActivityUseCase } from '../../../core/broadcast/ActivityUseCase';
import { bodyOf } from '../bodyOf';
import { noStore } from '../noStore';
import type { RouteGuards } from '../routeGuards';
import {
  parseAuthorizeRequest,
  parseChallengeRequest,
  parseLimitsQuery,
  parseSignInsChallenge,
  parseSignInsRequest,
  parseTightenRequest,
} from '../parse/oauth';
import { tokenFrom } from '../tokens/tokenFrom';
import { OAUTH_API } from '../tokens/openIdConfiguration';
import { setHandoffCookie } from './handoffCookie';
import { requestIdOf } from '../requestLog';

export interface SignInUseCases {
  challenge: ChallengeUseCase;
  authorize: AuthorizeUseCase;
  limits: LimitsUseCase;
  signIns: SignInsUseCase;
  activity: ActivityUseCase;
}

/**
 * The sign-in API: a challenge, its signature for a code or a token (authorize), the limits a
 * user sets on an app, and the user's own sign-ins (/authorized-apps).
 */
export function signInRoutes(
  useCases: SignInUseCases,
  /** `issuer`: BASE_URL, whose scheme says whether the handoff cookie is Secure. */
  { issuer, guards = {} }: { issuer: string; guards?: RouteGuards },
): Router {
  const router = new Router({ prefix: OAUTH_API });

  router.post('/challenge', noStore, ...(guards.challenge ?? []), async (ctx) => {
    ctx.body = await useCases.challenge.execute(parseChallengeRequest(bodyOf(ctx)));
  });
  // The token flow's access token is never in this answer: its handoff's verifier goes into the
  // signing browser's cookie, and its page delivers the token by redirect (issue 37 §1).
  router.post('/authorize', noStore, ...(guards.authorize ?? []), async (ctx) => {
    const { handoff, ...answer } = await useCases.authorize.execute({
      ...parseAuthorizeRequest(bodyOf(ctx)),
      requestId: requestIdOf(ctx),
    });
    if (handoff) setHandoffCookie(ctx, handoff, issuer);
    ctx.body = answer;
  });
  // The user tightens (or ends, with expires_at) what they granted an app, signing a challenge (issue 24 §3).
  router.post('/limits', noStore, ...(guards.authorize ?? []), async (ctx) => {
    ctx.body = await useCases.limits.tighten({
      ...parseTightenRequest(bodyOf(ctx)),
      requestId: requestIdOf(ctx),
    });
  });
  // What the user set on an app: for the user and that app, proved by their access token.
  router.get('/limits', noStore, async (ctx) => {
    ctx.body = await useCases.limits.setBy(
      tokenFrom(ctx),
      parseLimitsQuery(ctx.query),
      requestIdOf(ctx),
    );
  });
  // Every sign-in of the user, shown and ended at /authorized-apps, proved by a signed challenge (issue 25 §5).
  router.post('/sign-ins/challenge', noStore, ...(guards.challenge ?? []), async (ctx) => {
    ctx.body = await useCases.signIns.challenge(parseSignInsChallenge(bodyOf(ctx)));
  });
  router.post('/sign-ins', noStore, ...(guards.authorize ?? []), async (ctx) => {
    const { activity, ...request } = parseSignInsRequest(bodyOf(ctx));
    const answer = await useCases.signIns.manage({ ...request, requestId: requestIdOf(ctx) });
    // The signature proved answer.user: the same answer says what each app did with that account
    // (issue 59 §2); no token reads it.
    ctx.body = { ...answer, ...(await useCases.activity.of(answer.user, activity)) };
  });
  return router;
}
