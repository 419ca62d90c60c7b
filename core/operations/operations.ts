import {
  BROADCAST_OPERATION_NAMES,
  OPERATIONS,
  type BroadcastOperationName,
} from './operationRegistry';

export type { BroadcastOperationName } from './operationRegistry';

/** hive-uri's placeholder for the account that signs; the sign page fills it. */
export const SIGNER = '__signer';

/**
 * The field naming the account that must be the token's user, for each operation /api/broadcast
 * accepts (from the registry, core/operations/operationRegistry.ts). custom_json is special: EVERY
 * `required_posting_auths` entry must be the user.
 */
export function broadcastActorField(name: BroadcastOperationName): string {
  return OPERATIONS[name].actor;
}

/**
 * Most operations one broadcast (or sign link) may carry. Hive sets no count, only 64 KiB per
 * transaction; this bounds the work (checks, serialization, signing) one request can ask for.
 * Fifty is far above what a front-end sends (a post with options and a vote is three).
 */
export const MAX_OPERATIONS = 50;

/** Largest serialized (JSON) size of the operations: HIVE_MAX_TRANSACTION_SIZE (64 KiB). Binary is smaller. */
export const MAX_OPERATIONS_BYTES = 64 * 1024;

export const LOGIN_SCOPE = ['login'];

/** The scope of every posting token: all broadcast operations (HiveSigner grants them as one). */
export const POSTING_SCOPE: string[] = [...BROADCAST_OPERATION_NAMES];

export function isBroadcastOperation(name: string): name is BroadcastOperationName {
  return (BROADCAST_OPERATION_NAMES as readonly string[]).includes(name);
}
