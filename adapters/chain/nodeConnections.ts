import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import { RpcTransportFailure } from './rpcErrors';
import { ResponseParser, type HttpResponse } from './responseParser';

/**
 * Kept-alive HTTP/1.1 connections to the Hive nodes, and one POST on them. A request is one write
 * of one string; its answer is read by ResponseParser, with no stream, request object or header
 * object in between. node:http's ClientRequest had cost more than a tenth of a relayed
 * broadcast's CPU; undici cost a third as much but added 11–20 MB to the process (bench/README.md).
 * One request at a time per connection (no pipelining); the connection freed last is lent first.
 *
 * What a failure says (RpcTransportFailure):
 * - `maybeDelivered` is false when the connection was never made: the node cannot have read it;
 * - `staleConnection` when a connection that had carried an answer broke before any byte of this
 *   one: most likely the node closed it idle as it was reused. The node's other free connections
 *   are as old, so they are closed too: the next try connects anew.
 */

/** Free connections are closed after 4 s idle, before the common 5 s server keep-alive timeouts close them under us. */
const IDLE_MS = 4000;
/** Free connections kept per node beyond which a freed one is closed (node:http's Agent's maxFreeSockets). */
export const MAX_FREE_PER_NODE = 256;

/** Where a node is reached: parsed once per address. */
interface Target {
  origin: string;
  secure: boolean;
  host: string;
  port: number;
  /** The request's first lines up to Content-Length's value. */
  head: string;
}

interface Exchange {
  parser: ResponseParser;
  resolve: (response: HttpResponse) => void;
  reject: (failure: RpcTransportFailure) => void;
}

class NodeConnection {
  readonly socket: Socket;
  /** Connected: a request written may have reached the node. */
  private connected = false;
  /** It carried a whole answer before the current request. */
  used = false;
  private exchange: Exchange | undefined;
  private failure: NodeJS.ErrnoException | undefined;

  constructor(
    readonly target: Target,
    private readonly onIdleClose: (connection: NodeConnection) => void,
  ) {
    const { host, port, secure } = target;
    this.socket = secure
      ? connectTls({
          host,
          port,
          servername: isIP(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
        })
      : connectTcp({ host, port });
    this.socket.setNoDelay(true);
    this.socket.once(secure ? 'secureConnect' : 'connect', () => (this.connected = true));
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.on('error', (error) => (this.failure ??= error));
    this.socket.on('timeout', () => this.socket.destroy());
    this.socket.on('close', () => this.closed());
  }

  get alive(): boolean {
    return !this.socket.destroyed;
  }

  send(body: string): Promise<HttpResponse> {
    return new Promise((resolve, reject) => {
      this.exchange = { parser: new ResponseParser(), resolve, reject };
      this.socket.setTimeout(0);
      this.socket.ref();
      this.socket.write(`${this.target.head}${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  /** Ends the current request with `message` and closes the connection (a timeout, say). */
  abort(message: string): void {
    const exchange = this.exchange;
    this.exchange = undefined;
    this.socket.destroy();
    exchange?.reject(new RpcTransportFailure(message, this.connected));
  }

  /** Waits free: closed after IDLE_MS, and never keeps the process alive. */
  idle(): void {
    this.socket.setTimeout(IDLE_MS);
    this.socket.unref();
  }

  private read(chunk: Buffer): void {
    const exchange = this.exchange;
    if (!exchange) return void this.socket.destroy(); // bytes nobody asked for: out of step
    let response: HttpResponse | undefined;
    try {
      response = exchange.parser.push(chunk);
    } catch (error) {
      return this.abort((error as Error).message);
    }
    if (response) this.answered(exchange, response);
  }

  private answered(exchange: Exchange, response: HttpResponse): void {
    this.exchange = undefined;
    this.used = true;
    if (!response.keepAlive) this.socket.destroy();
    exchange.resolve(response);
  }

  private closed(): void {
    const exchange = this.exchange;
    if (!exchange) return this.onIdleClose(this);
    const response = exchange.parser.end();
    if (response) return this.answered(exchange, response);
    this.exchange = undefined;
    const code = this.failure?.code;
    const message = code ?? this.failure?.message ?? 'connection closed before the answer';
    if (!this.connected) return exchange.reject(new RpcTransportFailure(message, false));
    const stale = this.used && !exchange.parser.started;
    exchange.reject(
      new RpcTransportFailure(stale ? `${message} on a reused connection` : message, true, stale),
    );
  }
}

const targets = new Map<string, Target>();
const free = new Map<string, NodeConnection[]>();

/** The node at `url`, parsed once; RpcTransportFailure (nothing sent) when it is no http(s) address. */
function targetOf(url: string): Target {
  let target = targets.get(url);
  if (target) return target;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RpcTransportFailure('not a node address', false); // the address may hold credentials
  }
  const secure = parsed.protocol === 'https:';
  if (!secure && parsed.protocol !== 'http:')
    throw new RpcTransportFailure(`unsupported protocol ${parsed.protocol}`, false);
  target = {
    origin: parsed.origin,
    secure,
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port) || (secure ? 443 : 80),
    head:
      `POST ${parsed.pathname}${parsed.search} HTTP/1.1\r\nHost: ${parsed.host}\r\n` +
      basicAuthorization(parsed) +
      'Content-Type: application/json\r\nAccept: application/json\r\nContent-Length: ',
  };
  targets.set(url, target);
  return target;
}

/** A node address's user and password (`https://user:pass@node`), sent as node:http sent them: Basic. */
function basicAuthorization(url: URL): string {
  if (!url.username && !url.password) return '';
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return `Authorization: Basic ${Buffer.from(credentials).toString('base64')}\r\n`;
}

function lend(target: Target): NodeConnection {
  const idle = free.get(target.origin);
  while (idle && idle.length > 0) {
    const connection = idle.pop()!;
    if (connection.alive) return connection;
  }
  return new NodeConnection(target, forget);
}

function giveBack(connection: NodeConnection): void {
  const origin = connection.target.origin;
  let idle = free.get(origin);
  if (!idle) free.set(origin, (idle = []));
  if (idle.length >= MAX_FREE_PER_NODE) return void connection.socket.destroy();
  connection.idle();
  idle.push(connection);
}

/** A free connection closed (idle timeout, or the node closed it): no longer lent. */
function forget(connection: NodeConnection): void {
  const idle = free.get(connection.target.origin);
  const at = idle?.indexOf(connection) ?? -1;
  if (at >= 0) idle!.splice(at, 1);
}

/**
 * POSTs `body` (JSON) to `url` on a kept connection, or a new one; the answer whatever its status.
 * Fails with RpcTransportFailure only; `no answer within …` after `remainingMs`.
 */
export async function post(
  url: string,
  body: string,
  remainingMs: number,
  timeoutMs: number,
): Promise<HttpResponse> {
  const target = targetOf(url);
  const connection = lend(target);
  const timer = setTimeout(() => connection.abort(`no answer within ${timeoutMs} ms`), remainingMs);
  try {
    const response = await connection.send(body);
    if (connection.alive) giveBack(connection);
    return response;
  } catch (error) {
    if ((error as RpcTransportFailure).staleConnection) closeFree(target.origin);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the free connections to the node at `origin`. */
function closeFree(origin: string): void {
  const idle = free.get(origin) ?? [];
  free.delete(origin);
  for (const connection of idle) connection.socket.destroy();
}

/** How many free connections to the node at `origin` are kept (for tests). */
export function freeConnections(origin: string): number {
  return free.get(origin)?.length ?? 0;
}
