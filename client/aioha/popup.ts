import { callbackParams } from '../signIn';
import type { KeyValueStorage } from '../storage';

/**
 * A window the provider opens (the consent page, a sign link) and the answer its last page hands
 * back. The window ends on the app's own callback page, which calls relayPopupCallback(): the URL
 * travels over a BroadcastChannel (same origin only; it works whether or not the window kept its
 * `opener`), matched by the `state` the provider put in it.
 */

const CHANNEL = 'hivegate-aioha';
/** Marks a state as a popup's, so the callback page knows to hand it back rather than handle it. */
const MARK = 'hivegate.aioha.popup.';
/** How often to look whether the user closed the window. */
const CLOSED_POLL_MS = 400;
const FEATURES = 'popup,width=480,height=760';

export type PopupAnswer =
  { kind: 'answered'; url: string } | { kind: 'closed' } | { kind: 'blocked' };

/** Opens `url` in a popup and waits for the callback page that carries `state`, or for the user to close it. */
export function openPopup(
  url: string,
  state: string,
  marks: KeyValueStorage = localStorage,
): Promise<PopupAnswer> {
  marks.setItem(MARK + state, '1');
  const channel = new BroadcastChannel(CHANNEL);
  const popup = window.open(url, `hivegate-${state}`, FEATURES);
  const done = () => {
    channel.close();
    marks.removeItem(MARK + state);
  };
  if (!popup) {
    done();
    return Promise.resolve({ kind: 'blocked' });
  }
  return new Promise<PopupAnswer>((resolve) => {
    // The relayed URL may be on its way when the window is seen closed: one more poll's grace.
    let closedSeen = false;
    const closedTimer = setInterval(() => {
      if (closedSeen) finish({ kind: 'closed' });
      else closedSeen = popup.closed;
    }, CLOSED_POLL_MS);
    function finish(answer: PopupAnswer) {
      clearInterval(closedTimer);
      done();
      resolve(answer);
    }
    channel.onmessage = (event: MessageEvent<{ url?: unknown }>) => {
      const answered = event.data?.url;
      if (typeof answered === 'string' && callbackParams(answered).get('state') === state)
        finish({ kind: 'answered', url: answered });
    };
  });
}

/**
 * For the app's callback page: when this page ends a window the provider opened, hands its URL
 * back to the provider, closes the window and answers true; otherwise (a redirect sign-in, or a
 * page the provider did not open) answers false and leaves the page alone.
 */
export function relayPopupCallback(
  url: string = location.href,
  marks: KeyValueStorage = localStorage,
): boolean {
  const state = callbackParams(url).get('state');
  if (!state || marks.getItem(MARK + state) === null) return false;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ url });
  channel.close();
  window.close();
  return true;
}
