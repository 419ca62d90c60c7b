import { AUTONYMS } from '../../../web/i18n/locales';
import { LOCALE_PATH, pageRequest, words } from './i18n';
import { messagesScriptUrl, pageScriptUrl, type PageScript } from './pageScripts';
import { escapeHtml } from './escapeHtml';
import { Html, html } from './markup';

/*
 * HTML building for the server-rendered pages. Behaviours (held by test/http/pages.spec.ts):
 * - every value interpolated into `html` is escaped unless it is itself `Html` (so on-chain text
 *   can never become markup);
 * - page data goes into a JSON block with `<`, `>`, `&` and U+2028/9 escaped, so `</script>` in a
 *   profile cannot close it;
 * - the layout loads only same-origin scripts (the CSP forbids inline script);
 * - `<html lang dir>` is the request's locale (../i18n.ts), and a page with a script loads that
 *   locale's messages first, and no other's;
 * - every page offers the other languages as links to GET /locale, which work without script
 *   (test/http/i18n.spec.ts, test/browser/i18n.spec.ts).
 */

export { escapeHtml };

export { Html, html };

/** JSON that is safe inside `<script type="application/json">`. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface LayoutOptions {
  title: string;
  body: Html;
  /** The page's script (web/src/<page>.ts, bundled by web/build.ts). */
  script?: PageScript;
  /** Read by the page's script from #page-data. */
  data?: unknown;
  /** The navigation entry this page is (marked aria-current). */
  current?: NavEntry;
  /** Where the language switcher comes back to: this page's path and query unless said. */
  back?: string;
}

/** Shown at the top of a page with a script when the browser runs no scripts at all (issue 39 §4). */
function noScriptMessage(): Html {
  const t = words();
  return html`<noscript><p class="error-box no-script">${t.t('layout.noScript')} ${t.t('layout.withoutScript')}</p></noscript>`;
}

/** The header's navigation, the same on every page. */
const NAV = [
  { path: '/', label: 'layout.nav.home' },
  { path: '/apps', label: 'layout.nav.apps' },
  { path: '/authorized-apps', label: 'layout.nav.authorizedApps' },
] as const;

/**
 * The way to another language, at the foot of every page (the first screen of a phone is the
 * page's own, issue 22 §3): a link to GET /locale, whose page lists every language, each a link
 * that remembers the choice and comes back here (no script needed). Its words say "Language" in
 * English too, for whoever cannot read the page's language. An error page comes back to the home
 * page: its query (a redirect_uri it refused) is not echoed.
 */
function languageLink(back: string): Html {
  const t = words();
  return html`<a href="${LOCALE_PATH}?back=${new Html(encodeURIComponent(back))}">${t.t('layout.language')}${t.locale === 'en' ? '' : html` <span lang="en">(Language)</span>`}</a>`;
}

/** The languages on offer, each named in itself, for GET /locale's page. */
export function languageList(back: string): Html {
  const t = words();
  const { offered } = pageRequest();
  const to = encodeURIComponent(back);
  return html`<ul class="languages">${offered.available.map(
    (locale) =>
      html`<li><a href="${LOCALE_PATH}?lang=${locale}&amp;back=${new Html(to)}" lang="${locale}" hreflang="${locale}"${locale === t.locale ? html` aria-current="true"` : ''}>${AUTONYMS[locale]}</a></li>`,
  )}</ul>`;
}

export type NavEntry = (typeof NAV)[number]['path'];

/**
 * The one layout of every page (home, consent, authorized apps, sign, apps, errors): viewport for
 * phones, one stylesheet, a skip link, the same header and navigation.
 */
export function layout(options: LayoutOptions): string {
  const data =
    options.data === undefined
      ? ''
      : `<script type="application/json" id="page-data">${jsonForScript(options.data)}</script>\n`;
  const t = words();
  return html`<!doctype html>
<html lang="${t.locale}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} — hivegate</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<a class="skip" href="#main">${t.t('layout.skip')}</a>
<header class="top"><a class="brand" href="/">hivegate</a>
<nav aria-label="${t.t('layout.navLabel')}">${NAV.map((entry) => html`<a href="${entry.path}"${entry.path === options.current ? html` aria-current="page"` : ''}>${t.t(entry.label)}</a> `)}</nav></header>
<main id="main" tabindex="-1">
${options.script ? noScriptMessage() : ''}
${options.body}
</main>
<footer>${languageLink(options.back ?? pageRequest().path)}</footer>
${new Html(data)}${options.script ? html`<script src="${messagesScriptUrl(t.locale)}" defer></script>\n<script src="${pageScriptUrl(options.script)}" defer></script>\n` : ''}</body>
</html>
`.text;
}
