import * as HG from '../common';
import { t } from '../i18n';

/*
 * A wallet attempt that waits for the user on a device (Ledger: confirm on the device, issue 57 §8):
 * the page's form is disabled meanwhile (run()), so the wait is said beside the button that started
 * it — not at the page's bottom — with a Cancel that ends the attempt and gives the form back.
 */

/** The button last pressed (or submitted with Enter): the one an attempt started from. */
let started: HTMLButtonElement | null = null;
document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && button.id !== 'wallet-wait-cancel') started = button;
  },
  true,
);

let said: HTMLElement | null = null;

/**
 * Shows the wait beside the button that started it, with a Cancel calling `cancel` (focused, as
 * the form's buttons are disabled); the returned function ends the wait.
 */
export function waitBesideButton(cancel: () => void): () => void {
  const panel = document.createElement('div');
  panel.id = 'wallet-wait';
  panel.className = 'wallet-wait';
  const text = document.createElement('span');
  text.id = 'wallet-wait-status';
  text.setAttribute('role', 'status');
  text.setAttribute('aria-live', 'polite');
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'wallet-wait-cancel';
  button.textContent = t('wallet.cancel');
  button.addEventListener('click', cancel);
  panel.append(text, ' ', button);
  // A step that goes on by itself (the sign-in after the grant) has no button of its own shown.
  const beside =
    started?.isConnected && started.offsetParent !== null ? started : HG.byId('status');
  beside.after(panel);
  said = text;
  button.focus();
  return () => {
    if (said === text) said = null;
    panel.remove();
  };
}

/** Says what the page waits for: beside the button while a wait is shown, else the status line. */
export function attemptStatus(text: string): void {
  if (said) said.textContent = text;
  else HG.status(text);
}
