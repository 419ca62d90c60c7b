import Router from '@koa/router';
import type { Logger } from '../../../core/ports/Logger';
import { pageErrors } from '../pageErrors';
import { parseLegacySign, parseSignLink } from '../parse/signLink';
import type { ChainSettings } from '../pages/chainSettings';
import { renderSignPage } from '../pages/signPage';
import { securityHeaders } from '../securityHeaders';

/**
 * Sign links for operations that need the user's own key (transfers and other wallet operations):
 * `/sign/op|ops|tx/<base64url>` (hive-uri) and the legacy `/sign/<operation>?field=…`. The server
 * only decodes, checks and shows; signing and broadcasting happen in the page.
 */
export function signRoutes({ chain, logger }: { chain: ChainSettings; logger: Logger }): Router {
  const router = new Router();
  const page = [securityHeaders({ hiveNodes: chain.nodes }), pageErrors(logger)];

  router.get('/sign/:kind/:payload', ...page, (ctx) => {
    const request = parseSignLink(ctx.params.kind, ctx.params.payload, ctx.querystring, ctx.query);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderSignPage({ request, chain });
  });

  router.get('/sign/:operation', ...page, (ctx) => {
    const request = parseLegacySign(ctx.params.operation, ctx.query);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderSignPage({ request, chain });
  });

  return router;
}
