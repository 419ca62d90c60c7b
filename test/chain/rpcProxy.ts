import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A second "node" in front of a dev chain, for failover tests: it forwards JSON-RPC to `target`
 * and records every method called. With `broadcasts` set to 'drop' it forwards a broadcast (so
 * it lands) and then cuts the connection; with 'hang' it forwards and never answers; with
 * 'no-api' it answers as a hived node without the broadcast API does, forwarding nothing. A
 * JSON-RPC batch is recorded as `batch of N: method`; with `batches: 'refuse'` it is answered with
 * one JSON-RPC error, as a proxy that takes no batches does.
 */
export interface RpcProxy {
  url: string;
  methods: string[];
  broadcasts: 'forward' | 'drop' | 'hang' | 'no-api';
  batches: 'forward' | 'refuse';
  close(): Promise<void>;
}

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const server = createServer((request, response) => void forward(request, response));
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    const parsed = JSON.parse(body) as { method?: string } | { method?: string }[];
    const batch = Array.isArray(parsed);
    const method = batch ? '' : (parsed.method ?? '');
    proxy.methods.push(batch ? `batch of ${parsed.length}: ${parsed[0]?.method}` : method);
    if (batch && proxy.batches === 'refuse') {
      const error = { code: -32600, message: 'Invalid Request' };
      return void response
        .writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' })
        .end(JSON.stringify({ jsonrpc: '2.0', error, id: null }));
    }
    const isBroadcast = method.includes('broadcast_transaction');
    if (isBroadcast && proxy.broadcasts === 'no-api') {
      // hived's answer for an API it does not serve (libraries/plugins/json_rpc/json_rpc_plugin.cpp)
      const error = { code: -32002, message: 'Could not find API condenser_api' };
      return void response
        .writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' })
        .end(JSON.stringify({ jsonrpc: '2.0', error, id: 1 }));
    }
    const forwarded = fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    if (isBroadcast && proxy.broadcasts === 'hang') return void forwarded.catch(() => undefined);
    const answer = await (await forwarded).text();
    if (isBroadcast && proxy.broadcasts === 'drop') return void request.socket.destroy();
    // No keep-alive: once closed, the proxy refuses connections instead of resetting a pooled one.
    response
      .writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' })
      .end(answer);
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: RpcProxy = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    methods: [],
    broadcasts: 'forward',
    batches: 'forward',
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

/** A URL where nothing listens: connections to it are refused. */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
