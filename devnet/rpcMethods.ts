import { RequestAssert } from './errors';
import { ACCOUNT_METHODS } from './rpc/accounts';
import { ACCOUNT_HISTORY_METHODS } from './rpc/accountHistory';
import { BLOCK_METHODS } from './rpc/blocks';
import { BROADCAST_METHODS } from './rpc/broadcast';
import { CONTENT_METHODS } from './rpc/content';
import { ECONOMY_METHODS } from './rpc/economy';
import { WALLET_LIST_METHODS } from './rpc/walletLists';
import { WITNESS_METHODS } from './rpc/witnesses';
import type { MethodContext, MethodTable } from './rpc/method';

export type { MethodContext } from './rpc/method';

/**
 * The JSON-RPC methods, by full name (`condenser_api.get_accounts`), one table per group in
 * devnet/rpc/. Answers have the shapes a public node gives, because dhive, wallets and the service
 * read them as such (devnet/test/hivedShapes.spec.ts holds them to hived's recorded answers).
 */
const METHODS: MethodTable = {
  ...ACCOUNT_METHODS,
  ...ACCOUNT_HISTORY_METHODS,
  ...BLOCK_METHODS,
  ...BROADCAST_METHODS,
  ...CONTENT_METHODS,
  ...ECONOMY_METHODS,
  ...WITNESS_METHODS,
  ...WALLET_LIST_METHODS,
  /** hived's list of what it serves, sorted. */
  'jsonrpc.get_methods': () => Object.keys(METHODS).sort(),
};

const APIS = new Set(Object.keys(METHODS).map((name) => name.split('.')[0]));

/**
 * Runs the method `api.method`. An unknown one is refused as hived refuses it (RequestAssert,
 * -32002): "Could not find API <api>" for an API the dev chain does not serve, "Could not find
 * method <method>" for a method missing from one it does.
 */
export function callMethod(fullName: string, params: unknown, context: MethodContext): unknown {
  const method = Object.hasOwn(METHODS, fullName) ? METHODS[fullName] : undefined;
  if (method) return method(params, context, fullName);
  const parts = fullName.split('.');
  if (parts.length !== 2) throw RequestAssert.badMethodName();
  const [api, name] = parts;
  throw APIS.has(api) ? RequestAssert.methodNotFound(name) : RequestAssert.apiNotFound(api);
}
