import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { DeviceFlowUseCase } from '../../../core/signIn/DeviceFlowUseCase';
import { DEVICE_PAGE_PATH } from '../../../core/signIn/deviceCode';
import { InvalidRequest } from '../../../core/errors';
import type { Logger } from '../../../core/ports/Logger';
import { bodyOf } from '../bodyOf';
import { inPageLanguage, pageOf } from '../pages/i18n';
import { noStore } from '../noStore';
import type { RouteGuards } from '../routeGuards';
import { parseUiLocales } from '../parse/uiLocales';
import type { ChainSettings } from '../pages/chainSettings';
import { signingPages } from '../pages/signingPages';
import { renderConsentPage } from '../signIn/consentPage';
import { OAUTH_API, OPENID_PATHS } from '../tokens/openIdConfiguration';
import { clientAuthenticated } from '../tokens/openIdRoutes';
import { renderDeviceDeniedPage, renderDeviceEntryPage } from './devicePage';
import { parseDeviceApproval, parseDeviceStart, parseUserCode } from './parseDevice';
import { requestIdOf } from '../requestLog';

/**
 * The device authorization grant (RFC 8628, issue 27 §1): a device starts as a client, then polls
 * the token endpoint (tokenRoutes); the user types its code at /device, whose consent page's
 * script signs and sends the approval here, or denies it.
 */
export function deviceRoutes(
  device: DeviceFlowUseCase,
  { guards = {}, chain, logger }: { guards?: RouteGuards; chain: ChainSettings; logger: Logger },
): Router {
  const router = new Router();
  // The client's secret is checked here too, so its wrong guesses count as at the token
  // endpoint (issue 37 §3).
  router.post(
    OPENID_PATHS.deviceAuthorization,
    noStore,
    ...(guards.challenge ?? []),
    ...(guards.token ?? []),
    clientAuthenticated(async (ctx, authorization) =>
      inLanguage(
        await device.start(parseDeviceStart(bodyOf(ctx), authorization)),
        parseUiLocales(bodyOf(ctx)),
      ),
    ),
  );
  router.post(`${OAUTH_API}/device/approve`, noStore, ...(guards.device ?? []), async (ctx) => {
    ctx.body = await device.approve({
      ...parseDeviceApproval(bodyOf(ctx)),
      requestId: requestIdOf(ctx),
    });
  });

  // The code form, then the consent page for that code; a wrong code shows the form again with
  // why (and counts against its sender's address).
  const page = signingPages(chain, logger);
  const deviceGuards = guards.device ?? [];
  router.get(DEVICE_PAGE_PATH, ...page, codeFormOnError, ...deviceGuards, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    if (ctx.query.user_code === undefined)
      return void (ctx.body = inPageLanguage(ctx, () =>
        renderDeviceEntryPage({ uiLocales: pageOf(ctx)?.uiLocales }),
      ));
    const prompt = await device.prompt(parseUserCode(ctx.query));
    ctx.body = inPageLanguage(ctx, () =>
      renderConsentPage({ consent: prompt.consent, device: prompt, chain }),
    );
  });
  router.post(`${DEVICE_PAGE_PATH}/deny`, ...page, ...deviceGuards, async (ctx) => {
    await device.deny(parseUserCode(bodyOf(ctx)));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = inPageLanguage(ctx, () => renderDeviceDeniedPage());
  });
  return router;
}

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
    ctx.body = inPageLanguage(ctx, () =>
      renderDeviceEntryPage({
        error: error.description,
        typed: typeof typed === 'string' ? typed.slice(0, 20) : undefined,
        uiLocales: pageOf(ctx)?.uiLocales,
      }),
    );
  }
};

/**
 * The device's `ui_locales` (OIDC; issue 40 §2) carried on in the addresses it shows, so /device
 * speaks the language the device asked for: the page reads `ui_locales` from its query.
 */
function inLanguage<T extends { verification_uri: string; verification_uri_complete: string }>(
  answer: T,
  uiLocales: string | undefined,
): T {
  if (!uiLocales) return answer;
  const add = (uri: string) =>
    `${uri}${uri.includes('?') ? '&' : '?'}ui_locales=${encodeURIComponent(uiLocales)}`;
  return {
    ...answer,
    verification_uri: add(answer.verification_uri),
    verification_uri_complete: add(answer.verification_uri_complete),
  };
}
