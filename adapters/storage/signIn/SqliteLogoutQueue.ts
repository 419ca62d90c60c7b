import type { LogoutDelivery, LogoutQueue } from '../../../core/ports/LogoutQueue';
import { deliveryOfRow, LOGOUT_COLUMNS, type LogoutRow } from './logoutRows';
import type { SqliteDatabase } from '../openDatabase';
import { migrateSqlite } from '../schema/migrateSqlite';

/** LogoutQueue in the SQLite file the worker processes share; a claim is one UPDATE … RETURNING. */
export class SqliteLogoutQueue implements LogoutQueue {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    migrateSqlite(db);
    this.statements = {
      add: db.prepare(
        `INSERT INTO logout_deliveries (id, app, username, sid, attempts, next_at, give_up_at)
         VALUES (@id, @app, @username, @sid, @attempts, @nextAt, @giveUpAt)`,
      ),
      claim: db.prepare<[number, number, number, number], LogoutRow>(
        `UPDATE logout_deliveries SET lease_until = ?
         WHERE id IN (SELECT id FROM logout_deliveries WHERE next_at <= ? AND lease_until <= ?
                      ORDER BY next_at LIMIT ?)
         RETURNING ${LOGOUT_COLUMNS}`,
      ),
      remove: db.prepare('DELETE FROM logout_deliveries WHERE id = ?'),
      postpone: db.prepare(
        'UPDATE logout_deliveries SET attempts = ?, next_at = ?, lease_until = 0 WHERE id = ?',
      ),
    };
  }

  async add(delivery: LogoutDelivery): Promise<void> {
    this.statements.add.run(delivery);
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<LogoutDelivery[]> {
    return this.statements.claim
      .all(now + leaseMs, now, now, limit)
      .map(deliveryOfRow)
      .sort((a, b) => a.nextAt - b.nextAt);
  }

  async remove(id: string): Promise<void> {
    this.statements.remove.run(id);
  }

  async postpone(id: string, attempts: number, nextAt: number): Promise<void> {
    this.statements.postpone.run(attempts, nextAt, id);
  }
}
