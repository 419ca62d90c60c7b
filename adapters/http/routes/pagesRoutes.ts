import Router from '@koa/router';
import type { Logger } from '../../../core/ports/Logger';
import type { ConsentUseCase } from '../../../core/signIn/ConsentUseCase';
import type { EndSessionUseCase } from '../../../core/signIn/EndSessionUseCase';
import { authorizationRequest } from '../authorizationRequest';
import { bodyOf } from '../bodyOf';
import { OPENID_PATHS } from '../openIdConfiguration';
import { parseEndSessionRequest } from '../parse/endSession';
import { notOwnPage } from '../ownPagesOnly';
import { renderConfirmSignOutPage } from '../pages/confirmSignOutPage';
import { renderSignedOutPage } from '../pages/signedOutPage';
import { pageErrors } from '../pageErrors';
import { renderAuthorizedAppsPage } from '../pages/authorizedAppsPage';
import type { ChainSettings } from '../pages/chainSettings';
import { pageRequest } from '../i18n';
import { renderConsentPage } from '../pages/consentPage';
import { renderRegisterAppPage } from '../pages/registerAppPage';
import { securityHeaders } from '../securityHeaders';
import { DEVICE_PAGE_PATH } from '../../../core/devices/deviceCode';
import { InvalidRequest } from '../../../core/errors';
import type { DeviceFlowUseCase } from '../../../core/devices/DeviceFlowUseCase';
import { parseUserCode } from '../parse/device';
import { renderDeviceDeniedPage, renderDeviceEntryPage } from '../pages/devicePage';
import type { Middleware } from 'koa';

/** A code that is wrong, expired or answered: the code form again, saying why (a 400). */
const codeFormOnError: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (!(error instanceof InvalidRequest)) throw error;
    ctx.status = 400;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    const typed = ctx.query.user_code;
    ctx.body = renderDeviceEntryPage({
      error: error.description,
      typed: typeof typed === 'string' ? typed.slice(0, 20) : undefined,
      uiLocales: pageRequest().uiLocales,
    });
  }
};

export interface PagesOptions {
  consent: ConsentUseCase;
  device: DeviceFlowUseCase;
  /** The device pages' rate limits (a wrong code per address, requests per code). */
  deviceGuards?: Middleware[];
  endSession: EndSessionUseCase;
  chain: ChainSettings;
  logger: Logger;
  /** The OpenID Connect issuer, named as `iss` in answers sent back to the app (RFC 9207). */
  issuer: string;
}

/**
 * GET /oauth2/authorize (sign-in and consent), GET|POST /oauth2/logout (RP-initiated logout),
 * GET /authorized-apps and GET /apps/register. The consent form is rendered only once
 * ConsentUseCase accepted the app and its redirect_uri; anything else is an error page with no
 * form and no redirect.
 */
export function pagesRoutes({
  consent,
  device,
  deviceGuards = [],
  endSession,
  chain,
  logger,
  issuer,
}: PagesOptions): Router {
  const router = new Router();
  const page = [
    securityHeaders({ hiveNodes: chain.nodes, hiveAuthRelay: chain.hiveAuthRelay }),
    pageErrors(logger),
  ];

  router.get('/oauth2/authorize', ...page, async (ctx) => {
    const outcome = await authorizationRequest(ctx.query, consent, issuer);
    if ('redirect' in outcome) return ctx.redirect(outcome.redirect);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderConsentPage({ ...outcome.show, chain, issuer });
  });

  router.all(OPENID_PATHS.endSession, ...page, async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') return void (await next());
    const post = ctx.method === 'POST';
    const params = post ? bodyOf(ctx) : ctx.query;
    const ownPage = post && notOwnPage(ctx, new URL(issuer).origin) === undefined;
    const request = parseEndSessionRequest(params, ownPage);
    const ended = await endSession.execute(request);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    if ('confirm' in ended)
      return void (ctx.body = renderConfirmSignOutPage(ended.confirm, request));
    if (ended.redirect) {
      ctx.status = 303;
      return ctx.redirect(ended.redirect);
    }
    ctx.body = renderSignedOutPage(ended);
  });

  // RFC 8628 (issue 27 §1): the code form, then the consent page for that code; a wrong code
  // shows the form again with why (and counts against its sender's address).
  router.get(DEVICE_PAGE_PATH, ...page, codeFormOnError, ...deviceGuards, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    if (ctx.query.user_code === undefined)
      return void (ctx.body = renderDeviceEntryPage({ uiLocales: pageRequest().uiLocales }));
    const prompt = await device.prompt(parseUserCode(ctx.query));
    ctx.body = renderConsentPage({ consent: prompt.consent, device: prompt, chain });
  });
  router.post(`${DEVICE_PAGE_PATH}/deny`, ...page, ...deviceGuards, async (ctx) => {
    await device.deny(parseUserCode(bodyOf(ctx)));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderDeviceDeniedPage();
  });

  router.get('/authorized-apps', ...page, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderAuthorizedAppsPage({ chain });
  });

  // An app's owner writes its profile to json_metadata with the active key (issue 37 §2).
  router.get('/apps/register', ...page, (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderRegisterAppPage({ chain });
  });

  return router;
}
