import { Client } from 'undici';

/**
 * Kept-alive connections to the Hive nodes, one undici Client (one socket) per request in flight,
 * the last one freed lent first. undici's own Pool lends a connection again only a turn of the
 * event loop after its answer, so calls made one after another would alternate over two.
 * A connection that broke is freed too, first in line: its Client connects anew, so the try that
 * follows a stale connection goes on a fresh one, never on another kept one the node may have
 * closed as well (test/chain/keptAliveConnections.spec.ts).
 */

/** Idle sockets are dropped after 4 s, or sooner when the node's Keep-Alive header says so, before the common 5 s server timeouts close them under us. */
const CLIENT_OPTIONS = { keepAliveTimeout: 4000, keepAliveMaxTimeout: 4000, pipelining: 1 };

/** Free connections kept per node beyond which a freed one is closed (node:http's Agent's maxFreeSockets). */
export const MAX_FREE_PER_NODE = 256;

/** A lent connection: `used` when its socket carried an answer before this request (a socket closed since does not count). */
export interface Lent {
  client: Client;
  used: boolean;
}

const free = new Map<string, Lent[]>();

/** A connection to `origin`: the last one freed, or a new one. */
export function lend(origin: string): Lent {
  const idle = free.get(origin)?.pop();
  if (idle) return idle;
  const lent: Lent = { client: new Client(origin, CLIENT_OPTIONS), used: false };
  // undici reports a request's failure before its socket's close: `used` still describes that socket.
  lent.client.on('disconnect', () => (lent.used = false));
  return lent;
}

/** The request on `lent` ended: `answered` if it carried a whole answer. The connection is free again. */
export function giveBack(origin: string, lent: Lent, answered: boolean): void {
  lent.used ||= answered;
  let idle = free.get(origin);
  if (!idle) free.set(origin, (idle = []));
  if (idle.length < MAX_FREE_PER_NODE && !lent.client.destroyed) idle.push(lent);
  else void lent.client.close().catch(() => undefined);
}
