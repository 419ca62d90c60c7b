import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultSettings, FaultSwitches } from './faults';
import { answer, methodNameOf } from './jsonRpc';
import type { InternalErrorReporter } from './jsonRpc';
import type { MethodContext } from './rpcMethods';

/**
 * The HTTP side of the node: JSON-RPC over POST (single or batch), CORS open to every origin
 * with an OPTIONS preflight like public nodes (browser pages call it), fault switches, and
 * optionally `POST /admin/faults` to flip them from outside the process.
 */

export interface RpcServerOptions {
  context: MethodContext;
  faults: FaultSwitches;
  /** Serve `POST /admin/faults` (body: FaultSettings fields). Off unless asked for. */
  adminRoutes?: boolean;
  reportInternal: InternalErrorReporter;
  /** Called before each JSON-RPC request is run. */
  beforeRequest?: () => void;
}

const MAX_BODY_BYTES = 2 * 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, User-Agent',
  'Access-Control-Max-Age': '86400',
};

export function createRpcServer(options: RpcServerOptions): Server {
  const server = createServer((request, response) => {
    handle(request, response, options).catch((error: unknown) => {
      options.reportInternal(error, 'http');
      if (!response.headersSent) send(response, 500, { error: 'internal error' });
      else response.destroy();
    });
  });
  // Longer than clients' idle pools (undici keeps sockets ~4 s, proxies up to 60 s), so the server
  // never closes a kept-alive socket just as a client reuses it (seen as ECONNRESET under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('connection', (socket: Socket) => {
    if (options.faults.current.mode === 'refuse') socket.destroy();
  });
  return server;
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  options: RpcServerOptions,
): Promise<void> {
  const faults = options.faults.current;
  if (faults.mode === 'refuse') return void request.socket.destroy();
  if (request.method === 'OPTIONS') return void send(response, 204);
  const body = await readBody(request);
  if (body === undefined)
    return void send(response, 413, { error: `request body over ${MAX_BODY_BYTES} bytes` });
  if (faults.latencyMs > 0) await sleep(faults.latencyMs);
  if (request.url?.startsWith('/admin/faults') && options.adminRoutes)
    return adminFaults(request, body, response, options);
  if (request.method !== 'POST')
    return void send(response, 200, {
      status: 'ok',
      chain_id: options.context.chain.chainId,
      head_block_number: options.context.chain.head.block_num,
    });
  if (faults.mode === 'http500' || options.faults.drawFailure())
    return void send(response, 500, 'Internal Server Error (fault injected)');
  if (faults.mode === 'garbage')
    return void send(response, 200, '<html>502 Bad Gateway</html>\u0000garbage{');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    return void send(response, 200, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: `Parse Error: ${(error as Error).message}` },
    });
  }
  const requests = Array.isArray(parsed) ? parsed : [parsed];
  const answers = [];
  for (const single of requests) {
    options.beforeRequest?.();
    answers.push(await answer(single, options.context, options.reportInternal));
  }
  if (
    faults.mode === 'drop_after_apply' &&
    requests.some((r) => methodNameOf(r).includes('broadcast_transaction'))
  ) {
    return void request.socket.destroy();
  }
  send(response, 200, Array.isArray(parsed) ? answers : answers[0]);
}

function adminFaults(
  request: IncomingMessage,
  body: string,
  response: ServerResponse,
  options: RpcServerOptions,
): void {
  if (request.method !== 'POST') return void send(response, 200, options.faults.current);
  try {
    options.faults.set(JSON.parse(body) as Partial<FaultSettings>);
    send(response, 200, options.faults.current);
  } catch (error) {
    send(response, 400, { error: (error as Error).message });
  }
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}
