import Router from '@koa/router';
import { z } from 'zod';
import type { Logger } from '../../../core/ports/Logger';
import { HANDOFF_PAGE_PATH } from '../../../core/signIn/tokenHandoff';
import type { TokenHandoffUseCase } from '../../../core/signIn/TokenHandoffUseCase';
import { clearHandoffCookie, handoffCookieOf } from './handoffCookie';
import { HttpErrors } from '../httpErrors';
import { pageErrors } from '../pages/pageErrors';
import { parseWith } from '../parse/fields';
import { securityHeaders } from '../pages/securityHeaders';
import { requestIdOf } from '../requestLog';

const query = z.object({ handoff: z.string().min(1).max(8192) });

/**
 * GET /oauth2/authorize/complete: the token flow's last step (core/signIn/tokenHandoff.ts), the
 * navigation the consent page starts once the user signed. Enforces:
 * - a browser's request must open a page (`Sec-Fetch-Dest: document`, a top-level navigation): a
 *   script's fetch, even one of this origin's, or a frame is refused before anything is spent
 *   (programs send no Sec-Fetch-Dest; Node's fetch sends `Sec-Fetch-Mode: cors` to everything);
 * - the handoff's verifier comes from the signing browser's cookie only (handoffCookie.ts);
 * - then 303 to the app's redirect URI with the access token (TokenHandoffUseCase), the cookie
 *   forgotten; any refusal is an HTML error page, and nothing is issued.
 * test/http/tokenHandoff.spec.ts holds each of these.
 */
export function handoffRoutes(options: {
  tokenHandoff: TokenHandoffUseCase;
  issuer: string;
  logger: Logger;
}): Router {
  const router = new Router();
  router.get(
    HANDOFF_PAGE_PATH,
    securityHeaders({ hiveNodes: [] }),
    pageErrors(options.logger),
    async (ctx) => {
      const dest = ctx.get('Sec-Fetch-Dest');
      if (dest && dest !== 'document') throw HttpErrors.handoffNotNavigation(dest);
      const { handoff } = parseWith(query, {
        handoff: Array.isArray(ctx.query.handoff) ? ctx.query.handoff[0] : ctx.query.handoff,
      });
      const { redirect_to } = await options.tokenHandoff.execute({
        handoff,
        verifier: handoffCookieOf(ctx),
        requestId: requestIdOf(ctx),
      });
      clearHandoffCookie(ctx, options.issuer);
      ctx.status = 303;
      ctx.redirect(redirect_to);
    },
  );
  return router;
}
