import { html, layout } from './html';

/** After RP-initiated logout without a place to return to: what ended, and where to go next. */
export function renderSignedOutPage(options: { user: string; app: string }): string {
  return layout({
    title: 'Signed out',
    body: html`<h1>Signed out</h1>
<p role="status">@${options.user} is signed out of @${options.app}: its access and refresh tokens from that sign-in no longer work.</p>
<p>The app keeps the posting authority you gave it on chain, if any. To take that away too, remove it at <a href="/authorized-apps">your authorized apps</a>.</p>`,
  });
}
