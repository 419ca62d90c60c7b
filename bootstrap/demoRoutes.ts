import Router from '@koa/router';
import { html, layout, type Html } from '../adapters/http/pages/html';
import type { Hivegate } from './composeCore';
import { DomainError } from '../core/errors';

/**
 * `npm run dev` only: GET /demo/callback plays the demo app's server, so the printed sign-in link
 * ends somewhere useful. It exchanges the code with the demo app's secret (as an app's server
 * would, never the browser), then shows who signed in. A cancelled sign-in (`error=access_denied`,
 * what the consent page's Cancel sends) says so, with a way back to the sign-in. Mounted by
 * bootstrap/dev.ts only, never by `npm start`. Pages in the service's own layout.
 */
export function demoRoutes(
  useCases: Pick<Hivegate, 'exchange' | 'me'>,
  clientSecret: string,
  options: { signInUrl?: string } = {},
): Router {
  const router = new Router();
  const again = options.signInUrl
    ? html`<p><a href="${options.signInUrl}">Sign in to the demo app again</a></p>`
    : '';
  router.get('/demo/callback', async (ctx) => {
    const code = typeof ctx.query.code === 'string' ? ctx.query.code : undefined;
    const given = typeof ctx.query.access_token === 'string' ? ctx.query.access_token : undefined;
    const refused = typeof ctx.query.error === 'string' ? ctx.query.error : undefined;
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'html';
    if (refused !== undefined && !code && !given) {
      ctx.body = page(
        refused === 'access_denied' ? 'You cancelled' : 'Sign-in did not complete',
        html`<p>${refused === 'access_denied' ? 'You cancelled the sign-in: the demo app received nothing, and nothing changed on your account.' : `The sign-in answered: ${refused}.`}</p>${again}`,
      );
      return;
    }
    if (!code && !given) {
      ctx.body = signResult(ctx.query) ?? nothingYet(again);
      return;
    }
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
        html`<p>The demo app received ${flow}.</p>
<p>Scope: <code>${me.scope.join(', ')}</code></p>
<p>Account id ${me.account.id}; profile name: ${profileName(me.user_metadata)}</p>`,
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.status = 400;
      ctx.body = page('Sign-in did not complete', html`<p>${error.description}</p>${again}`);
    }
  });
  return router;
}

/**
 * A sign link returning here (its callback's `{{id}}`, `{{block}}`, `{{txn}}`, `{{sig}}` filled in
 * by the sign page): what was signed, as such. Undefined when the query carries none of them.
 */
function signResult(query: Record<string, unknown>): string | undefined {
  const field = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const [id, block, txn, sig] = ['id', 'block', 'txn', 'sig'].map(field);
  if (id === undefined && sig === undefined) return undefined;
  const rows = [
    id === undefined ? '' : html`<dt>Transaction id</dt><dd><code>${id}</code></dd>`,
    block === undefined ? '' : html`<dt>Block</dt><dd>${block}</dd>`,
    txn === undefined ? '' : html`<dt>Position in the block</dt><dd>${txn}</dd>`,
    sig === undefined ? '' : html`<dt>Signature</dt><dd><code>${sig}</code></dd>`,
  ];
  return page(
    id === undefined ? 'Signed' : 'Signed and broadcast',
    html`<p>The sign page returned the demo app this result:</p><dl>${rows}</dl>`,
  );
}

/** /demo/callback with nothing to show: where the demo app receives sign-ins and signed transactions. */
function nothingYet(again: Html | ''): string {
  return page(
    'Nothing received yet',
    html`<p>This is where the demo app receives sign-ins and the results of sign links; this visit carried neither.</p>${again}`,
  );
}

function page(title: string, body: Html): string {
  return layout({
    title: `${title} · demo app`,
    body: html`<h1>${title}</h1>\n<p class="muted">The demo app (npm run dev)</p>\n${body}`,
  });
}

/** The profile's name, when the user's metadata has one. */
function profileName(metadata: Record<string, unknown> | undefined): string {
  const profile = metadata?.profile as { name?: unknown } | undefined;
  return typeof profile?.name === 'string' ? profile.name : '(none)';
}
