import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { InsufficientScope, InvalidClient, InvalidToken } from '../../../core/errors';
import type { OpenIdTokenUseCase } from '../../../core/tokens/OpenIdTokenUseCase';
import type { DeviceFlowUseCase } from '../../../core/devices/DeviceFlowUseCase';
import { DEVICE_CODE_GRANT_TYPE } from '../../../core/devices/deviceCode';
import type { UserInfoUseCase } from '../../../core/tokens/UserInfoUseCase';
import { bodyOf } from '../bodyOf';
import { OPENID_PATHS, openIdConfiguration } from './openIdConfiguration';
import { parseOpenIdTokenRequest } from './parseOpenIdToken';
import { dpopRequestFrom, tokenFrom } from './tokenFrom';
import { challenge, REALM } from './challenges';

/**
 * GET /.well-known/openid-configuration and GET|POST userinfo (OpenID Connect). `dpop`: the
 * service checks DPoP proofs (RFC 9449), so discovery lists their algorithms.
 */
export function openIdRoutes(options: {
  issuer: string;
  userinfo: UserInfoUseCase;
  dpop?: boolean;
}): Router {
  const router = new Router();
  router.get('/.well-known/openid-configuration', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = openIdConfiguration(options.issuer, { dpop: options.dpop ?? false });
  });
  router.all(OPENID_PATHS.userinfo, async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return void (await next());
    ctx.set('Cache-Control', 'no-store');
    try {
      ctx.body = await options.userinfo.execute(tokenFrom(ctx));
    } catch (error) {
      if (error instanceof InvalidToken || error instanceof InsufficientScope)
        tokenChallenge(ctx, error);
      throw error;
    }
  });
  return router;
}

/**
 * RFC 6750 §3: a 401/403 from a bearer endpoint says how to authenticate, with no error code
 * when no token was sent; a token presented under DPoP gets a DPoP challenge (RFC 9449 §7.1).
 */
function tokenChallenge(ctx: Context, error: InvalidToken | InsufficientScope): void {
  const presented = tokenFrom(ctx); // it parsed once already: the use case ran
  const scheme = typeof presented === 'object' ? 'DPoP' : 'Bearer';
  ctx.set('WWW-Authenticate', challenge(scheme, presented !== undefined ? error : undefined));
}

/**
 * A handler where the client authenticates (the token endpoint's standard form, revocation,
 * introspection): an invalid_client after the client used the Authorization header answers with
 * `WWW-Authenticate: Basic` (RFC 6749 §5.2).
 */
export function clientAuthenticated(
  handler: (ctx: Context, authorization: string) => Promise<unknown>,
): Middleware {
  return async (ctx) => {
    const authorization = ctx.get('Authorization');
    try {
      ctx.body = await handler(ctx, authorization);
    } catch (error) {
      if (error instanceof InvalidClient && authorization !== '')
        ctx.set('WWW-Authenticate', `Basic realm="${REALM}"`);
      throw error;
    }
  };
}

/** POST /api/oauth2/token in its standard form (it has a grant_type); a device code goes to the device flow. */
export function openIdTokenHandler(
  useCase: OpenIdTokenUseCase,
  device: DeviceFlowUseCase,
): Middleware {
  return clientAuthenticated((ctx, authorization) => {
    const input = parseOpenIdTokenRequest(bodyOf(ctx), authorization);
    const dpop = dpopRequestFrom(ctx);
    return input.grantType === DEVICE_CODE_GRANT_TYPE
      ? device.exchange({
          deviceCode: input.presented,
          client: input.client,
          ...(dpop && { dpop }),
        })
      : useCase.execute({ ...input, ...(dpop && { dpop }) });
  });
}
