import type { AddressInfo } from 'node:net';
import { PrivateKey } from '@hiveio/dhive';
import { WebSocket, WebSocketServer } from 'ws';
import { socketText } from './socketText';
import type { AccountKeys } from './accountKeys';
import { RelayRouter } from './relayRouter';

/*
 * A local HiveAuth relay (HAS) over WebSocket, so HiveAuth sign-in runs with no internet: dev
 * (`npm run dev` starts it in process), tests, and `npm run hiveauth-relay`. It is a dev tool: one
 * process, requests in memory, no rate limits.
 */

export interface HiveAuthRelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** How long a request waits for a wallet; 60 s by default, like the public relays. */
  timeoutMs?: number;
  /** Where wallets' Proofs of Key are checked (the dev chain's accounts). */
  accountKeys: AccountKeys;
  addressPrefix?: string;
  /** The relay's own key, to which wallets encrypt their proofs; random by default. */
  relayKey?: PrivateKey;
}

export interface HiveAuthRelay {
  /** `ws://host:port` */
  url: string;
  router: RelayRouter;
  /** Closes every open socket at once, as a relay restart or network drop would; the relay keeps listening. */
  dropConnections(): void;
  /** While false, new sockets are closed before the greeting: a relay that is down. */
  setAccepting(accepting: boolean): void;
  close(): Promise<void>;
}

export async function startHiveAuthRelay(options: HiveAuthRelayOptions): Promise<HiveAuthRelay> {
  const router = new RelayRouter({
    timeoutMs: options.timeoutMs ?? 60_000,
    relayKey:
      options.relayKey ?? PrivateKey.fromSeed(`hiveauth-relay-${Math.random()}-${Date.now()}`),
    addressPrefix: options.addressPrefix ?? 'STM',
    accountKeys: options.accountKeys,
  });
  const host = options.host ?? '127.0.0.1';
  const server = new WebSocketServer({ port: options.port ?? 0, host, maxPayload: 64 * 1024 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  let accepting = true;

  server.on('connection', (socket: WebSocket) => {
    if (!accepting) return socket.terminate();
    const peer = {
      send: (message: object) =>
        socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message)),
    };
    socket.on('message', (raw) => {
      let message: unknown;
      try {
        message = JSON.parse(socketText(raw));
      } catch {
        return peer.send({ cmd: 'error', error: 'invalid JSON' });
      }
      router.receive(peer, message).catch((error: unknown) => {
        console.error('hiveauth relay: internal error', error);
        peer.send({ cmd: 'error', error: 'internal relay error' });
      });
    });
    socket.on('close', () => router.left(peer));
    socket.on('error', () => socket.terminate());
    router.greet(peer);
  });

  const sweeper = setInterval(() => router.sweep(), 1000);
  sweeper.unref();
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `ws://${shownHost}:${port}`,
    router,
    dropConnections: () => server.clients.forEach((socket) => socket.terminate()),
    setAccepting: (value) => (accepting = value),
    close: () =>
      new Promise((resolve) => {
        clearInterval(sweeper);
        server.clients.forEach((socket) => socket.terminate());
        server.close(() => resolve());
      }),
  };
}
