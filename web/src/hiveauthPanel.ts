import qrcode from 'qrcode-generator';
import { byId, status } from './common';
import type { Wait } from './hiveauth';
import { t } from './i18n';

/*
 * The #hiveauth section while a wallet is asked (the consent and register pages): the QR code and
 * link on the first request, a prompt on later ones, and the time left. While it shows, it takes
 * the place of the form that asked (`replaces`), and is brought to the top of the screen: on a
 * phone the QR code and "Open in the wallet app" would otherwise start below the fold (issue 39 §4).
 */

let waitTimer: ReturnType<typeof setInterval> | undefined;

export function showHiveAuthWait(wait: Wait, replaces: HTMLElement): void {
  const section = byId('hiveauth');
  section.hidden = false;
  replaces.hidden = true;
  byId('hiveauth-scan').hidden = !wait.link;
  if (wait.link) {
    const qr = qrcode(0, 'M');
    qr.addData(wait.link);
    qr.make();
    // 4 modules of quiet zone, as the QR standard asks; 8 px per module keeps it sharp and large.
    byId<HTMLImageElement>('hiveauth-qr').src = qr.createDataURL(8, 8 * 4);
    byId<HTMLAnchorElement>('hiveauth-link').href = wait.link;
  }
  byId<HTMLButtonElement>('hiveauth-cancel').disabled = false;
  section.scrollIntoView({ block: 'start' });
  byId('hiveauth-title').focus({ preventScroll: true });
  status(t(wait.link ? 'hiveauth.waiting' : 'hiveauth.confirm'));
  const tick = () => {
    const left = Math.max(0, Math.round((wait.deadline - Date.now()) / 1000));
    byId('hiveauth-time').textContent = t('hiveauth.timeLeft', { seconds: left });
  };
  clearInterval(waitTimer);
  tick();
  waitTimer = setInterval(tick, 1000);
}

/** The wallet answered (or the user cancelled): the form that asked comes back. */
export function hideHiveAuthWait(replaced: HTMLElement): void {
  clearInterval(waitTimer);
  byId('hiveauth').hidden = true;
  replaced.hidden = false;
}
