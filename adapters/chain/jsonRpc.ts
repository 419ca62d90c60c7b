/**
 * One JSON-RPC call to one node, with its own timeout and no retry: the caller decides what a
 * failure means. Failures come in two kinds, because for a broadcast the difference matters:
 * - RpcRefusal: the node answered with a JSON-RPC error (it read the request and said no);
 * - RpcTransportFailure: no usable answer. `maybeDelivered` is false only when the connection
 *   was never made (refused, unknown host), so the node cannot have run the request.
 */

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export class RpcRefusal extends Error {
  constructor(readonly error: RpcErrorBody) {
    super(error.message);
    this.name = 'RpcRefusal';
  }
}

export class RpcTransportFailure extends Error {
  constructor(message: string, readonly maybeDelivered: boolean) {
    super(message);
    this.name = 'RpcTransportFailure';
  }
}

/** Error codes of a connection that was never made: the request cannot have reached the node. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

let nextId = 1;

export async function callRpc(url: string, method: string, params: unknown, timeoutMs: number): Promise<unknown> {
  const id = nextId++;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Some nodes answer a JSON-RPC body with HTTP 500 when overloaded: read the body whatever the status.
    text = await response.text();
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const notConnected = typeof code === 'string' && NOT_CONNECTED.has(code);
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(code ?? (error as Error).message);
    throw new RpcTransportFailure(reason, !notConnected);
  }
  let body: { id?: unknown; result?: unknown; error?: RpcErrorBody } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined; // judged below, with every other unusable answer
  }
  if (body?.error && typeof body.error === 'object' && typeof body.error.message === 'string') throw new RpcRefusal(body.error);
  if (!body || body.id !== id || !('result' in body)) {
    throw new RpcTransportFailure(`not a JSON-RPC answer to this request: ${JSON.stringify(text.slice(0, 60))}`, true);
  }
  return body.result;
}
