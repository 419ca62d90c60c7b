import Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from '../../../core/ports/Logger';
import type { SignLinkUseCase } from '../../../core/broadcast/SignLinkUseCase';
import { pageErrors } from '../pages/pageErrors';
import { parseLegacySign, parseSignLink, type SignRequest } from './parseSignLink';
import type { ChainSettings } from '../pages/chainSettings';
import { renderSignPage } from './signPage';
import { inPageLanguage } from '../pages/i18n';
import { securityHeaders } from '../pages/securityHeaders';

/**
 * Sign links for operations that need the user's own key (transfers and other wallet operations):
 * `/sign/op|ops|tx/<base64url>` (hive-uri) and the legacy `/sign/<operation>?field=…`. The server
 * decodes and checks the whole link (the edge's definitions, then SignLinkUseCase against the chain
 * and the clock) before the page with its key field renders; a link that fails is an error page
 * naming the field. Signing and broadcasting happen in the page.
 */
export function signRoutes({
  signLink,
  chain,
  logger,
}: {
  signLink: SignLinkUseCase;
  chain: ChainSettings;
  logger: Logger;
}): Router {
  const router = new Router();
  const page = [
    securityHeaders({ hiveNodes: chain.nodes }),
    pageErrors(logger, { invalid_request: 'error.title.signLink' }),
  ];
  const render = async (ctx: Context, request: SignRequest) => {
    const answer = await signLink.execute(request.check);
    return inPageLanguage(ctx, () => renderSignPage({ request, answer, chain }));
  };

  router.get('/sign/:kind/:payload', ...page, async (ctx) => {
    const html = await render(
      ctx,
      parseSignLink(ctx.params.kind, ctx.params.payload, ctx.querystring, ctx.query),
    );
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  router.get('/sign/:operation', ...page, async (ctx) => {
    const html = await render(ctx, parseLegacySign(ctx.params.operation, ctx.query));
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  });

  return router;
}
