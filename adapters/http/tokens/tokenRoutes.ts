import Router from '@koa/router';
import type { RevokeUseCase } from '../../../core/signIn/RevokeUseCase';
import type { TokenIntrospectionUseCase } from '../../../core/signIn/TokenIntrospectionUseCase';
import type { TokenRevocationUseCase } from '../../../core/signIn/TokenRevocationUseCase';
import { bodyOf } from '../bodyOf';
import { noStore } from '../noStore';
import type { RouteGuards } from '../routeGuards';
import { parseTokenPresentation } from './parseOpenIdToken';
import { dpopRequestFrom, tokenFrom } from './tokenFrom';
import { OAUTH_API, OPENID_PATHS } from './openIdConfiguration';
import { clientAuthenticated } from './openIdRoutes';
import { answerTokenRequest, type TokenEndpointUseCases, type TokenRequest } from './tokenEndpoint';
import { requestIdOf } from '../requestLog';

export interface TokenUseCases extends TokenEndpointUseCases {
  revoke: RevokeUseCase;
  tokenRevocation: TokenRevocationUseCase;
  tokenIntrospection: TokenIntrospectionUseCase;
}

/** The token exchange, sign-out, RFC 7009 revocation and RFC 7662 introspection. */
export function tokenRoutes(
  useCases: TokenUseCases,
  { guards = {} }: { guards?: RouteGuards } = {},
): Router {
  const router = new Router({ prefix: OAUTH_API });
  const tokenGuard = guards.token ?? [];
  router.post('/token', noStore, ...tokenGuard, async (ctx) => {
    const request: TokenRequest = {
      body: bodyOf(ctx),
      authorization: ctx.get('Authorization'),
      dpop: () => dpopRequestFrom(ctx),
      requestId: requestIdOf(ctx),
    };
    ctx.body = await answerTokenRequest(useCases, request, (header) =>
      ctx.set('WWW-Authenticate', header),
    );
  });
  router.post('/token/revoke', async (ctx) => {
    ctx.body = await useCases.revoke.execute(tokenFrom(ctx), requestIdOf(ctx));
  });
  // Where a client authenticates, wrong secrets count as at the token endpoint (tokenGuard).
  router.post(
    OPENID_PATHS.revocation.slice(OAUTH_API.length),
    noStore,
    ...tokenGuard,
    clientAuthenticated(async (ctx, authorization) => {
      await useCases.tokenRevocation.execute({
        ...parseTokenPresentation(bodyOf(ctx), authorization),
        requestId: requestIdOf(ctx),
      });
      return {}; // RFC 7009 §2.2: 200, whatever became of the token; our bodies are JSON
    }),
  );
  router.post(
    OPENID_PATHS.introspection.slice(OAUTH_API.length),
    noStore,
    ...tokenGuard,
    clientAuthenticated((ctx, authorization) =>
      useCases.tokenIntrospection.execute({
        ...parseTokenPresentation(bodyOf(ctx), authorization),
        requestId: requestIdOf(ctx),
      }),
    ),
  );
  return router;
}
