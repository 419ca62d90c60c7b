import type { Pool, PoolClient, QueryResult, QueryResultRow } from 'pg';
import { isConnectionError, unavailableOr } from './postgresErrors';

/**
 * One statement on the pool, as every PostgreSQL store runs them: a connection error becomes the
 * core's Unavailable (503 with Retry-After), any other error is the statement's own.
 */
export async function query<Row extends QueryResultRow = QueryResultRow>(
  pool: Pool,
  text: string,
  values?: unknown[],
): Promise<QueryResult<Row>> {
  try {
    return await pool.query<Row>(text, values);
  } catch (error) {
    throw unavailableOr(error);
  }
}

/** The rows of one statement (see `query`). */
export async function rowsOf<Row extends QueryResultRow = QueryResultRow>(
  pool: Pool,
  text: string,
  values?: unknown[],
): Promise<Row[]> {
  return (await query<Row>(pool, text, values)).rows;
}

/**
 * `work` in one transaction on one connection: committed when it resolves, rolled back when it
 * throws (the connection may be gone; the error says why), the connection released either way.
 * Connection errors become Unavailable.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw unavailableOr(error);
  });
  let lost: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    if (isConnectionError(error)) lost = error as Error;
    throw unavailableOr(error);
  } finally {
    // A connection that met a connection error (or a standby) is dropped, not reused: the pool's
    // next connection finds the primary again.
    client.release(lost);
  }
}
