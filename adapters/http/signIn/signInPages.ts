import Router from '@koa/router';
import type { Logger } from '../../../core/ports/Logger';
import type { ConsentUseCase } from '../../../core/signIn/ConsentUseCase';
import type { EndSessionUseCase } from '../../../core/signIn/EndSessionUseCase';
import { bodyOf } from '../bodyOf';
import { notOwnPage } from '../pages/ownPagesOnly';
import type { ChainSettings } from '../pages/chainSettings';
import { signingPages } from '../pages/signingPages';
import { OPENID_PATHS } from '../tokens/openIdConfiguration';
import { authorizationRequest } from './authorizationRequest';
import { renderAuthorizedAppsPage } from './authorizedAppsPage';
import { renderConfirmSignOutPage } from './confirmSignOutPage';
import { renderConsentPage } from './consentPage';
import { parseEndSessionRequest } from './parseEndSession';
import { renderSignedOutPage } from './signedOutPage';
import { requestIdOf } from '../requestLog';
import { inPageLanguage } from '../pages/i18n';

export interface SignInPagesOptions {
  consent: ConsentUseCase;
  endSession: EndSessionUseCase;
  chain: ChainSettings;
  logger: Logger;
  /** The OpenID Connect issuer, named as `iss` in answers sent back to the app (RFC 9207). */
  issuer: string;
}

/**
 * GET /oauth2/authorize (sign-in and consent), GET|POST /oauth2/logout (RP-initiated logout) and
 * GET /authorized-apps. The consent form is rendered only once ConsentUseCase accepted the app and
 * its redirect_uri; anything else is an error page with no form and no redirect.
 */
export function signInPages({
  consent,
  endSession,
  chain,
  logger,
  issuer,
}: SignInPagesOptions): Router {
  const router = new Router();
  const page = signingPages(chain, logger);

  router.get('/oauth2/authorize', ...page, async (ctx) => {
    const outcome = await authorizationRequest(ctx.query, consent, issuer);
    if ('redirect' in outcome) return ctx.redirect(outcome.redirect);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () => renderConsentPage({ ...outcome.show, chain, issuer }));
  });

  // RP-Initiated Logout §2: GET and POST (and GET's HEAD); any other is a 405 with `Allow`.
  router.register(
    OPENID_PATHS.endSession,
    ['GET', 'POST'],
    [
      ...page,
      async (ctx) => {
        const post = ctx.method === 'POST';
        const params = post ? bodyOf(ctx) : ctx.query;
        const ownPage = post && notOwnPage(ctx, new URL(issuer).origin) === undefined;
        const request = parseEndSessionRequest(params, ownPage);
        const ended = await endSession.execute({ ...request, requestId: requestIdOf(ctx) });
        ctx.set('Cache-Control', 'no-store');
        ctx.type = 'text/html; charset=utf-8';
        if ('confirm' in ended)
          return void (ctx.body = inPageLanguage(ctx, () =>
            renderConfirmSignOutPage(ended.confirm, request),
          ));
        if (ended.redirect) {
          ctx.status = 303;
          return ctx.redirect(ended.redirect);
        }
        ctx.body = inPageLanguage(ctx, () => renderSignedOutPage(ended));
      },
    ],
  );

  router.get('/authorized-apps', ...page, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () => renderAuthorizedAppsPage({ chain }));
  });

  return router;
}
