/**
 * One JSON-RPC call to one node, with its own timeout and no retry (save a read whose pooled
 * connection the node had closed, see callRpc): the caller decides what a failure means. Failures come in two kinds, because for a broadcast the difference matters:
 * - RpcRefusal: the node answered with a JSON-RPC error (it read the request and said no);
 * - RpcTransportFailure: no usable answer. `maybeDelivered` is false only when the connection
 *   was never made (refused, unknown host), so the node cannot have run the request.
 */

import type { Dispatcher } from 'undici';
import { giveBack, lend } from './nodeConnections';

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
  constructor(
    message: string,
    readonly maybeDelivered: boolean,
    /** A pooled keep-alive connection broke before any answer: most likely closed idle by the server. */
    readonly staleConnection = false,
  ) {
    super(message);
    this.name = 'RpcTransportFailure';
  }
}

/** Error codes of a connection that was never made: the request cannot have reached the node. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * undici (Node's own HTTP client, under its fetch) on kept-alive connections (nodeConnections),
 * driven by a bare handler: no stream, no request object. It cost a third of the CPU per call of
 * node:http's ClientRequest, which had cost more than a tenth of a relayed broadcast
 * (bench/README.md); global fetch cost more still.
 */

let nextId = 1;

type RpcAnswer = { id?: unknown; result?: unknown; error?: RpcErrorBody };

/**
 * `retryStale`: a pooled connection the server had closed breaks before anything is read back;
 * for a read, that try is repeated once on a fresh connection (Node's documentation advises it).
 * A broadcast passes false and gets the failure (`staleConnection`): the node may have read the
 * transaction, so only the caller, who treats a later "duplicate" as delivered, may resend it.
 */
export async function callRpc(
  url: string,
  method: string,
  params: unknown,
  timeoutMs: number,
  retryStale = true,
): Promise<unknown> {
  const id = nextId++;
  const text = await post(
    url,
    JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    timeoutMs,
    retryStale,
  );
  return resultOf(parsed(text) as RpcAnswer | undefined, id, text);
}

/**
 * Several reads in one request, a JSON-RPC batch (hived's json_rpc plugin answers an array with
 * an array, in any order): one round trip instead of one per call. Answers the results in the
 * order of `calls`; any call's error rejects the whole batch (RpcRefusal), as does an answer that
 * is not one per call (RpcTransportFailure: a node that serves no batches).
 */
export async function callRpcBatch(
  url: string,
  calls: readonly { method: string; params: unknown }[],
  timeoutMs: number,
): Promise<unknown[]> {
  const first = nextId;
  nextId += calls.length;
  const text = await post(
    url,
    JSON.stringify(
      calls.map(({ method, params }, i) => ({ jsonrpc: '2.0', id: first + i, method, params })),
    ),
    timeoutMs,
    true,
  );
  const answers = parsed(text);
  if (!Array.isArray(answers) || answers.length !== calls.length) {
    throw new RpcTransportFailure(
      `not a JSON-RPC batch answer to this request: ${JSON.stringify(text.slice(0, 60))}`,
      true,
    );
  }
  const byId = new Map((answers as RpcAnswer[]).map((answer) => [answer?.id, answer]));
  return calls.map((_, i) => resultOf(byId.get(first + i), first + i, text));
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // judged by the caller, with every other unusable answer
  }
}

/** The result of the answer to request `id`; its JSON-RPC error as RpcRefusal; else a transport failure. */
function resultOf(body: RpcAnswer | undefined, id: number, text: string): unknown {
  if (body?.error && typeof body.error === 'object' && typeof body.error.message === 'string')
    throw new RpcRefusal(body.error);
  if (!body || body.id !== id || !('result' in body)) {
    throw new RpcTransportFailure(
      `not a JSON-RPC answer to this request: ${JSON.stringify(text.slice(0, 60))}`,
      true,
    );
  }
  return body.result;
}

/** POSTs `body`; resolves with the answer's text whatever its HTTP status (some nodes answer JSON-RPC errors with 500). */
async function post(
  url: string,
  body: string,
  timeoutMs: number,
  retryStale: boolean,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await postOnce(url, body, Math.max(1, deadline - Date.now()), timeoutMs);
    } catch (error) {
      if (
        error instanceof RpcTransportFailure &&
        error.staleConnection &&
        retryStale &&
        attempt === 1
      )
        continue;
      if (error instanceof RpcTransportFailure) throw error;
      throw new RpcTransportFailure((error as Error).message, true);
    }
  }
}

/** Each node address parsed once: the origin connections are kept for, and the path posted to. */
const targets = new Map<string, { origin: string; path: string }>();

function targetOf(url: string): { origin: string; path: string } {
  let target = targets.get(url);
  if (!target) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new RpcTransportFailure(`not a node address: ${url}`, false);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new RpcTransportFailure(`unsupported protocol ${parsed.protocol}`, false);
    target = { origin: parsed.origin, path: parsed.pathname + parsed.search };
    targets.set(url, target);
  }
  return target;
}

/** One POST on a kept-alive connection, settled once: by the answer, undici's failure or the timer. */
function postOnce(
  url: string,
  body: string,
  remainingMs: number,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const { origin, path } = targetOf(url);
    const lent = lend(origin);
    const chunks: Buffer[] = [];
    let answered = false;
    let settled = false;
    let controller: Dispatcher.DispatchController | undefined;
    const settle = (failure: Error | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const timer = setTimeout(() => {
      const late = new RpcTransportFailure(`no answer within ${timeoutMs} ms`, true);
      settle(late);
      controller?.abort(late);
    }, remainingMs);
    lent.client.dispatch(
      {
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body,
      },
      {
        onRequestStart(started) {
          controller = started;
          if (settled) started.abort(new RpcTransportFailure('timed out before sending', true));
        },
        onResponseStart() {
          answered = true;
        },
        onResponseData(_controller, chunk) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          giveBack(origin, lent, true);
          settle(undefined);
        },
        onResponseError(_controller, error) {
          const failure = transportFailure(error, answered, lent.used);
          giveBack(origin, lent, false);
          settle(failure);
        },
      },
    );
  });
}

/**
 * What undici's failure means for the caller. A connection that had carried an earlier answer and
 * closed or was reset before any answer to this one is `staleConnection`: most likely the node
 * closed it idle as it was reused.
 */
function transportFailure(
  error: Error & { code?: string },
  answered: boolean,
  used: boolean,
): Error {
  if (error instanceof RpcTransportFailure) return error;
  const code = error.code;
  if (used && !answered && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE'))
    return new RpcTransportFailure(`${code} on a reused connection`, true, true);
  return new RpcTransportFailure(
    code && code !== 'UND_ERR_SOCKET' ? code : error.message,
    !(typeof code === 'string' && NOT_CONNECTED.has(code)),
  );
}
