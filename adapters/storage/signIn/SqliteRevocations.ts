import { HeldRevocations } from './revocationKeep';
import type { SqliteDatabase } from '../openDatabase';

/** The revocations made after `?` (ms), through the index on `at`: what a process reads at start. */
export const SQLITE_HELD_REVOCATIONS = 'SELECT sid, at FROM revocations WHERE at > ? ORDER BY at';

/**
 * This process's view of recent revocations in a SQLite file that other processes (the workers of
 * WORKERS=N) may also write: those HeldRevocations keeps (the last week and an hour, by `at`), read
 * at start through the index on `at` — not the whole table, which grows with every sign-out for as
 * long as refresh tokens live. Then every `pollMs` a check of `PRAGMA data_version` — which changes
 * only when another connection committed — and, when it moved, a read of the revocations added
 * since (by rowid: the table is append-only). So a revocation by another process is seen within
 * pollMs, at the cost of one pragma per poll, and checking a young token reads no storage.
 * Polling stops by itself when the database is closed.
 */
export class SqliteRevocations {
  private readonly held: HeldRevocations;
  private lastRowid: number;
  private dataVersion: number;
  private readonly timer: NodeJS.Timeout;
  private readonly version;
  private readonly since;

  constructor(
    private readonly db: SqliteDatabase,
    pollMs = 200,
    now: () => number = Date.now,
  ) {
    this.held = new HeldRevocations(now);
    this.version = db.prepare<[], number>('PRAGMA data_version').pluck();
    this.since = db.prepare<[number], { rowid: number; sid: string; at: number }>(
      'SELECT rowid, sid, at FROM revocations WHERE rowid > ? ORDER BY rowid',
    );
    this.dataVersion = this.version.get()!;
    // The newest rowid first, then the held rows: a row committed in between is read by the next poll.
    this.lastRowid =
      db.prepare<[], number>('SELECT COALESCE(MAX(rowid), 0) FROM revocations').pluck().get() ?? 0;
    const held = db.prepare<[number], { sid: string; at: number }>(SQLITE_HELD_REVOCATIONS);
    for (const row of held.iterate(this.held.horizon())) this.held.add(row.sid, row.at);
    this.timer = setInterval(() => this.poll(), pollMs);
    this.timer.unref();
  }

  /** How many revocations this process holds in memory. */
  get size(): number {
    return this.held.size;
  }

  /** True when `has` alone answers for a token issued at `issuedAt` (ms). */
  covers(issuedAt: number | undefined): boolean {
    return this.held.covers(issuedAt);
  }

  has(sid: string): boolean {
    return this.held.has(sid);
  }

  /** Records a revocation this process made at `at` (ms). */
  add(sid: string, at: number): void {
    this.held.add(sid, at);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private poll(): void {
    if (!this.db.open) return this.stop();
    this.held.forget();
    if (this.version.get() !== this.dataVersion) this.refresh();
  }

  private refresh(): void {
    this.dataVersion = this.version.get()!;
    for (const row of this.since.all(this.lastRowid)) {
      this.held.add(row.sid, row.at);
      this.lastRowid = row.rowid;
    }
  }
}
