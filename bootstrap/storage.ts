import type { BroadcastLog } from '../core/ports/BroadcastLog';
import type { ChainCursor } from '../core/ports/ChainCursor';
import type { DeviceRequests } from '../core/ports/DeviceRequests';
import type { DirectoryShare } from '../core/ports/DirectoryShare';
import type { DPoPReplayStore } from '../core/ports/DPoPReplayStore';
import type { GrantStore } from '../core/ports/GrantStore';
import type { IdempotencyStore } from '../core/ports/IdempotencyStore';
import type { LimitOverrides } from '../core/ports/LimitOverrides';
import type { LogoutQueue } from '../core/ports/LogoutQueue';
import type { OperationBudget } from '../core/ports/OperationBudget';
import type { SigningKeyStore } from '../core/ports/SigningKeyStore';
import type { UsageStore } from '../core/ports/UsageStore';
import type { LimiterFactory } from './rateLimits';

/** The service's storage, opened, migrated and ready. */
export interface Storage {
  kind: 'postgres' | 'sqlite';
  grants: GrantStore;
  usage: UsageStore;
  /** Idempotency-Key claims (issue 26), beside the grants. */
  idempotency: IdempotencyStore;
  /** Who broadcast which transaction, for receipts (issue 26). */
  broadcastLog: BroadcastLog;
  /** Operations counted against grants' daily budgets (issue 24). */
  operationBudget: OperationBudget;
  /** The limits users set later on their grants (issue 24 §3). */
  limitOverrides: LimitOverrides;
  /** Where the block follower stands, and which instance follows (issue 25 §1). */
  chainCursor: ChainCursor;
  /** Back-channel logout notices not yet delivered (issue 25 §4). */
  logoutQueue: LogoutQueue;
  /** Device authorization requests between start and tokens (issue 27 §1). */
  deviceRequests: DeviceRequests;
  /** DPoP proofs already accepted (issue 36 §6). */
  dpopReplays: DPoPReplayStore;
  /** Signing keys hivegate generated and rotates (issue 41 §1). */
  signingKeys: SigningKeyStore;
  /** PostgreSQL only: one instance builds the app directory, every instance serves it. */
  directoryShare?: DirectoryShare;
  /** PostgreSQL only: rate limiters counting in the database, so limits hold across instances. */
  limiters?: LimiterFactory;
  /** A trivial query (/readyz): rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Stops background work and closes connections. */
  close(): Promise<void>;
}
