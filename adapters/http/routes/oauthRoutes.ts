import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthorizeUseCase } from '../../../core/usecases/AuthorizeUseCase';
import type { ChallengeUseCase } from '../../../core/usecases/ChallengeUseCase';
import type { OpenIdTokenUseCase } from '../../../core/usecases/OpenIdTokenUseCase';
import type { RevokeUseCase } from '../../../core/usecases/RevokeUseCase';
import type { TokenExchangeUseCase } from '../../../core/usecases/TokenExchangeUseCase';
import type { GrantLimitsUseCase } from '../../../core/usecases/GrantLimitsUseCase';
import { bodyOf } from '../bodyOf';
import type { RouteGuards } from '../routeGuards';
import {
  parseAuthorizeRequest,
  parseChallengeRequest,
  parseLimitsQuery,
  parseTightenRequest,
  parseTokenRequest,
} from '../parse/oauth';
import { tokenFrom } from '../tokenFrom';
import { openIdTokenHandler } from './openIdRoutes';

export interface OauthUseCases {
  challenge: ChallengeUseCase;
  authorize: AuthorizeUseCase;
  exchange: TokenExchangeUseCase;
  openIdToken: OpenIdTokenUseCase;
  revoke: RevokeUseCase;
  grantLimits: GrantLimitsUseCase;
}

/** The sign-in API (challenge, authorize), the token exchange and sign-out. */
export function oauthRoutes(useCases: OauthUseCases, guards: RouteGuards = {}): Router {
  const router = new Router({ prefix: '/api/oauth2' });
  // Answers carrying tokens must never be stored by a cache (RFC 6749 §5.1).
  const noStore: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    await next();
  };

  router.post('/challenge', noStore, ...(guards.challenge ?? []), async (ctx) => {
    ctx.body = await useCases.challenge.execute(parseChallengeRequest(bodyOf(ctx)));
  });
  router.post('/authorize', noStore, ...(guards.authorize ?? []), async (ctx) => {
    ctx.body = await useCases.authorize.execute(parseAuthorizeRequest(bodyOf(ctx)));
  });
  // The user tightens (or ends, with expires_at) what they granted an app, signing a challenge (issue 24 §3).
  router.post('/limits', noStore, ...(guards.authorize ?? []), async (ctx) => {
    ctx.body = await useCases.grantLimits.tighten(parseTightenRequest(bodyOf(ctx)));
  });
  router.get('/limits', async (ctx) => {
    const { user, app } = parseLimitsQuery(ctx.query);
    ctx.body = await useCases.grantLimits.setBy(user, app);
  });
  const standardForm = openIdTokenHandler(useCases.openIdToken);
  // The spec's body (no grant_type) keeps its exact behaviour; a grant_type is the standard form (RFC 6749, OpenID Connect).
  router.post('/token', noStore, ...(guards.token ?? []), async (ctx, next) => {
    if (bodyOf(ctx).grant_type !== undefined) return standardForm(ctx, next);
    ctx.body = await useCases.exchange.execute(parseTokenRequest(bodyOf(ctx)));
  });
  router.post('/token/revoke', async (ctx) => {
    ctx.body = await useCases.revoke.execute(tokenFrom(ctx));
  });
  return router;
}
