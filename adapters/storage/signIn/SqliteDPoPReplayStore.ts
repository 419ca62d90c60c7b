import type { Database, Statement } from 'better-sqlite3';
import type { DPoPReplayStore } from '../../../core/ports/DPoPReplayStore';
import { migrateSqlite } from '../schema/migrateSqlite';

/**
 * DPoPReplayStore over SQLite (the dpop_proofs table of migration 7): one INSERT OR IGNORE, atomic
 * for worker processes sharing the file (WORKERS=N): of two racing uses, one inserts the row.
 */
export class SqliteDPoPReplayStore implements DPoPReplayStore {
  private readonly insert: Statement<[string, number]>;
  private readonly purge: Statement<[number]>;

  constructor(db: Database) {
    migrateSqlite(db);
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO dpop_proofs (proof_key, expires_at) VALUES (?, ?)',
    );
    this.purge = db.prepare('DELETE FROM dpop_proofs WHERE expires_at <= ?');
  }

  async firstUse(key: string, expiresAt: number): Promise<boolean> {
    return this.insert.run(key, expiresAt).changes === 1;
  }

  async purgeExpired(now: number): Promise<void> {
    this.purge.run(now);
  }
}
