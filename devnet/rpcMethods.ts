import { RpcError } from './errors';
import { ACCOUNT_METHODS } from './rpc/accounts';
import { BLOCK_METHODS } from './rpc/blocks';
import { BROADCAST_METHODS } from './rpc/broadcast';
import { CONTENT_METHODS } from './rpc/content';
import type { MethodContext, MethodTable } from './rpc/method';

export type { MethodContext } from './rpc/method';

/**
 * The JSON-RPC methods, by full name (`condenser_api.get_accounts`), one table per group in
 * devnet/rpc/. Answers have the shapes a public node gives, because dhive, wallets and the service
 * read them as such (devnet/test/hivedShapes.spec.ts holds them to hived's recorded answers).
 */
const METHODS: MethodTable = {
  ...ACCOUNT_METHODS,
  ...BLOCK_METHODS,
  ...BROADCAST_METHODS,
  ...CONTENT_METHODS,
};

/** Runs the method `api.method`; throws RpcError (-32601) for an unknown one. */
export function callMethod(fullName: string, params: unknown, context: MethodContext): unknown {
  const method = Object.hasOwn(METHODS, fullName) ? METHODS[fullName] : undefined;
  if (!method) throw RpcError.methodNotFound(fullName);
  return method(params, context, fullName);
}
