import type { ClientConfig, Pool } from 'pg';
import type { ChainCursor } from '../../../core/ports/ChainCursor';
import { unavailableOr } from '../postgresErrors';
import { PrimaryClient } from '../postgresPrimary';
import { query } from '../postgresQuery';

/** Advisory lock key of the block follower, shared by every hivegate instance on the database. */
const FOLLOWER_LOCK = 4_810_025;

/**
 * ChainCursor over PostgreSQL: the lead is a session advisory lock held on one dedicated
 * connection, so an instance that dies (or loses its connection) releases it at once and another
 * takes over at its next round (a second). Each round checks that connection still answers.
 * The last block lives in chain_cursor, read and written through the pool.
 */
export class PostgresChainCursor implements ChainCursor {
  private holder?: PrimaryClient;

  constructor(
    private readonly pool: Pool,
    private readonly connection: ClientConfig,
    private readonly name = 'follower',
  ) {}

  async lead(): Promise<boolean> {
    if (this.holder) {
      const alive = await this.holder.query('SELECT 1').then(
        () => true,
        () => false,
      );
      if (alive) return true;
      await this.drop();
    }
    const client = new PrimaryClient({
      ...this.connection,
      connectionTimeoutMillis: 3000,
      application_name: 'hivegate-follower',
    });
    // a connection dropped while held reports an 'error' event, which must not crash the process
    client.on('error', () => void this.drop());
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [FOLLOWER_LOCK],
      );
      if (rows[0].locked) {
        this.holder = client;
        return true;
      }
    } catch (error) {
      await client.end().catch(() => {});
      throw unavailableOr(error);
    }
    await client.end().catch(() => {});
    return false;
  }

  async last(): Promise<number | undefined> {
    const { rows } = await query<{ block_num: string | null }>(
      this.pool,
      'SELECT block_num FROM chain_cursor WHERE name = $1',
      [this.name],
    );
    const block = rows[0]?.block_num;
    return block === null || block === undefined ? undefined : Number(block);
  }

  async save(block: number): Promise<void> {
    await query(
      this.pool,
      `INSERT INTO chain_cursor (name, block_num) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET block_num = excluded.block_num`,
      [this.name, block],
    );
  }

  /** Ends the lock's connection, which releases the lock. */
  async release(): Promise<void> {
    await this.drop();
  }

  private async drop(): Promise<void> {
    const client = this.holder;
    this.holder = undefined;
    await client?.end().catch(() => {});
  }
}
