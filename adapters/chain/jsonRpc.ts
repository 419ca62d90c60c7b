/**
 * One JSON-RPC call to one node, with its own timeout and no retry (save a read whose pooled
 * connection the node had closed, see callRpc): the caller decides what a failure means. Failures come in two kinds, because for a broadcast the difference matters:
 * - RpcRefusal: the node answered with a JSON-RPC error (it read the request and said no);
 * - RpcTransportFailure: no usable answer. `maybeDelivered` is false only when the connection
 *   was never made (refused, unknown host), so the node cannot have run the request.
 */

import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

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
]);

/**
 * node:http with pooled keep-alive connections rather than global fetch: undici's fetch (web
 * streams, spec-level request objects) cost the service more CPU per broadcast than the chain
 * node spent checking it (bench/README.md). Idle sockets are dropped after 4 s, before the
 * common 5 s server keep-alive timeouts close them under us.
 */
const AGENT_OPTIONS = { keepAlive: true, timeout: 4000, scheduling: 'lifo' as const };
const agents = { 'http:': new HttpAgent(AGENT_OPTIONS), 'https:': new HttpsAgent(AGENT_OPTIONS) };

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

function postOnce(
  url: string,
  body: string,
  remainingMs: number,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent)
      return reject(new RpcTransportFailure(`unsupported protocol ${target.protocol}`, false));
    let answered = false;
    const request = send(target, {
      method: 'POST',
      agent,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Content-Length': Buffer.byteLength(body),
      },
    });
    const timer = setTimeout(
      () => request.destroy(new RpcTransportFailure(`no answer within ${timeoutMs} ms`, true)),
      remainingMs,
    );
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error instanceof RpcTransportFailure) return reject(error);
      if (
        request.reusedSocket &&
        !answered &&
        (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      ) {
        return reject(new RpcTransportFailure(`${error.code} on a reused connection`, true, true));
      }
      const code = error.code;
      reject(
        new RpcTransportFailure(
          String(code ?? error.message),
          !(typeof code === 'string' && NOT_CONNECTED.has(code)),
        ),
      );
    });
    request.end(body);
  });
}
