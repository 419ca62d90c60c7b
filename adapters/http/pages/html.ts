import { pageScriptUrl, type PageScript } from '../pageScripts';
import { escapeHtml } from './escapeHtml';

/*
 * HTML building for the server-rendered pages. Behaviours (held by test/http/pages.spec.ts):
 * - every value interpolated into `html` is escaped unless it is itself `Html` (so on-chain text
 *   can never become markup);
 * - page data goes into a JSON block with `<`, `>`, `&` and U+2028/9 escaped, so `</script>` in a
 *   profile cannot close it;
 * - the layout loads only same-origin scripts (the CSP forbids inline script).
 */

export { escapeHtml };

/** Markup that is already safe: the only values `html` does not escape. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | undefined | null | false | readonly Value[];

/** Tagged template: `html\`<p>${untrusted}</p>\`` escapes every value that is not Html. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new Html(out);
}

function render(value: Value): string {
  if (value === undefined || value === null || value === false) return '';
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

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
}

/** What to do when a page's script does not run: the same words whether it failed or is off (untilReady.ts). */
export const WITHOUT_SCRIPT =
  'Reload the page. If that does not help, this browser may be blocking scripts: allow JavaScript for this site, or open this page on another device, such as your phone.';

/** Shown at the top of a page with a script when the browser runs no scripts at all (issue 39 §4). */
function noScriptMessage(): Html {
  return html`<noscript><p class="error-box no-script">This page needs JavaScript, and this browser is not running it here. ${WITHOUT_SCRIPT}</p></noscript>`;
}

/** The header's navigation, the same on every page. */
const NAV = [
  { path: '/', label: 'Home' },
  { path: '/apps', label: 'Apps' },
  { path: '/authorized-apps', label: 'Authorized apps' },
] as const;

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
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} — hivegate</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><a class="brand" href="/">hivegate</a>
<nav aria-label="Main">${NAV.map((entry) => html`<a href="${entry.path}"${entry.path === options.current ? html` aria-current="page"` : ''}>${entry.label}</a> `)}</nav></header>
<main id="main" tabindex="-1">
${options.script ? noScriptMessage() : ''}
${options.body}
</main>
${new Html(data)}${options.script ? html`<script src="${pageScriptUrl(options.script)}" defer></script>\n` : ''}</body>
</html>
`.text;
}
