import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { errorBody } from '../adapters/http/errorHandler';
import { Errors } from '../core/errors';

/**
 * Starts an HTTP listener for `app`. Requests the parser refuses (headers over 16 KiB, say) get a
 * JSON error like every other answer, instead of Node's bare status line.
 */
export async function listen(app: Koa, port: number, host: string): Promise<Server> {
  const server = createServer(app.callback());
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const { body: answer } = errorBody(tooLarge ? Errors.headersTooLarge() : Errors.notHttp());
    const body = JSON.stringify(answer);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** The URL a listener answers on (loopback when it listens on every interface). */
export function urlOf(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes what is left. */
export async function stopListening(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  timer.unref();
  await closed;
  clearTimeout(timer);
}
