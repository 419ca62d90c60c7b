import { words } from './i18n';
import { Html, html } from './html';

/*
 * A page's buttons do nothing before its script is ready (issue 22 §3): they are rendered
 * disabled, and a note says the page is getting ready, until web/src/common.ts's ready() enables
 * them and hides the note. A disabled default button also stops the browser's implicit submit
 * (Enter in a field), which would send the form natively and drop the query the page works for.
 * A page never leaves the user waiting for nothing (issue 39 §4): when the script has not started
 * after a while (it failed to load, or was blocked), the note says so and what to do — shown by
 * the stylesheet alone (a delayed animation), since no script of ours runs then; with scripts off
 * altogether, the layout's <noscript> message says it at once and the note goes (web/style.css).
 * Held by test/browser/ready.spec.ts.
 */

/** Attributes of a button that waits for the page's script. */
export const UNTIL_READY = new Html(' disabled data-until-ready');

/** Says the page is not ready yet, and after a while what to do; the script hides it when ready. */
export function loadingNote(): Html {
  const t = words();
  return html`<div class="loading-note muted small" role="status"><p>${t.t('layout.loading')}</p>
<p class="loading-late">${t.t('layout.loadingLate')} ${t.t('layout.withoutScript')}</p></div>`;
}
