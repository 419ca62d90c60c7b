import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { InsufficientScope, InvalidToken } from '../../../core/errors';
import type { UserInfoUseCase } from '../../../core/signIn/UserInfoUseCase';
import { OPENID_PATHS, openIdConfiguration } from './openIdConfiguration';
import { tokenFrom } from './tokenFrom';
import { challenge, clientChallenge } from './challenges';
import { requestIdOf } from '../requestLog';

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
  // OpenID Connect Core §5.3.1: GET and POST (and GET's HEAD); any other is a 405 with `Allow`.
  router.register(OPENID_PATHS.userinfo, ['GET', 'POST'], async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      ctx.body = await options.userinfo.execute(tokenFrom(ctx), requestIdOf(ctx));
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

/** A handler where the client authenticates: an invalid_client may answer with a challenge (clientChallenge). */
export function clientAuthenticated(
  handler: (ctx: Context, authorization: string) => Promise<unknown>,
): Middleware {
  return async (ctx) => {
    const authorization = ctx.get('Authorization');
    try {
      ctx.body = await handler(ctx, authorization);
    } catch (error) {
      const basic = clientChallenge(error, authorization);
      if (basic) ctx.set('WWW-Authenticate', basic);
      throw error;
    }
  };
}
