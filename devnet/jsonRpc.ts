import { ChainException, RpcError } from './errors';
import type { RpcErrorBody } from './errors';
import { callMethod } from './rpcMethods';
import type { MethodContext } from './rpcMethods';

/**
 * One JSON-RPC 2.0 request to one response, in the forms dhive and other Hive clients send:
 * `{"method":"condenser_api.get_accounts","params":[["alice"]]}`,
 * `{"method":"call","params":["condenser_api","get_accounts",[["alice"]]]}`, and bare legacy
 * names (`get_accounts` = condenser_api). The response echoes `id`, which dhive checks.
 */

export interface JsonRpcResponse {
  jsonrpc: '2.0';
  id: unknown;
  result?: unknown;
  error?: RpcErrorBody;
}

/** Unexpected failures (bugs) are reported here, then answered as -32603. */
export type InternalErrorReporter = (error: unknown, method: string) => void;

export function methodNameOf(request: unknown): string {
  const { method, params } = (request ?? {}) as { method?: unknown; params?: unknown };
  if (
    method === 'call' &&
    Array.isArray(params) &&
    typeof params[0] === 'string' &&
    typeof params[1] === 'string'
  ) {
    return `${params[0]}.${params[1]}`;
  }
  if (typeof method !== 'string') return '';
  return method.includes('.') ? method : `condenser_api.${method}`;
}

export async function answer(
  request: unknown,
  context: MethodContext,
  reportInternal: InternalErrorReporter,
): Promise<JsonRpcResponse> {
  const id = (request as { id?: unknown } | null)?.id ?? null;
  try {
    if (
      request === null ||
      typeof request !== 'object' ||
      Array.isArray(request) ||
      (request as { jsonrpc?: unknown }).jsonrpc !== '2.0'
    ) {
      throw new RpcError(-32600, 'Invalid Request: expected a JSON-RPC 2.0 object');
    }
    const name = methodNameOf(request);
    if (name === '') throw new RpcError(-32600, 'Invalid Request: method must be a string');
    const raw = (request as { params?: unknown }).params;
    const params = (request as { method: string }).method === 'call' ? (raw as unknown[])[2] : raw;
    return { jsonrpc: '2.0', id, result: await callMethod(name, params, context) };
  } catch (error) {
    if (error instanceof ChainException || error instanceof RpcError)
      return { jsonrpc: '2.0', id, error: error.toRpcError() };
    reportInternal(error, methodNameOf(request));
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: -32603,
        message: `Internal Error: ${(error as Error)?.message ?? String(error)}`,
      },
    };
  }
}
