import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import bodyParser from 'koa-bodyparser';
import { grantWords } from '../web/i18n/words/grantWords';
import { words } from '../adapters/http/pages/i18n';
import type { PostingLimits } from '../core/limits/postingLimits';
import { isBroadcastOperation } from '../core/operations/operations';
import type { Granted } from '../core/signIn/scope';
import { html, layout, type Html } from '../adapters/http/pages/html';
import type { Hivegate } from './composeCore';
import { DomainError } from '../core/errors';

/**
 * `npm run dev` only: GET /demo/callback plays the demo app's server, so the printed sign-in link
 * ends somewhere useful. It exchanges the code with the demo app's secret (as an app's server
 * would, never the browser), then shows who signed in and what was granted (the token answer's
 * limits, in the consent page's words: issue 39 §1). A code is single use, and a second exchange
 * ends the sign-in (reuse detection): so, as an app should, the demo exchanges it once and sends
 * the browser on to a result address of its own (303), which a reload shows again without the
 * code (issue 39 §4); the code's address, visited again (Back), leads there too. A cancelled
 * sign-in (`error=access_denied`, what the consent page's Cancel sends) says so, with a way back
 * to the sign-in. Every answer the docs' examples produce is shown (issue 57 §6): a sign link's
 * return (`{{id}}` as `id` or, as docs/client.md writes it, `tx`), and an answer after `#`
 * (`response_mode=fragment`, and OpenID's token flow), which the browser never sends: a small
 * script of the demo's posts it to the demo app's server, so neither a code nor a token goes in an
 * address or a log. Mounted by bootstrap/dev.ts only, never by `npm start`. Pages in the service's
 * own layout. Held by test/bootstrap/demoRoutes.spec.ts and test/browser/newcomer.spec.ts.
 */
