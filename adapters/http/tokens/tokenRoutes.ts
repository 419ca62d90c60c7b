import Router from '@koa/router';
import type { OpenIdTokenUseCase } from '../../../core/tokens/OpenIdTokenUseCase';
import type { RevokeUseCase } from '../../../core/signIn/RevokeUseCase';
import type { TokenIntrospectionUseCase } from '../../../core/tokens/TokenIntrospectionUseCase';
import type { TokenRevocationUseCase } from '../../../core/tokens/TokenRevocationUseCase';
import type { TokenExchangeUseCase } from '../../../core/tokens/TokenExchangeUseCase';
import type { DeviceFlowUseCase } from '../../../core/devices/DeviceFlowUseCase';
import { bodyOf } from '../bodyOf';
import { noStore } from '../noStore';
import type { RouteGuards } from '../routeGuards';
import { parseTokenRequest } from '../parse/oauth';
import { parseTokenPresentation } from './parseOpenIdToken';
import { dpopRequestFrom, tokenFrom } from './tokenFrom';
import { OAUTH_API, OPENID_PATHS } from './openIdConfiguration';
import { clientAuthenticated, openIdTokenHandler } from './openIdRoutes';

export interface TokenUseCases {
  exchange: TokenExchangeUseCase;
  openIdToken: OpenIdTokenUseCase;
  revoke: RevokeUseCase;
  tokenRevocation: TokenRevocationUseCase;
  tokenIntrospection: TokenIntrospectionUseCase;
  /** The device flow's codes are exchanged here too (RFC 8628 §3.4). */
  device: DeviceFlowUseCase;
}

/** The token exchange, sign-out, RFC 7009 revocation and RFC 7662 introspection. */
export function tokenRoutes(
  useCases: TokenUseCases,
  { guards = {} }: { guards?: RouteGuards } = {},
): Router {
  const router = new Router({ prefix: OAUTH_API });
  const standardForm = openIdTokenHandler(useCases.openIdToken, useCases.device);
  // The spec's body (no grant_type) keeps its exact behaviour; a grant_type is the standard form (RFC 6749, OpenID Connect).
  router.post('/token', noStore, ...(guards.token ?? []), async (ctx, next) => {
    if (bodyOf(ctx).grant_type !== undefined) return void (await standardForm(ctx, next));
    const dpop = dpopRequestFrom(ctx);
    ctx.body = await useCases.exchange.execute({
      ...parseTokenRequest(bodyOf(ctx)),
      ...(dpop && { dpop }),
    });
  });
  router.post('/token/revoke', async (ctx) => {
    ctx.body = await useCases.revoke.execute(tokenFrom(ctx));
  });
  // Where a client authenticates, wrong secrets count as at the token endpoint (guards.token).
  router.post(
    OPENID_PATHS.revocation.slice(OAUTH_API.length),
    noStore,
    ...(guards.token ?? []),
    clientAuthenticated(async (ctx, authorization) => {
      await useCases.tokenRevocation.execute(parseTokenPresentation(bodyOf(ctx), authorization));
      return {}; // RFC 7009 §2.2: 200, whatever became of the token; our bodies are JSON
    }),
  );
  router.post(
    OPENID_PATHS.introspection.slice(OAUTH_API.length),
    noStore,
    ...(guards.token ?? []),
    clientAuthenticated((ctx, authorization) =>
      useCases.tokenIntrospection.execute(parseTokenPresentation(bodyOf(ctx), authorization)),
    ),
  );
  return router;
}
