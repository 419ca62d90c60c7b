import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { AuthorizeUseCase } from '../../../core/signIn/AuthorizeUseCase';
import type { ChallengeUseCase } from '../../../core/signIn/ChallengeUseCase';
import type { OpenIdTokenUseCase } from '../../../core/tokens/OpenIdTokenUseCase';
import type { RevokeUseCase } from '../../../core/signIn/RevokeUseCase';
import type { TokenIntrospectionUseCase } from '../../../core/tokens/TokenIntrospectionUseCase';
import type { TokenRevocationUseCase } from '../../../core/tokens/TokenRevocationUseCase';
import type { TokenExchangeUseCase } from '../../../core/tokens/TokenExchangeUseCase';
import type { GrantLimitsUseCase } from '../../../core/limits/GrantLimitsUseCase';
import type { SignInsUseCase } from '../../../core/signIn/SignInsUseCase';
import type { DeviceFlowUseCase } from '../../../core/devices/DeviceFlowUseCase';
import { parseUiLocales } from '../parse/uiLocales';
import { parseDeviceApproval, parseDeviceStart } from '../parse/device';
import { bodyOf } from '../bodyOf';
import { setHandoffCookie } from '../handoffCookie';
import type { RouteGuards } from '../routeGuards';
import {
  parseAuthorizeRequest,
  parseChallengeRequest,
  parseLimitsQuery,
  parseSignInsChallenge,
  parseSignInsRequest,
  parseTightenRequest,
  parseTokenRequest,
} from '../parse/oauth';
import { parseTokenPresentation } from '../parse/openIdToken';
import { dpopRequestFrom, tokenFrom } from '../tokenFrom';
import { OPENID_PATHS } from '../openIdConfiguration';
import { clientAuthenticated, openIdTokenHandler } from './openIdRoutes';

export interface OauthUseCases {
  challenge: ChallengeUseCase;
  authorize: AuthorizeUseCase;
  exchange: TokenExchangeUseCase;
  openIdToken: OpenIdTokenUseCase;
  revoke: RevokeUseCase;
  tokenRevocation: TokenRevocationUseCase;
  tokenIntrospection: TokenIntrospectionUseCase;
  grantLimits: GrantLimitsUseCase;
  signIns: SignInsUseCase;
  device: DeviceFlowUseCase;
}

const PREFIX = '/api/oauth2';

/**
 * The sign-in API (challenge, authorize), the token exchange, sign-out, RFC 7009 revocation and
 * RFC 7662 introspection, grant limits, and the user's own sign-ins (/authorized-apps).
 */
export function oauthRoutes(
  useCases: OauthUseCases,
  /** `issuer`: BASE_URL, whose scheme says whether the handoff cookie is Secure. */
  { issuer, guards = {} }: { issuer: string; guards?: RouteGuards },
): Router {
  const router = new Router({ prefix: PREFIX });
  // Answers carrying tokens must never be stored by a cache (RFC 6749 §5.1).
  const noStore: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Pragma', 'no-cache');
    await next();
  };

  router.post('/challenge', noStore, ...(guards.challenge ?? []), async (ctx) => {
    ctx.body = await useCases.challenge.execute(parseChallengeRequest(bodyOf(ctx)));
  });
  // The token flow's access token is never in this answer: its handoff's verifier goes into the
  // signing browser's cookie, and its page delivers the token by redirect (issue 37 §1).
  router.post('/authorize', noStore, ...(guards.authorize ?? []), async (ctx) => {
    const { handoff, ...answer } = await useCases.authorize.execute(
      parseAuthorizeRequest(bodyOf(ctx)),
    );
    if (handoff) setHandoffCookie(ctx, handoff, issuer);
    ctx.body = answer;
  });
  // The user tightens (or ends, with expires_at) what they granted an app, signing a challenge (issue 24 §3).
  router.post('/limits', noStore, ...(guards.authorize ?? []), async (ctx) => {
    ctx.body = await useCases.grantLimits.tighten(parseTightenRequest(bodyOf(ctx)));
  });
  // Every sign-in of the user, shown and ended at /authorized-apps, proved by a signed challenge (issue 25 §5).
  router.post('/sign-ins/challenge', noStore, ...(guards.challenge ?? []), async (ctx) => {
    ctx.body = await useCases.signIns.challenge(parseSignInsChallenge(bodyOf(ctx)));
  });
  router.post('/sign-ins', noStore, ...(guards.authorize ?? []), async (ctx) => {
    ctx.body = await useCases.signIns.manage(parseSignInsRequest(bodyOf(ctx)));
  });
  // What the user set on an app: for the user and that app, proved by their access token.
  router.get('/limits', noStore, async (ctx) => {
    ctx.body = await useCases.grantLimits.setBy(tokenFrom(ctx), parseLimitsQuery(ctx.query));
  });
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
    OPENID_PATHS.revocation.slice(PREFIX.length),
    noStore,
    ...(guards.token ?? []),
    clientAuthenticated(async (ctx, authorization) => {
      await useCases.tokenRevocation.execute(parseTokenPresentation(bodyOf(ctx), authorization));
      return {}; // RFC 7009 §2.2: 200, whatever became of the token; our bodies are JSON
    }),
  );
  router.post(
    OPENID_PATHS.introspection.slice(PREFIX.length),
    noStore,
    ...(guards.token ?? []),
    clientAuthenticated((ctx, authorization) =>
      useCases.tokenIntrospection.execute(parseTokenPresentation(bodyOf(ctx), authorization)),
    ),
  );
  // RFC 8628 (issue 27 §1): a device starts as a client, then polls the token endpoint; the user
  // answers at /device, whose script signs and sends the approval here. The client's secret is
  // checked here too, so its wrong guesses count as at the token endpoint (issue 37 §3).
  router.post(
    OPENID_PATHS.deviceAuthorization.slice(PREFIX.length),
    noStore,
    ...(guards.challenge ?? []),
    ...(guards.token ?? []),
    clientAuthenticated(async (ctx, authorization) =>
      inLanguage(
        await useCases.device.start(parseDeviceStart(bodyOf(ctx), authorization)),
        parseUiLocales(bodyOf(ctx)),
      ),
    ),
  );
  router.post('/device/approve', noStore, ...(guards.device ?? []), async (ctx) => {
    ctx.body = await useCases.device.approve(parseDeviceApproval(bodyOf(ctx)));
  });
  return router;
}

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
