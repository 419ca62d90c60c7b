import { DecoratorHandler, Pool, type Dispatcher } from 'undici';
import { RpcTransportFailure } from './rpcErrors';

/**
 * One POST to a Hive node over undici (llhttp parses every answer), on kept-alive connections:
 * one undici Pool per HIVE_NODES address, so each address keeps its own path, query and Basic
 * credentials. Behaviours, and the spec that holds each (test/chain/):
 * - an answer longer than `answerLimit` is refused as it arrives (undici's maxResponseSize: the
 *   socket is destroyed, nothing more is read): hostileNodes.spec.ts;
 * - a 5xx fails the node, whatever its body (a proxy's error page, an overloaded node):
 *   hostileNodes.spec.ts;
 * - `maybeDelivered` is false only when undici never began writing the request (a connection
 *   refused, DNS, TLS refused, a timeout while connecting or waiting for a connection):
 *   nodeConnections.spec.ts;
 * - `staleConnection` when a connection that had read bytes before (an earlier answer: undici's
 *   SocketError says how many) closed after the request went out and before its answer's head,
 *   as a kept connection the node had closed idle does. The retry takes the Pool's first free
 *   connection, the broken one's, which connects anew: keptAliveConnections.spec.ts. A fresh
 *   connection closed so is no stale one: the broadcast goes to the next node
 *   (DhiveChainClient.spec.ts, "cut the answer after applying it");
 * - undici reuses a connection one turn of the event loop after its answer, once it has read any
 *   close the node sent meanwhile (client-h1.js); a call made in that turn takes another, so
 *   calls one after another may alternate over two kept connections: keptAliveConnections.spec.ts.
 */

/** Free connections close after 4 s idle, before the common 5 s server keep-alive timeouts close them under us. */
const IDLE_MS = 4000;
/** Connections per address; calls beyond them wait for one to be free (within their timeout). */
export const MAX_CONNECTIONS_PER_NODE = 256;

interface Target {
  dispatcher: Dispatcher;
  path: string;
  headers: Record<string, string>;
}

/** A call in flight: `sent` once undici begins writing it on a connection, `answered` once its answer's head came. */
interface Call {
  sent: boolean;
  answered: boolean;
}

/** undici's DecoratorHandler, as its own interceptors use it; its types declare no method. */
const Decorator = DecoratorHandler as unknown as new (handler: Dispatcher.DispatchHandler) => {
  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void;
};

/** Told when undici starts writing a request (its onRequestStart, just before the first byte). */
class SentMark extends Decorator {
  constructor(
    handler: Dispatcher.DispatchHandler,
    private readonly call: Call,
  ) {
    super(handler);
  }

  override onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.call.sent = true;
    super.onRequestStart(controller, context);
  }
}

const markSent: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) =>
  dispatch(options, new SentMark(handler, (options as unknown as { opaque: Call }).opaque));

/** Pools by answer limit and address. */
const targets = new Map<string, Target>();

/** The node at `url`, parsed once; RpcTransportFailure (nothing sent) when it is no http(s) address. */
function targetOf(url: string, answerLimit: number): Target {
  const key = `${answerLimit} ${url}`;
  let target = targets.get(key);
  if (target) return target;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RpcTransportFailure('not a node address', false); // the address may hold credentials
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new RpcTransportFailure(`unsupported protocol ${parsed.protocol}`, false);
  const pool = new Pool(parsed.origin, {
    connections: MAX_CONNECTIONS_PER_NODE,
    keepAliveTimeout: IDLE_MS,
    keepAliveMaxTimeout: IDLE_MS,
    maxResponseSize: answerLimit,
  });
  target = {
    dispatcher: pool.compose(markSent),
    path: `${parsed.pathname}${parsed.search}`,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...basic(parsed) },
  };
  targets.set(key, target);
  return target;
}

/** A node address's user and password (`https://user:pass@node`), sent as node:http sent them: Basic. */
function basic(url: URL): Record<string, string> {
  if (!url.username && !url.password) return {};
  const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}

export interface PostLimits {
  /** What the whole call may take, ms, from now. */
  remainingMs: number;
  /** The node's timeout, as the failure names it. */
  timeoutMs: number;
  /** Longest answer body read, bytes. */
  answerLimit: number;
}

/**
 * POSTs `body` (JSON) to `url`; the answer's text, unless its status is 5xx. Fails with
 * RpcTransportFailure only; `no answer within …` after `remainingMs`.
 */
export function post(url: string, body: string, limits: PostLimits): Promise<string> {
  const target = targetOf(url, limits.answerLimit);
  const call: Call = { sent: false, answered: false };
  const abort = new AbortController();
  return new Promise<string>((resolve, reject) => {
    // undici applies an abort only once the request reaches a connection: the timer answers now.
    const timer = setTimeout(() => {
      const late = new RpcTransportFailure(`no answer within ${limits.timeoutMs} ms`, call.sent);
      reject(late);
      abort.abort(late);
    }, limits.remainingMs);
    exchange(target, body, call, abort.signal)
      .catch((error: unknown) => {
        throw failure(error, call, limits.answerLimit);
      })
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

async function exchange(
  target: Target,
  body: string,
  call: Call,
  signal: AbortSignal,
): Promise<string> {
  const answer = await target.dispatcher.request({
    method: 'POST',
    path: target.path,
    headers: target.headers,
    body,
    signal,
    opaque: call,
  });
  call.answered = true;
  if (answer.statusCode >= 500) {
    await answer.body.dump();
    throw new RpcTransportFailure(`HTTP ${answer.statusCode}`, true);
  }
  return answer.body.text();
}

/** What undici's failure (or ours) tells the caller. */
function failure(error: unknown, call: Call, answerLimit: number): RpcTransportFailure {
  if (error instanceof RpcTransportFailure) return error;
  const { code, name, message, socket } = error as {
    code?: string;
    name?: string;
    message?: string;
    socket?: { bytesRead?: number };
  };
  const reason =
    code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE'
      ? `answer over ${answerLimit} bytes`
      : code && code !== 'UND_ERR_SOCKET'
        ? code
        : `${name}: ${message}`; // llhttp's refusals (HTTPParserError) carry no code
  if (!call.sent) return new RpcTransportFailure(reason, false);
  const stale = !call.answered && code === 'UND_ERR_SOCKET' && (socket?.bytesRead ?? 0) > 0;
  if (!stale) return new RpcTransportFailure(reason, true);
  return new RpcTransportFailure(`${reason} on a reused connection`, true, true);
}
