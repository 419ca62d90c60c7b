import type { MessageId } from '../../../web/i18n/catalogue';
import { words } from './i18n';
import { html, layout } from './html';

/** Error codes the pages have words of their own for (title and a sentence); others say "went wrong". */
const WORDED = ['invalid_request', 'unauthorized_client', 'not_found', 'unavailable'] as const;

const worded = (code: string | undefined) =>
  (WORDED as readonly string[]).includes(code ?? '') ? (code as (typeof WORDED)[number]) : 'other';

/** The page's title for an error code. */
export function errorTitle(code: string | undefined): string {
  return words().t(`error.title.${worded(code)}` satisfies MessageId);
}

/**
 * A page that only explains what went wrong; it has no form, no script and never redirects. The
 * page says it in its own words for the error code (issue 40 §2); the service's own English
 * description, which names the field or account, is said as it is in English and, in another
 * language, under the page's words, marked `lang="en"`.
 */
export function renderErrorPage(options: {
  title: string;
  description: string;
  code?: string;
  home?: boolean;
}): string {
  const t = words();
  const english = t.locale === 'en';
  return layout({
    title: options.title,
    back: '/', // an error page's query (a refused redirect_uri) is not echoed, nor worth coming back to
    body: html`<h1>${options.title}</h1>
<div class="error-box" role="alert">
${
  english
    ? html`<p>${options.description}</p>`
    : html`<p>${t.t(`error.about.${worded(options.code)}` satisfies MessageId)}</p>
<details><summary>${t.t('error.details')}</summary><p lang="en" dir="ltr">${options.description}</p></details>`
}
${options.code ? html`<p class="small">${t.html('error.code', { code: html`<code>${options.code}</code>` })}</p>` : ''}
</div>
${
  options.home
    ? html`<p><a href="/">${t.t('error.home')}</a> · <a href="/authorized-apps">${t.t('layout.nav.authorizedApps')}</a> · <a href="/apps">${t.t('layout.nav.apps')}</a></p>`
    : html`<p>${t.t('error.fromApp')}</p>`
}`,
  });
}
