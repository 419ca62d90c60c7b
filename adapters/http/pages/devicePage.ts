import { DEVICE_PAGE_PATH } from '../../../core/devices/deviceCode';
import { html, layout } from './html';

/*
 * /device (RFC 8628, issue 27 §1): where a person types the code their TV, console or command
 * line shows. A plain GET form, so it works before (or without) any script; the code's own page
 * is the consent page in its device form (consentPage.ts).
 */

export function renderDeviceEntryPage(options: { error?: string; typed?: string } = {}): string {
  return layout({
    title: 'Sign in on a device',
    body: html`<h1>Sign in on a device</h1>
<form class="card device-entry" method="get" action="${DEVICE_PAGE_PATH}" novalidate>
<label for="user_code">The code your device shows</label>
<input id="user_code" name="user_code" class="user-code" autocomplete="one-time-code" autocapitalize="characters" spellcheck="false" inputmode="text" maxlength="20" required placeholder="XXXX-XXXX" value="${options.typed ?? ''}"${options.error ? html` aria-invalid="true" aria-describedby="user-code-error"` : ''}>
${options.error ? html`<p id="user-code-error" class="error-box" role="alert">${options.error}</p>` : ''}
<button type="submit" class="primary wide">Continue</button>
</form>
<p class="muted">Next you see which app asks, and for what, before you sign anything.</p>`,
  });
}

/** After "Deny": the device is told at its next poll. */
export function renderDeviceDeniedPage(): string {
  return layout({
    title: 'Device refused',
    body: html`<h1>Device refused</h1>
<p role="status">The device is refused at its next try; it gets no access to your account. You can close this page.</p>`,
  });
}
