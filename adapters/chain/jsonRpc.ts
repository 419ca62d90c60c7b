/**
 * One JSON-RPC call to one node, with its own timeout and no retry (save a read whose pooled
 * connection the node had closed, see callRpc): the caller decides what a failure means. Failures come in two kinds, because for a broadcast the difference matters:
 * - RpcRefusal: the node answered with a JSON-RPC error (it read the request and said no);
 * - RpcTransportFailure: no usable answer. `maybeDelivered` is false only when the connection
 *   was never made (refused, unknown host), so the node cannot have run the request.
 */

import { Pool } from 'undici';

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
  'UND_ERR_CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * undici's Pool (the Node.js project's HTTP/1.1 client, the one under global fetch) with kept-alive
 * connections, one pool per node origin: its request API costs a relayed vote less CPU than
 * node:http's ClientRequest did (the broadcast row of `npm run bench`, bench/README.md), where
 * undici's fetch (web streams, spec-level request objects) had cost more than node:http. Idle connections are dropped after 4 s, before
 * the common 5 s server keep-alive timeouts close them under us.
 */
const POOL_OPTIONS = { keepAliveTimeout: 4000, keepAliveMaxTimeout: 4000 };
/** Pools by origin; where each node URL posts, by URL. */
const pools = new Map<string, Pool>();
const destinations = new Map<string, { pool: Pool; path: string }>();

/** The pool of `url`'s origin and the path to post to; undefined for a protocol that is not HTTP(S). */
function destinationOf(url: string): { pool: Pool; path: string } | undefined {
  let destination = destinations.get(url);
  if (!destination) {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
    let pool = pools.get(target.origin);
    if (!pool) pools.set(target.origin, (pool = new Pool(target.origin, POOL_OPTIONS)));
    destination = { pool, path: `${target.pathname}${target.search}` };
    destinations.set(url, destination);
  }
  return destination;
}

let nextId = 1;

type RpcAnswer = { id?: unknown; result?: unknown; error?: RpcErrorBody };

/**
 * `retryStale`: a pooled connection the server had closed breaks before anything is read back;
 * for a read, that try is repeated once on a fresh connection.
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

async function postOnce(
  url: string,
  body: string,
  remainingMs: number,
  timeoutMs: number,
): Promise<string> {
  const destination = destinationOf(url);
  if (!destination)
    throw new RpcTransportFailure(`unsupported protocol ${new URL(url).protocol}`, false);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), remainingMs);
  let answered = false;
  try {
    const answer = await destination.pool.request({
      path: destination.path,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: timeout.signal,
    });
    answered = true;
    return await answer.body.text();
  } catch (error) {
    if (timeout.signal.aborted)
      throw new RpcTransportFailure(`no answer within ${timeoutMs} ms`, true);
    throw transportFailure(
      error as NodeJS.ErrnoException & { socket?: { bytesRead?: number } },
      answered,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a failed try means. A connection that was never made ran nothing. A connection that had
 * already carried an answer (bytes read before this request) and was closed before answering
 * this one is a kept-alive connection the node had closed idle: `staleConnection`. A reset
 * carries no such evidence, so it is an ordinary failure: the caller goes on to the next node.
 */
function transportFailure(
  error: NodeJS.ErrnoException & { socket?: { bytesRead?: number } },
  answered: boolean,
): RpcTransportFailure {
  const code = error.code;
  if (typeof code === 'string' && NOT_CONNECTED.has(code))
    return new RpcTransportFailure(code, false);
  if (!answered && code === 'UND_ERR_SOCKET' && (error.socket?.bytesRead ?? 0) > 0)
    return new RpcTransportFailure('the kept-alive connection was closed', true, true);
  return new RpcTransportFailure(String(code ?? error.message), true);
}
