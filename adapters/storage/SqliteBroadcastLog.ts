import type { Database, Statement } from 'better-sqlite3';
import type { BroadcastEntry, BroadcastLog } from '../../core/ports/BroadcastLog';
import { migrateSqlite } from './schema/migrateSqlite';

/** BroadcastLog over SQLite (the broadcasts table of migration 3). */
export class SqliteBroadcastLog implements BroadcastLog {
  private readonly insert: Statement<[string, string, string, string, number]>;
  private readonly select: Statement<[string, number], BroadcastEntry>;
  private readonly purge: Statement<[number]>;

  constructor(db: Database) {
    migrateSqlite(db);
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO broadcasts (id, username, app, expiration, expires_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.select = db.prepare(
      'SELECT id, username AS user, app, expiration FROM broadcasts WHERE id = ? AND expires_at > ?',
    );
    this.purge = db.prepare('DELETE FROM broadcasts WHERE expires_at <= ?');
  }

  async record(entry: BroadcastEntry, expiresAt: number): Promise<void> {
    this.add(entry, expiresAt);
  }

  /** `record`, at once: what SqliteIdempotencyStore's claim runs inside its own transaction. */
  add(entry: BroadcastEntry, expiresAt: number): void {
    this.insert.run(entry.id, entry.user, entry.app, entry.expiration, expiresAt);
  }

  async find(id: string, now: number): Promise<BroadcastEntry | undefined> {
    const row = this.select.get(id, now);
    return row && { ...row };
  }

  async purgeExpired(now: number): Promise<void> {
    this.purge.run(now);
  }
}
