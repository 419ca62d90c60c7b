import { Pool, type Dispatcher } from 'undici';
import type { IncomingHttpHeaders } from 'undici/types/header';
import { RpcTransportFailure } from './rpcErrors';

/**
 * One POST to a Hive node over undici (llhttp parses every answer), on kept-alive connections:
 * one undici Pool per HIVE_NODES address, so each address keeps its own path, query and Basic
 * credentials. Behaviours, and the spec that holds each (test/chain/):
 * - an answer longer than `answerLimit` is refused: at its head when its Content-Length says so
 *   (nothing of its body is read), else as it arrives (undici's maxResponseSize; the socket is
 *   destroyed, nothing more is read): hostileNodes.spec.ts;
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
  pool: Pool;
  path: string;
  headers: Record<string, string>;
}

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
    pool,
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
export function post(
  url: string,
  body: string,
  limits: PostLimits,
  /** Sent besides the node's own (a trace's `traceparent`). */
  extraHeaders?: Readonly<Record<string, string>>,
): Promise<string> {
  const target = targetOf(url, limits.answerLimit);
  const { pool, path } = target;
  const headers = extraHeaders ? { ...extraHeaders, ...target.headers } : target.headers;
  return new Promise<string>((resolve, reject) => {
    const exchange = new Exchange(limits.answerLimit, resolve, reject);
    pool.dispatch({ method: 'POST', path, headers, body }, exchange);
    exchange.stopAfter(limits.remainingMs, `no answer within ${limits.timeoutMs} ms`);
  });
}

/**
 * One request's answer as undici's parser hands it over, and what a failure means: a handler of
 * undici's dispatch API. Its request() would do the same through a stream, an AsyncResource and
 * an AbortSignal: measured on this VM, 20,000 calls to a local node, 4 at once, about 95 µs of
 * CPU per call against about 60 here (issue 55). Exported for nodeFailures.spec.ts, which drives
 * it with each of undici's failures.
 */
export class Exchange implements Dispatcher.DispatchHandler {
  /** undici began writing the request on a connection (onRequestStart comes just before the first byte). */
  private sent = false;
  /** The answer's head came. */
  private answered = false;
  private late: RpcTransportFailure | undefined;
  private controller: Dispatcher.DispatchController | undefined;
  private readonly chunks: Buffer[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly answerLimit: number,
    private readonly resolve: (text: string) => void,
    private readonly reject: (failure: RpcTransportFailure) => void,
  ) {}

  /** After `ms`, fails the call and stops it; a call still waiting for a connection is stopped there, unwritten. */
  stopAfter(ms: number, message: string): void {
    this.timer = setTimeout(() => {
      this.late = new RpcTransportFailure(message, this.sent);
      this.reject(this.late);
      this.controller?.abort(this.late);
    }, ms);
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.late) return controller.abort(this.late);
    this.sent = true;
    this.controller = controller;
  }

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return; // informational: the answer follows
    this.answered = true;
    if (statusCode >= 500) controller.abort(new RpcTransportFailure(`HTTP ${statusCode}`, true));
    // maxResponseSize counts the body as it comes: a length announced over the limit would still
    // cost up to `answerLimit` of memory read in vain. llhttp has checked the header's digits.
    else if (Number(headers['content-length']) > this.answerLimit)
      controller.abort(new RpcTransportFailure(`answer over ${this.answerLimit} bytes`, true));
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.chunks.push(chunk);
  }

  onResponseEnd(): void {
    clearTimeout(this.timer);
    this.resolve(Buffer.concat(this.chunks).toString('utf8'));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    clearTimeout(this.timer);
    this.reject(this.failure(error));
  }

  /** What undici's failure (or ours) tells the caller. */
  private failure(error: Error): RpcTransportFailure {
    if (error instanceof RpcTransportFailure) return error;
    const { code, socket } = error as Error & { code?: string; socket?: { bytesRead?: number } };
    const reason =
      code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE'
        ? `answer over ${this.answerLimit} bytes`
        : code && code !== 'UND_ERR_SOCKET'
          ? code
          : `${error.name}: ${error.message}`; // llhttp's refusals (HTTPParserError) carry no code
    if (!this.sent) return new RpcTransportFailure(reason, false);
    const stale = !this.answered && code === 'UND_ERR_SOCKET' && (socket?.bytesRead ?? 0) > 0;
    if (!stale) return new RpcTransportFailure(reason, true);
    return new RpcTransportFailure(`${reason} on a reused connection`, true, true);
  }
}
