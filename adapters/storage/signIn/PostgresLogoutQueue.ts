import type { Pool } from 'pg';
import type { LogoutDelivery, LogoutQueue } from '../../../core/ports/LogoutQueue';
import { deliveryOfRow, LOGOUT_COLUMNS, type LogoutRow } from './logoutRows';
import { rowsOf } from '../postgresQuery';

/**
 * LogoutQueue in PostgreSQL, shared by every instance: a claim is one UPDATE over rows locked
 * with FOR UPDATE SKIP LOCKED, so two instances claiming at once never get the same notice.
 */
export class PostgresLogoutQueue implements LogoutQueue {
  constructor(private readonly pool: Pool) {}

  async add(delivery: LogoutDelivery): Promise<void> {
    await rowsOf(
      this.pool,
      `INSERT INTO logout_deliveries (id, app, username, sid, attempts, next_at, give_up_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        delivery.id,
        delivery.app,
        delivery.username,
        delivery.sid,
        delivery.attempts,
        delivery.nextAt,
        delivery.giveUpAt,
      ],
    );
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<LogoutDelivery[]> {
    const rows = await rowsOf<LogoutRow>(
      this.pool,
      `UPDATE logout_deliveries SET lease_until = $1
       WHERE id IN (SELECT id FROM logout_deliveries WHERE next_at <= $2 AND lease_until <= $2
                    ORDER BY next_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING ${LOGOUT_COLUMNS}`,
      [now + leaseMs, now, limit],
    );
    return rows.map(deliveryOfRow).sort((a, b) => a.nextAt - b.nextAt);
  }

  async remove(id: string): Promise<void> {
    await rowsOf(this.pool, 'DELETE FROM logout_deliveries WHERE id = $1', [id]);
  }

  async postpone(id: string, attempts: number, nextAt: number): Promise<void> {
    await rowsOf(
      this.pool,
      'UPDATE logout_deliveries SET attempts = $2, next_at = $3, lease_until = 0 WHERE id = $1',
      [id, attempts, nextAt],
    );
  }
}
