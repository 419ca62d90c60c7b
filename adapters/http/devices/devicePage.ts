import { DEVICE_PAGE_PATH } from '../../../core/signIn/deviceCode';
import { words } from '../pages/i18n';
import { html, layout } from '../pages/html';

/*
 * /device (RFC 8628, issue 27 §1): where a person types the code their TV, console or command
 * line shows. A plain GET form, so it works before (or without) any script; the code's own page
 * is the consent page in its device form (consentPage.ts). The form carries the page's
 * `ui_locales` on, so the code's page speaks the language the device asked for (issue 40 §2).
 */

export function renderDeviceEntryPage(
  options: { error?: string; typed?: string; uiLocales?: string } = {},
): string {
  const t = words();
  const error = options.error && (t.locale === 'en' ? options.error : t.t('device.codeError'));
  return layout({
    title: t.t('device.title'),
    body: html`<h1>${t.t('device.title')}</h1>
<form class="card device-entry" method="get" action="${DEVICE_PAGE_PATH}" novalidate>
<label for="user_code">${t.t('device.codeLabel')}</label>
<input id="user_code" name="user_code" class="user-code" dir="ltr" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" inputmode="text" maxlength="20" required placeholder="XXXX-XXXX" value="${options.typed ?? ''}"${error ? html` aria-invalid="true" aria-describedby="user-code-error"` : ''}>
${options.uiLocales ? html`<input type="hidden" name="ui_locales" value="${options.uiLocales}">` : ''}
${error ? html`<p id="user-code-error" class="error-box" role="alert">${error}</p>` : ''}
<button type="submit" class="primary wide">${t.t('device.continue')}</button>
</form>
<p class="muted">${t.t('device.next')}</p>`,
  });
}

/** After "Deny": the device is told at its next poll. */
export function renderDeviceDeniedPage(): string {
  const t = words();
  return layout({
    title: t.t('device.deniedTitle'),
    body: html`<h1>${t.t('device.deniedTitle')}</h1>
<p role="status">${t.t('device.denied')}</p>`,
  });
}
