import type { MessageId } from '../i18n/catalogue';
import { t } from './i18n';
/*
 * A small HiveAuth (HAS) client for the consent page (also run in Node by the devnet's tests). The
 * page talks to the relay directly; the service never sees the relay or the auth_key.
 * - Payloads are encrypted with CryptoJS's passphrase AES (hiveauthCipher.ts) under a fresh random
 *   auth_key per sign-in.
 * - The auth_key reaches the wallet only out of band, in the QR code / has://auth_req/ link.
 * - Answers that do not decrypt with our auth_key are ignored (not from our wallet); a nack counts
 *   only when it decrypts to the request's uuid, as the reference wrapper does.
 * - A dropped relay connection is reopened once per drop and the request re-attached (attach_req);
 *   if that fails the sign-in ends with `relay_lost`.
 */

import { decrypt, encrypt } from './hiveauthCipher';

const CONNECT_MS = 10_000;
const MAX_RECONNECTS = 3;

/** Each way a HiveAuth request ends badly, and its words in the page's catalogue. */
export const MESSAGES = {
  relay_unreachable: 'hiveauth.unreachable',
  relay_lost: 'hiveauth.lost',
  relay_error: 'hiveauth.relayError',
  expired: 'hiveauth.expired',
  rejected: 'hiveauth.rejected',
  wallet_error: 'hiveauth.walletError',
  bad_answer: 'hiveauth.badAnswer',
  cancelled: 'hiveauth.cancelled',
} as const satisfies Record<string, MessageId>;

export type HiveAuthCode = keyof typeof MESSAGES;

export class HiveAuthError extends Error {
  override name = 'HiveAuthError';
  constructor(
    readonly code: HiveAuthCode,
    detail?: string,
  ) {
    super(detail ? `${t(MESSAGES[code])} (${detail})` : t(MESSAGES[code]));
  }
}

/** The documented deep link: has://auth_req/ + base64 of {account, uuid, key, host}. */
export function authLink(payload: {
  account: string;
  uuid: string;
  key: string;
  host: string;
}): string {
  const { account, uuid, key, host } = payload;
  return `has://auth_req/${btoa(JSON.stringify({ account, uuid, key, host }))}`;
}

/** The relay socket: the browser's WebSocket, or `ws` in Node. */
interface Socket {
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}
type SocketClass = new (url: string) => Socket;

/** An open relay connection and the relay's request timeout. */
interface Link {
  socket: Socket;
  timeoutMs: number;
}

/** What the page shows while the wallet is asked: the QR link on the first request. */
export interface Wait {
  kind: string;
  uuid: string;
  deadline: number;
  link?: string;
}

export interface SessionOptions {
  relay: string;
  account: string;
  app: { name: string; description?: string };
  onWait?: (wait: Wait) => void;
  onReconnect?: () => void;
  WebSocket?: SocketClass;
}

interface Pending {
  kind: 'auth' | 'challenge' | 'sign';
  uuid: string | null;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export type HiveAuthSession = ReturnType<typeof createSession>;

// ---- the relay connection ----
interface RelayMessage {
  cmd: string;
  uuid?: string;
  timeout?: unknown;
  expire?: unknown;
  data?: unknown;
  error?: unknown;
}

/** The relay's error text, when it sent one. */
function errorText(error: unknown): string {
  return typeof error === 'string' ? error : '';
}

function parse(data: unknown): RelayMessage | null {
  try {
    const message = JSON.parse(
      typeof data === 'string' ? data : '',
    ) as Partial<RelayMessage> | null;
    return message && typeof message.cmd === 'string' ? (message as RelayMessage) : null;
  } catch {
    return null;
  }
}

/** Opens a socket and waits for the relay's `connected` greeting: `{socket, timeoutMs}`. */
function openSocket(url: string, Impl: SocketClass): Promise<Link> {
  return new Promise((resolve, reject) => {
    let socket: Socket;
    try {
      socket = new Impl(url);
    } catch {
      reject(new HiveAuthError('relay_unreachable'));
      return;
    }
    const timer = setTimeout(() => {
      socket.onclose = null;
      socket.close();
      reject(new HiveAuthError('relay_unreachable'));
    }, CONNECT_MS);
    socket.onerror = () => {};
    socket.onclose = () => {
      clearTimeout(timer);
      reject(new HiveAuthError('relay_unreachable'));
    };
    socket.onmessage = (event) => {
      const message = parse(event.data);
      if (message && message.cmd === 'connected') {
        clearTimeout(timer);
        resolve({ socket, timeoutMs: (Number(message.timeout) || 60) * 1000 });
      }
    };
  });
}

/**
 * One sign-in through a relay. `signChallenge(text)` resolves with `{signature, pubkey}` as the
 * wallet reports them (the service checks the signature itself): the first call sends auth_req
 * with the challenge (the wallet needs the QR / link); later calls send challenge_req under the
 * same auth_key, which the wallet already knows.
 * Options: relay (ws/wss URL), account, app {name, description}, onWait({kind, uuid, deadline,
 * link?}), onReconnect(), WebSocket (defaults to the browser's).
 */
export function createSession(options: SessionOptions) {
  const Impl = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketClass);
  const authKey = globalThis.crypto.randomUUID();
  let link: Link | null = null;
  let current: Pending | null = null;
  let authenticated = false;
  let ended = false;
  let reconnects = 0;

  function finish(error: Error | null, value?: unknown): void {
    const request = current;
    if (!request) return;
    current = null;
    clearTimeout(request.timer);
    if (error) request.reject(error);
    else request.resolve(value);
  }

  function expireAt(deadline: number): void {
    if (!current) return;
    clearTimeout(current.timer);
    current.timer = setTimeout(
      () => finish(new HiveAuthError('expired')),
      Math.max(0, deadline - Date.now()),
    );
  }

