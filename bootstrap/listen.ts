import { HttpErrors } from '../adapters/http/httpErrors';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from '../adapters/http/errorHandler';

/**
 * Starts an HTTP listener calling `handle` (the service's HttpListener, or a Koa app's callback()).
 * Requests the parser refuses (headers over 16 KiB, say) get a JSON error like every other answer,
 * instead of Node's bare status line; a request without `Host` goes on to the pipeline, whose
 * requireHost words its 400. `keepAliveSeconds`: how long an idle connection stays open
 * (KEEP_ALIVE_SECONDS); Node's answers say it (`Keep-Alive: timeout=…`), so clients close first.
 */
export async function listen(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  port: number,
  host: string,
  keepAliveSeconds?: number,
): Promise<Server> {
  // Node's own Host check answers a bare 400 with no body: the pipeline's requireHost says why.
  const server = createServer(
    { requireHostHeader: false },
    (request, response) => void handle(request, response),
  );
  if (keepAliveSeconds !== undefined) server.keepAliveTimeout = keepAliveSeconds * 1000;
  const answering = new Set<ServerResponse>();
  inFlight.set(server, answering);
  // One function for every response, not a closure per request.
  function forget(this: ServerResponse) {
    answering.delete(this);
  }
  server.on('request', (_request, response: ServerResponse) => {
    answering.add(response);
    response.once('close', forget);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const { body: answer } = errorBody(
      tooLarge ? HttpErrors.headersTooLarge() : HttpErrors.notHttp(),
    );
    const body = JSON.stringify(answer);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await listenPlain(server, port, host);
  return server;
}

/** Resolves once `server` listens, rejects when it cannot (port taken). */
export function listenPlain(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The URL a listener answers on (loopback when it listens on every interface). */
export function urlOf(server: Server): string {
  const address = server.address() as AddressInfo;
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The address a listener is bound to, as it reports it: `http://0.0.0.0:3000 (every interface)`
 * says what a LAN can reach, where urlOf would say loopback (issue 54 §4).
 */
export function boundTo(address: AddressInfo): string {
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  const every = address.address === '0.0.0.0' || address.address === '::';
  return `http://${host}:${address.port}${every ? ' (every interface)' : ''}`;
}

/** The responses each listener is writing, so a stop can close their sockets once they are done. */
const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Stops accepting and closes idle kept-alive sockets at once; in-flight requests finish (up to
 * `graceMs`) with `Connection: close`, and each socket closes as soon as its answer is sent,
 * instead of idling until Node's keepAliveTimeout (5 s). What is left after `graceMs` is cut.
 * test/ops/gracefulStop.spec.ts holds each of these.
 */
export async function stopListening(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const last = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
    response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  for (const response of inFlight.get(server) ?? []) last(response);
  // A request already read from an open connection before it closed: answered, then closed too.
  server.on('request', (_request, response: ServerResponse) => last(response));
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}
