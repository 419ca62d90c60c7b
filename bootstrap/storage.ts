import type { DirectoryShare } from '../core/ports/DirectoryShare';
import type { Stores } from '../core/ports/Stores';
import type { LimiterFactory } from './rateLimits';

/** The service's storage, opened, migrated and ready: every store, and what the database adds. */
export interface Storage extends Stores {
  kind: 'postgres' | 'sqlite';
  /** PostgreSQL only: one instance builds the app directory, every instance serves it. */
  directoryShare?: DirectoryShare;
  /** PostgreSQL only: rate limiters counting in the database, so limits hold across instances. */
  limiters?: LimiterFactory;
  /** A trivial query (/readyz): rejects when the database does not answer. */
  ping(): Promise<void>;
  /** Stops background work and closes connections. */
  close(): Promise<void>;
}
