import { keptUntil } from './revocationKeep';
import type { SqliteDatabase } from '../openDatabase';

/**
 * This process's view of revoked sign-ins in a SQLite file that other processes (the
 * workers of WORKERS=N) may also write. Loaded once, then every `pollMs` a check of
 * `PRAGMA data_version` — which changes only when another connection committed — and, when it
 * moved, a read of the revocations added since (by rowid: the table is append-only). So a
 * revocation by another process is seen within pollMs, at the cost of one pragma per poll, and
 * checking a token reads no storage. Polling stops by itself when the database is closed.
 */
export class SqliteRevocations {
  /** Each revoked sign-in, with until when its revocation is kept (ms: the `until` column). */
  private readonly sids = new Map<string, number>();
  private lastRowid = 0;
  private dataVersion = -1;
  private readonly timer: NodeJS.Timeout;
  private readonly version;
  private readonly since;

  constructor(
    private readonly db: SqliteDatabase,
    pollMs = 200,
  ) {
    this.version = db.prepare<[], number>('PRAGMA data_version').pluck();
    this.since = db.prepare<
      [number],
      { rowid: number; sid: string; at: number; until: number | null }
    >('SELECT rowid, sid, at, until FROM revocations WHERE rowid > ? ORDER BY rowid');
    this.refresh();
    this.timer = setInterval(() => this.poll(), pollMs);
    this.timer.unref();
  }

  has(sid: string): boolean {
    return this.sids.has(sid);
  }

  /** Records a revocation this process made, kept until `until` (ms). */
  add(sid: string, until: number): void {
    this.sids.set(sid, until);
  }

  /** Forgets revocations kept until before `before` (ms), as the table does (SignInStore.purgeExpired). */
  forget(before: number): void {
    for (const [sid, until] of this.sids) if (until < before) this.sids.delete(sid);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private poll(): void {
    if (!this.db.open) return this.stop();
    if (this.version.get() !== this.dataVersion) this.refresh();
  }

  private refresh(): void {
    this.dataVersion = this.version.get()!;
    for (const row of this.since.all(this.lastRowid)) {
      this.sids.set(row.sid, keptUntil(row));
      this.lastRowid = row.rowid;
    }
  }
}