export function demoRoutes(
  useCases: Pick<Hivegate, 'exchange' | 'me'>,
  clientSecret: string,
  options: { signInUrl?: string } = {},
): Router {
  const router = new Router();
  const results = new KeptResults();
  const again = options.signInUrl
    ? html`<p><a href="${options.signInUrl}">Sign in to the demo app again</a></p>`
    : '';
  router.get(FRAGMENT_SCRIPT_PATH, (ctx) => {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = FRAGMENT_SCRIPT;
  });
  router.get('/demo/callback', (ctx) => answer(ctx, ctx.query));
  // The answer after '#', posted by the fragment script (a form: nothing of it in an address).
  router.post('/demo/callback', bodyParser({ enableTypes: ['form'], formLimit: '16kb' }), (ctx) =>
    answer(ctx, (ctx.request.body ?? {}) as Record<string, unknown>),
  );

  async function answer(ctx: Context, query: Record<string, unknown>): Promise<void> {
    const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
    const code = text('code');
    const given = text('access_token');
    const refused = text('error');
    ctx.set('Cache-Control', 'no-store');
    ctx.set(
      'Content-Security-Policy',
      // img-src data: for the layout's empty favicon (`data:,`), as the service's pages allow it;
      // the demo's own script and form for an answer after '#'.
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'html';
    if (refused !== undefined && !code && !given) {
      ctx.body = page(
        refused === 'access_denied' ? 'You cancelled' : 'Sign-in did not complete',
        html`<p>${refused === 'access_denied' ? 'You cancelled (a sign-in, or a sign link): the demo app received nothing, and nothing changed on your account.' : `The sign-in answered: ${refused}.`}</p>${again}`,
      );
      return;
    }
    const shown = text('shown');
    if (shown !== undefined && !code && !given) {
      ctx.body =
        results.page(shown) ??
        page(
          'This result is gone',
          html`<p>The demo app keeps its last results in memory only, until it restarts; this one is no longer there.</p>${again}`,
        );
      return;
    }
    if (!code && !given) {
      ctx.body = signResult(query) ?? nothingYet(again);
      return;
    }
    const known = code && results.idOf(code);
    if (known) return seeResult(ctx, known);
    try {
      let token = given;
      let flow = 'token flow';
      let details: PostingLimits[] | undefined;
      if (code) {
        const answer = await useCases.exchange.execute({ codeOrRefresh: code, clientSecret });
        token = answer.access_token;
        flow = 'code flow: the code was exchanged server-side with the demo app secret';
        details = answer.authorization_details;
      }
      const me = await useCases.me.execute(token);
      const body = page(
        `Signed in as @${me.user}`,
        html`<p>The demo app received ${flow}.</p>
<p>Scope: <code>${me.scope.join(', ')}</code></p>
${code ? html`<h2>What you granted</h2>${grantedList(me.scope, details)}` : html`<p class="muted">The token flow's answer carries no limits; the code flow's token answer says what was granted.</p>`}
<p>Account id ${me.account.id}; profile name: ${profileName(me.user_metadata)}</p>
<p class="muted small">${code ? 'The demo app exchanged the code once and brought you to this address of its own: reloading shows this result again without sending the code a second time (a code works once, and a second exchange ends the sign-in).' : 'The demo app brought you to this address of its own, so the token is no longer in the address bar; reloading shows this result again.'}</p>`,
      );
      seeResult(ctx, results.keep(body, code ?? given!));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.status = 400;
      ctx.body = page('Sign-in did not complete', html`<p>${error.description}</p>${again}`);
    }
  }
  return router;
}

const FRAGMENT_SCRIPT_PATH = '/demo/fragment.js';

/**
 * On the page with nothing in its query: an answer after '#' (a code, a token, a refusal) is
 * posted to /demo/callback and the fragment dropped from the address.
 */
const FRAGMENT_SCRIPT = `(() => {
  const answer = new URLSearchParams(location.hash.slice(1));
  if (!['code', 'access_token', 'error'].some((name) => answer.has(name))) return;
  history.replaceState(null, '', location.pathname);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/demo/callback';
  for (const [name, value] of answer) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
})();
`;

/** Sends the browser on to a kept result, so that a reload never repeats the exchange. */
function seeResult(ctx: Context, id: string): void {
  ctx.status = 303;
  ctx.redirect(`/demo/callback?shown=${encodeURIComponent(id)}`);
}

/** The last results shown, by an id of their own and by the code (or token) that made them. */
class KeptResults {
  private static readonly MAX = 100;
  private readonly pages = new Map<string, string>();
  private readonly ids = new Map<string, string>();

  keep(body: string, by: string): string {
    const id = randomUUID();
    this.pages.set(id, body);
    this.ids.set(by, id);
    for (const map of [this.pages, this.ids])
      while (map.size > KeptResults.MAX) map.delete(map.keys().next().value!);
    return id;
  }

  page(id: string): string | undefined {
    return this.pages.get(id);
  }

  idOf(by: string): string | undefined {
    return this.ids.get(by);
  }
}

/**
 * The grant as the token answer says it (its scope as /api/me answers it, its limits from the
 * token answer), in the consent page's words (core/signIn/grantStatement.ts).
 */
function grantedList(scope: readonly string[], details: PostingLimits[] | undefined): Html {
  const operations = scope.filter(isBroadcastOperation);
  const granted: Granted = operations.length
    ? { kind: 'posting', scope: operations, ...(details ? { authorization_details: details } : {}) }
    : { kind: 'login', scope: ['login'] };
  return html`<ul class="asks">${grantWords(granted, words()).map((line) => html`<li>${line}</li>`)}</ul>`;
}

/**
 * A sign link returning here (its callback's `{{id}}`, `{{block}}`, `{{txn}}`, `{{sig}}` filled in
 * by the sign page): what was signed, as such. Undefined when the query carries none of them.
 */
function signResult(query: Record<string, unknown>): string | undefined {
  const field = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
  const [block, txn, sig] = ['block', 'txn', 'sig'].map(field);
  const id = field('id') ?? field('tx');
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
    html`<p>This is where the demo app receives sign-ins and the results of sign links; this visit carried neither.</p>
<p class="muted small">A sign link returns what it signed only when its callback asks for it: <code>{{id}}</code>, <code>{{block}}</code>, <code>{{txn}}</code> or <code>{{sig}}</code> in the callback are filled in by the sign page (a legacy <code>redirect_uri</code> without them comes back empty).</p>${again}
<script src="${FRAGMENT_SCRIPT_PATH}"></script>`,
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