  async function connect(): Promise<Link> {
    if (link) return link;
    const opened = await openSocket(options.relay, Impl);
    if (ended) {
      opened.socket.close();
      throw new HiveAuthError('cancelled');
    }
    link = opened;
    opened.socket.onmessage = (event) => {
      handle(parse(event.data)).catch((error: Error) => finish(error));
    };
    opened.socket.onclose = () => {
      if (link !== opened) return;
      link = null;
      void reattach(); // it settles every failure itself (finish)
    };
    return opened;
  }

  async function reattach(): Promise<void> {
    const request = current;
    if (!request || ended) return;
    if (!request.uuid || reconnects >= MAX_RECONNECTS)
      return finish(new HiveAuthError('relay_lost'));
    reconnects++;
    if (options.onReconnect) options.onReconnect();
    try {
      const opened = await connect();
      opened.socket.send(JSON.stringify({ cmd: 'attach_req', uuid: request.uuid }));
    } catch {
      if (current === request) finish(new HiveAuthError('relay_lost'));
    }
  }

  async function handle(message: RelayMessage | null): Promise<void> {
    const request = current;
    if (!message || !request) return;
    const { cmd } = message;
    if (cmd === 'error') {
      if (!request.uuid) finish(new HiveAuthError('relay_error', errorText(message.error)));
      return;
    }
    if (cmd === `${request.kind}_wait` && !request.uuid) {
      request.uuid = String(message.uuid);
      const left = Number(message.expire) - Date.now();
      const limit = link ? link.timeoutMs : 60_000;
      const deadline = Date.now() + (left > 0 && left <= limit ? left : limit);
      expireAt(deadline);
      const wait: Wait = { kind: request.kind, uuid: request.uuid, deadline };
      if (request.kind === 'auth')
        wait.link = authLink({
          account: options.account,
          uuid: request.uuid,
          key: authKey,
          host: options.relay,
        });
      if (options.onWait) options.onWait(wait);
      return;
    }
    if (message.uuid !== request.uuid) return;
    if (cmd === 'attach_nack') return finish(new HiveAuthError('expired'));
    if (cmd === `${request.kind}_ack` && request.kind !== 'sign') {
      let data: unknown;
      try {
        data = JSON.parse(await decrypt(String(message.data), authKey));
      } catch {
        return; // not encrypted with our key: not from our wallet
      }
      if (current === request) finish(null, data);
    } else if (cmd === 'sign_ack' && request.kind === 'sign') {
      finish(null, message.data); // the transaction id, in clear by the protocol
    } else if (cmd === `${request.kind}_nack`) {
      const said = await decrypt(String(message.data), authKey).catch(() => null);
      if (said === request.uuid && current === request) finish(new HiveAuthError('rejected'));
    } else if (cmd === `${request.kind}_err`) {
      const text = errorText(message.error);
      const detail = await decrypt(text, authKey).catch(() => text);
      if (current === request) finish(new HiveAuthError('wallet_error', detail.slice(0, 200)));
    }
  }

  function request(kind: Pending['kind'], body: unknown): Promise<unknown> {
    if (ended) return Promise.reject(new HiveAuthError('cancelled'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { kind, uuid: null, resolve, reject, timer: undefined };
      current = pending;
      (async () => {
        const opened = await connect();
        const data = await encrypt(JSON.stringify(body), authKey);
        if (current !== pending) return;
        expireAt(Date.now() + opened.timeoutMs);
        opened.socket.send(JSON.stringify({ cmd: `${kind}_req`, account: options.account, data }));
      })().catch((error: Error) => {
        if (current === pending) finish(error);
      });
    });
  }

  /** Ends the session: no reconnect, the socket closes. */
  function close(): void {
    ended = true;
    const opened = link;
    link = null;
    if (opened) opened.socket.close();
  }

  function answerOf(answer: unknown): { signature: string; pubkey?: string } {
    const signed = answer as { challenge?: unknown; pubkey?: unknown } | null | undefined;
    if (
      !signed ||
      typeof signed.challenge !== 'string' ||
      !/^[0-9a-f]{130}$/i.test(signed.challenge)
    )
      throw new HiveAuthError('bad_answer');
    return {
      signature: signed.challenge,
      pubkey: typeof signed.pubkey === 'string' ? signed.pubkey : undefined,
    };
  }

  /** Sends auth_req without a challenge once, so that sign_req and challenge_req can follow under the auth_key. */
  async function ensureAuthenticated(): Promise<void> {
    if (authenticated) return;
    await request('auth', { app: options.app });
    authenticated = true;
  }

  return {
    /**
     * Asks the wallet to sign and broadcast `ops` with its `keyType` key (sign_req); resolves with
     * what the wallet answers (the transaction id). Authenticates first if needed (QR / link).
     */
    async broadcast(keyType: string, ops: unknown[]): Promise<unknown> {
      await ensureAuthenticated();
      return request('sign', { key_type: keyType, ops, broadcast: true, nonce: Date.now() });
    },
    async signChallenge(challenge: string): Promise<{ signature: string; pubkey?: string }> {
      const challengeData = { key_type: 'posting', challenge };
      if (!authenticated) {
        const data = (await request('auth', { app: options.app, challenge: challengeData })) as {
          challenge?: unknown;
        } | null;
        authenticated = true;
        return answerOf(data && data.challenge);
      }
      return answerOf(await request('challenge', { ...challengeData, nonce: Date.now() }));
    },
    /** Stops waiting: the pending request ends with `cancelled` and the socket closes. */
    cancel(): void {
      finish(new HiveAuthError('cancelled'));
      close();
    },
    close,
  };
}
