import type { Pool } from 'pg';
import type { BroadcastEntry, BroadcastLog } from '../../core/ports/BroadcastLog';
import { query } from './postgresQuery';

/** BroadcastLog over PostgreSQL (the broadcasts table of migration 5), shared by every instance. */
export class PostgresBroadcastLog implements BroadcastLog {
  constructor(private readonly pool: Pool) {}

  async record(entry: BroadcastEntry, expiresAt: number): Promise<void> {
    await query(
      this.pool,
      `INSERT INTO broadcasts (id, username, app, expiration, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
      [entry.id, entry.user, entry.app, entry.expiration, expiresAt],
    );
  }

  async find(id: string, now: number): Promise<BroadcastEntry | undefined> {
    const { rows } = await query<BroadcastEntry>(
      this.pool,
      'SELECT id, username AS user, app, expiration FROM broadcasts WHERE id = $1 AND expires_at > $2',
      [id, now],
    );
    return rows[0] && { ...rows[0] };
  }

  async purgeExpired(now: number): Promise<void> {
    await query(this.pool, 'DELETE FROM broadcasts WHERE expires_at <= $1', [now]);
  }
}
