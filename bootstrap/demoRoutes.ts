import Router from '@koa/router';
import { escapeHtml } from '../adapters/http/pages/escapeHtml';
import type { Hivegate } from './composeCore';
import { DomainError } from '../core/errors';

/**
 * `npm run dev` only: GET /demo/callback plays the demo app's server, so the printed sign-in link
 * ends somewhere useful. It exchanges the code with the demo app's secret (as an app's server
 * would, never the browser), then shows who signed in. Mounted by bootstrap/dev.ts only, never by `npm start`.
 */
export function demoRoutes(useCases: Pick<Hivegate, 'exchange' | 'me'>, clientSecret: string): Router {
  const router = new Router();
  router.get('/demo/callback', async (ctx) => {
    const code = typeof ctx.query.code === 'string' ? ctx.query.code : undefined;
    const given = typeof ctx.query.access_token === 'string' ? ctx.query.access_token : undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'html';
    try {
      let token = given;
      let flow = 'token flow';
      if (code) {
        token = (await useCases.exchange.execute({ grant: code, clientSecret })).access_token;
        flow = 'code flow: the code was exchanged server-side with the demo app secret';
      }
      const me = await useCases.me.execute(token);
      ctx.body = page(
        `Signed in as @${me.user}`,
        `<p>The demo app received ${escapeHtml(flow)}.</p>
         <p>Scope: <code>${escapeHtml(me.scope.join(', '))}</code></p>
         <p>Account id ${me.account.id}; profile name: ${escapeHtml(String((me.user_metadata?.profile as { name?: unknown } | undefined)?.name ?? '(none)'))}</p>`,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.status = 400;
      ctx.body = page('Sign-in did not complete', `<p>${escapeHtml(error.code)}: ${escapeHtml(error.description)}</p>`);
    }
  });
  return router;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · demo-app</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p><a href="/authorized-apps">Authorized apps</a> · <a href="/apps">Apps</a></p></body></html>`;
}
