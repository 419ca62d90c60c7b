import type { LogoutDelivery } from '../../../core/ports/LogoutQueue';

/** A row of logout_deliveries as SQLite and PostgreSQL return it (bigints as strings from PostgreSQL). */
export interface LogoutRow {
  id: string;
  app: string;
  username: string;
  sid: string;
  attempts: number;
  next_at: number | string;
  give_up_at: number | string;
}

export const LOGOUT_COLUMNS = 'id, app, username, sid, attempts, next_at, give_up_at';

export function deliveryOfRow(row: LogoutRow): LogoutDelivery {
  return {
    id: row.id,
    app: row.app,
    username: row.username,
    sid: row.sid,
    attempts: Number(row.attempts),
    nextAt: Number(row.next_at),
    giveUpAt: Number(row.give_up_at),
  };
}
