import { WebSocket } from 'ws';
import { socketText } from '../../hiveauth/socketText';
import { demoAccounts } from '../..';
import type { AccountKeys } from '../../hiveauth/accountKeys';

/** The demo accounts' public keys, as the dev chain holds them (no chain needed for routing tests). */
export const demoAccountKeys: AccountKeys = async (name) => {
  const account = demoAccounts().find((a) => a.name === name);
  return account ? Object.values(account.keys).map((pair) => pair.public) : undefined;
};

export const demoKeys = (name: string) => demoAccounts().find((a) => a.name === name)!.keys;

/** A raw relay client: sends JSON, and hands out received messages in order. */
export interface RawClient {
  send(message: object): void;
  /** The next message with this cmd (earlier ones of other cmds stay queued); rejects after `ms`. */
  next(cmd: string, ms?: number): Promise<Record<string, any>>;
  /** Every message received so far. */
  received: Record<string, any>[];
  close(): void;
}

export async function rawClient(url: string): Promise<RawClient> {
  const socket = new WebSocket(url);
  const received: Record<string, any>[] = [];
  const queue: Record<string, any>[] = [];
  const waiters: { cmd: string; resolve: (m: Record<string, any>) => void }[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(socketText(raw));
    received.push(message);
    const at = waiters.findIndex((w) => w.cmd === message.cmd);
    if (at >= 0) waiters.splice(at, 1)[0].resolve(message);
    else queue.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const client: RawClient = {
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    next(cmd, ms = 3000) {
      const at = queue.findIndex((m) => m.cmd === cmd);
      if (at >= 0) return Promise.resolve(queue.splice(at, 1)[0]);
      return new Promise((resolve, reject) => {
        const waiter = {
          cmd,
          resolve: (m: Record<string, any>) => (clearTimeout(timer), resolve(m)),
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `no ${cmd} within ${ms} ms; received ${JSON.stringify(received.map((m) => m.cmd))}`,
            ),
          );
        }, ms);
        waiters.push(waiter);
      });
    },
    close: () => socket.terminate(),
  };
  await client.next('connected');
  return client;
}

/** True when no message with `cmd` arrives within `ms`. */
export async function silent(client: RawClient, cmd: string, ms = 300): Promise<boolean> {
  return client.next(cmd, ms).then(
    () => false,
    () => true,
  );
}
