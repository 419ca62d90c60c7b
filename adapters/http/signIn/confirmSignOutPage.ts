import type { EndSessionInput } from '../../../core/signIn/EndSessionUseCase';
import { OPENID_PATHS } from '../tokens/openIdConfiguration';
import { words } from '../pages/i18n';
import { html, layout } from '../pages/html';

/**
 * RP-initiated logout that the request alone does not prove the app sent (an expired id_token, no
 * registered place to return to): the user decides (issue 37 §3). The form posts back to this
 * service's own logout endpoint with `confirm=yes`, which counts only from this page.
 */
export function renderConfirmSignOutPage(
  who: { user: string; app: string },
  request: EndSessionInput,
): string {
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : html`<input type="hidden" name="${name}" value="${value}">`;
  const t = words();
  const app = `@${who.app}`;
  return layout({
    title: t.t('signOut.askTitle'),
    body: html`<h1>${t.html('signOut.askHeading', { app })}</h1>
<p>${t.html('signOut.ask', { user: `@${who.user}`, app })}</p>
<form method="post" action="${OPENID_PATHS.endSession}">
${hidden('id_token_hint', request.idTokenHint)}${hidden('client_id', request.clientId)}${hidden('post_logout_redirect_uri', request.postLogoutRedirectUri)}${hidden('state', request.state)}
<input type="hidden" name="confirm" value="yes">
<button type="submit">${t.html('signOut.confirm', { app })}</button>
</form>
<p><a href="/">${t.t('signOut.stay')}</a></p>`,
  });
}
