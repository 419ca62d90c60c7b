/**
 * One JSON-RPC call to one node, with its own timeout and no retry (save a read whose kept
 * connection the node had closed, see callRpc): the caller decides what a failure means
 * (rpcErrors.ts). The HTTP exchange is nodeConnections'.
 */

import { post as postOnce } from './nodeConnections';
import { RpcRefusal, RpcTransportFailure, type RpcErrorBody } from './rpcErrors';

/** What one call to one node may take. */
export interface NodeLimits {
  /** ms for the whole call, its one retry included. */
  timeoutMs: number;
  /** Longest answer read, bytes (HIVE_NODE_ANSWER_LIMIT): a longer one fails the call as it arrives. */
  answerLimit: number;
}

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
  limits: NodeLimits,
  retryStale = true,
  headers?: Readonly<Record<string, string>>,
): Promise<unknown> {
  const id = nextId++;
  const text = await post(
    url,
    JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    limits,
    retryStale,
    headers,
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
  limits: NodeLimits,
  headers?: Readonly<Record<string, string>>,
): Promise<unknown[]> {
  const first = nextId;
  nextId += calls.length;
  const text = await post(
    url,
    JSON.stringify(
      calls.map(({ method, params }, i) => ({ jsonrpc: '2.0', id: first + i, method, params })),
    ),
    limits,
    true,
    headers,
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

/** POSTs `body`; the answer's text whatever its HTTP status below 500 (a 5xx fails the node). */
async function post(
  url: string,
  body: string,
  { timeoutMs, answerLimit }: NodeLimits,
  retryStale: boolean,
  headers: Readonly<Record<string, string>> | undefined,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    try {
      const remainingMs = Math.max(1, deadline - Date.now());
      return await postOnce(url, body, { remainingMs, timeoutMs, answerLimit }, headers);
    } catch (error) {
      // nodeConnections fails with RpcTransportFailure only.
      if ((error as RpcTransportFailure).staleConnection && retryStale && attempt === 1) continue;
      throw error;
    }
  }
}
