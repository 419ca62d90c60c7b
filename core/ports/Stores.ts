import type { BroadcastLog } from './BroadcastLog';
import type { ChainCursor } from './ChainCursor';
import type { DeviceRequests } from './DeviceRequests';
import type { DPoPReplayStore } from './DPoPReplayStore';
import type { SignInStore } from './SignInStore';
import type { IdempotencyStore } from './IdempotencyStore';
import type { LimitChoices } from './LimitChoices';
import type { LogoutQueue } from './LogoutQueue';
import type { OperationBudget } from './OperationBudget';
import type { SigningKeyStore } from './SigningKeyStore';
import type { UsageStore } from './UsageStore';

/**
 * Every store the core keeps its state in: the one list each storage backend (memory, SQLite,
 * PostgreSQL) provides in full. Adding a store is adding it here and to `STORE_PORTS`; the type
 * checker then names every backend factory that lacks it.
 */
export interface Stores {
  /** Sign-ins, their single-use codes and challenges, and revocations. */
  signIns: SignInStore;
  /** Per-app, per-day usage counts (the app directory's ranking). */
  usage: UsageStore;
  /** Idempotency-Key claims (issue 26). */
  idempotency: IdempotencyStore;
  /** Who broadcast which transaction, for receipts (issue 26). */
  broadcastLog: BroadcastLog;
  /** Operations counted against grants' daily budgets (issue 24). */
  operationBudget: OperationBudget;
  /** The limits users set later on their grants (issue 24 §3). */
  limitChoices: LimitChoices;
  /** Where the block follower stands, and which instance follows (issue 25 §1). */
  chainCursor: ChainCursor;
  /** Back-channel logout notices not yet delivered (issue 25 §4). */
  logoutQueue: LogoutQueue;
  /** Device authorization requests between start and tokens (issue 27 §1). */
  deviceRequests: DeviceRequests;
  /** DPoP proofs already accepted (issue 36 §6). */
  dpopReplays: DPoPReplayStore;
  /** Signing keys the service generated and rotates (issue 41 §1). */
  signingKeys: SigningKeyStore;
}

export type StoreName = keyof Stores;

/** Each store and the port it implements: the stores' names at run time, checked against `Stores`. */
export const STORE_PORTS = {
  signIns: 'SignInStore',
  usage: 'UsageStore',
  idempotency: 'IdempotencyStore',
  broadcastLog: 'BroadcastLog',
  operationBudget: 'OperationBudget',
  limitChoices: 'LimitChoices',
  chainCursor: 'ChainCursor',
  logoutQueue: 'LogoutQueue',
  deviceRequests: 'DeviceRequests',
  dpopReplays: 'DPoPReplayStore',
  signingKeys: 'SigningKeyStore',
} as const satisfies Record<StoreName, string>;

export const STORE_NAMES = Object.keys(STORE_PORTS) as StoreName[];

/**
 * Stores an embedder may leave out: the core then keeps them in this process's memory. The grant
 * and usage stores are always supplied; every other store lives beside the grants, so a caller
 * that supplies its own grant store without them gets them in memory rather than in a database
 * opened for them alone.
 */
export const STORES_BESIDE_SIGN_INS = STORE_NAMES.filter(
  (name): name is Exclude<StoreName, 'signIns' | 'usage'> => name !== 'signIns' && name !== 'usage',
);

/**
 * Stores one write spans: an idempotency claim records its transactions in the broadcast log
 * (IdempotencyStore.claim). A caller supplies both, over one storage, or neither.
 */
export const STORES_WRITTEN_TOGETHER = [
  'idempotency',
  'broadcastLog',
] as const satisfies readonly StoreName[];

/** A backend's way to build one of each store. */
export type StoreFactories<Source> = {
  readonly [Name in StoreName]: (source: Source) => Stores[Name];
};

/** One of each store, in `STORE_NAMES` order (the grant store first: SQLite's migrates the schema). */
export function storesFrom<Source, Factories extends StoreFactories<Source>>(
  factories: Factories,
  source: Source,
): { [Name in StoreName]: ReturnType<Factories[Name]> } {
  return Object.fromEntries(STORE_NAMES.map((name) => [name, factories[name](source)])) as {
    [Name in StoreName]: ReturnType<Factories[Name]>;
  };
}
