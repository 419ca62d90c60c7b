import type { Pool, PoolClient } from 'pg';
import type { DirectoryAnswer } from '../../../core/ports/DirectoryShare';
import type { DirectoryShare, PublishedDirectory } from '../../../core/ports/DirectoryShare';
import { unavailableOr } from '../postgresErrors';
import { query } from '../postgresQuery';

/** Advisory lock key of the directory build, shared by every hivegate instance on the database. */
const BUILD_LOCK = 4_810_014;

/**
 * DirectoryShare over PostgreSQL: the build runs under a session advisory lock
 * (pg_try_advisory_lock on one pooled connection, so an instance that dies mid-build releases it
 * with its connection), and the answer is published to a one-row table every instance reads.
 */
export class PostgresDirectoryShare implements DirectoryShare {
  constructor(private readonly pool: Pool) {}

  async latest(): Promise<PublishedDirectory | undefined> {
    const { rows } = await query<{ answer: DirectoryAnswer; built_at: string }>(
      this.pool,
      'SELECT answer, built_at FROM directory_snapshot WHERE id = 1',
    );
    return rows[0] && { answer: rows[0].answer, builtAt: Number(rows[0].built_at) };
  }

  async buildAlone(build: () => Promise<PublishedDirectory | undefined>): Promise<boolean> {
    const client = await this.pool.connect().catch((error: unknown) => {
      throw unavailableOr(error);
    });
    let broken: Error | undefined;
    // Held for the whole build: if the server drops it meanwhile, pg reports that as an 'error'
    // event on the client, which would crash the process without a listener.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [BUILD_LOCK],
      );
      if (!rows[0].locked) return false;
      try {
        const result = await build();
        if (result) await this.publish(client, result);
        return true;
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [BUILD_LOCK])
          .catch((error: Error) => (broken = error));
      }
    } catch (error) {
      throw unavailableOr(error);
    } finally {
      client.off('error', onError);
      client.release(broken); // a broken connection is dropped, and its lock with it
    }
  }

  private async publish(
    client: PoolClient,
    { answer, builtAt }: PublishedDirectory,
  ): Promise<void> {
    await client.query(
      `INSERT INTO directory_snapshot (id, answer, built_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET answer = excluded.answer, built_at = excluded.built_at`,
      [JSON.stringify(answer), builtAt],
    );
  }
}
