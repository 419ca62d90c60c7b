import { Html, html } from './html';

/*
 * A page's buttons do nothing before its script is ready (issue 22 §3): they are rendered
 * disabled, and a note says the page is getting ready, until web/src/common.ts's ready() enables
 * them and hides the note. A disabled default button also stops the browser's implicit submit
 * (Enter in a field), which would send the form natively and drop the query the page works for.
 * Held by test/browser/ready.spec.ts.
 */

/** Attributes of a button that waits for the page's script. */
export const UNTIL_READY = new Html(' disabled data-until-ready');

/** Says the page is not ready yet; the script hides it when it is. */
export function loadingNote(): Html {
  return html`<p class="loading-note muted small" role="status">Getting this page ready… the buttons work in a moment.</p>`;
}
