import { WebSocket } from 'ws';

/** The consent page's HiveAuth client (web/src/hiveauth.ts), run in Node with the `ws` WebSocket. */
import * as HiveAuth from '../../../web/src/hiveauth';

export interface Wait {
  kind: string;
  uuid: string;
  deadline: number;
  link?: string;
}

export interface PageSession {
  signChallenge(challenge: string): Promise<{ signature: string; pubkey?: string }>;
  cancel(): void;
  close(): void;
}

export function pageSession(
  relay: string,
  account: string,
  hooks: { onWait?: (wait: Wait) => void; onReconnect?: () => void } = {},
): PageSession {
  return HiveAuth.createSession({
    relay,
    account,
    app: { name: 'hivegate test' },
    // ws's WebSocket stands in for the browser's: the page uses the part both have.
    WebSocket: WebSocket as unknown as NonNullable<HiveAuth.SessionOptions['WebSocket']>,
    ...hooks,
  });
}

/** The HiveAuthError code a promise rejects with. */
export async function failureOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: { code?: string; message: string }) => error.code ?? error.message,
  );
}
