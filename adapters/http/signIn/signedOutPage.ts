import { words } from '../pages/i18n';
import { html, layout } from '../pages/html';

/** After RP-initiated logout without a place to return to: what ended, and where to go next. */
export function renderSignedOutPage(options: { user: string; app: string }): string {
  const t = words();
  return layout({
    title: t.t('signOut.doneTitle'),
    body: html`<h1>${t.t('signOut.doneTitle')}</h1>
<p role="status">${t.html('signOut.done', { user: `@${options.user}`, app: `@${options.app}` })}</p>
<p>${t.t('signOut.authority')} <a href="/authorized-apps">${t.t('layout.nav.authorizedApps')}</a></p>`,
  });
}
