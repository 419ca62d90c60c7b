import type { Pool } from 'pg';
import type { BroadcastEntry, BroadcastLog } from '../../core/ports/BroadcastLog';
import { unavailableOr } from './postgresErrors';

/** BroadcastLog over PostgreSQL (the broadcasts table of migration 5), shared by every instance. */
export class PostgresBroadcastLog implements BroadcastLog {
  constructor(private readonly pool: Pool) {}

  async record(entry: BroadcastEntry, expiresAt: number): Promise<void> {
    await this.pool
      .query(
        `INSERT INTO broadcasts (id, username, app, expiration, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [entry.id, entry.user, entry.app, entry.expiration, expiresAt],
      )
      .catch((error: unknown) => Promise.reject(unavailableOr(error)));
  }

  async find(id: string, now: number): Promise<BroadcastEntry | undefined> {
    const { rows } = await this.pool
      .query<BroadcastEntry>(
        'SELECT id, username AS user, app, expiration FROM broadcasts WHERE id = $1 AND expires_at > $2',
        [id, now],
      )
      .catch((error: unknown) => Promise.reject(unavailableOr(error)));
    return rows[0] && { ...rows[0] };
  }

  async purgeExpired(now: number): Promise<void> {
    await this.pool
      .query('DELETE FROM broadcasts WHERE expires_at <= $1', [now])
      .catch((error: unknown) => Promise.reject(unavailableOr(error)));
  }
}
