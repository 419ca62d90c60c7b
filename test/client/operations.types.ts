/**
 * The client's operation types (client/operations.ts, kept free of any dependency on the service)
 * held to the registry (core/operations/operationRegistry.ts): `npm run typecheck` fails when they
 * drift. The client builds exactly the operations /api/broadcast accepts, and names only fields
 * the registry defines (it may leave out those the service refuses, such as account_update2's keys).
 */
import type * as client from '../../client/operations';
import type { BroadcastOperationName, OPERATIONS } from '../../core/operations/operationRegistry';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type ClientFields<N> = Extract<client.BroadcastOperation, [N, unknown]>[1];
type RegistryFields<N extends BroadcastOperationName> = keyof (typeof OPERATIONS)[N]['fields'];

type FieldsAgree = {
  [N in BroadcastOperationName]: [keyof ClientFields<N>] extends [RegistryFields<N>] ? true : false;
}[BroadcastOperationName];

export const operationsAgree: [
  Equal<client.BroadcastOperation[0], BroadcastOperationName>,
  Equal<FieldsAgree, true>,
] = [true, true];
