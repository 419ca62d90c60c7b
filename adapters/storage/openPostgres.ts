import { Pool } from 'pg';
import type { Logger } from '../../core/ports/Logger';
import { followPrimary, PrimaryClient } from './postgresPrimary';

export interface PostgresOptions {
  /** Most connections this process holds (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** How long a request waits for a connection before the database counts as unavailable, ms. */
  connectTimeoutMs?: number;
}

/**
 * A pg Pool for the service. Connecting fails fast (a request waits at most connectTimeoutMs, then
 * answers 503), and a connection that dies while idle — the server restarted — is logged and
 * dropped instead of crashing the process; the pool opens fresh ones once the server is back —
 * on whichever host of a multi-host `url` is primary then (postgresPrimary.ts).
 */
export function openPostgres(url: string, options: PostgresOptions, logger?: Logger): Pool {
  followPrimary(url, logger);
  const pool = new Pool({
    Client: PrimaryClient,
    connectionString: url,
    max: options.poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
    application_name: 'hivegate',
  });
  // pg-pool hangs the client on the error (err.client): log what happened, not the client.
  pool.on('error', (error: Error & { code?: string }) =>
    logger?.warn(
      { err: { message: error.message, code: error.code } },
      'postgres: an idle connection failed; it will be replaced',
    ),
  );
  return pool;
}
