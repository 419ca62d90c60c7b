import { randomUUID } from 'node:crypto';
import type { ChainCursor } from '../../../core/ports/ChainCursor';
import type { SqliteDatabase } from '../openDatabase';
import { migrateSqlite } from '../schema/migrateSqlite';

/**
 * ChainCursor over the SQLite file the worker processes (WORKERS=N) share: the lead is a lease in
 * the cursor's row, taken when free or lapsed and renewed each round; a worker that dies holds it
 * until the lease lapses (`leaseMs`), then another takes over from the last block it saved.
 */
export class SqliteChainCursor implements ChainCursor {
  private readonly holder = randomUUID();
  private readonly statements;

  constructor(
    db: SqliteDatabase,
    private readonly leaseMs = 10_000,
    private readonly now: () => number = Date.now,
    private readonly name = 'follower',
  ) {
    migrateSqlite(db);
    db.prepare('INSERT OR IGNORE INTO chain_cursor (name) VALUES (?)').run(name);
    this.statements = {
      lead: db.prepare(
        'UPDATE chain_cursor SET holder = @holder, lease_until = @until WHERE name = @name AND (holder = @holder OR lease_until < @now)',
      ),
      last: db
        .prepare<[string], number | null>('SELECT block_num FROM chain_cursor WHERE name = ?')
        .pluck(),
      save: db.prepare(
        'UPDATE chain_cursor SET block_num = ? WHERE name = ? AND holder = ? AND lease_until >= ?',
      ),
      release: db.prepare('UPDATE chain_cursor SET lease_until = 0 WHERE name = ? AND holder = ?'),
    };
  }

  async lead(): Promise<boolean> {
    const now = this.now();
    const taken = this.statements.lead.run({
      holder: this.holder,
      until: now + this.leaseMs,
      name: this.name,
      now,
    });
    return taken.changes === 1;
  }

  async last(): Promise<number | undefined> {
    return this.statements.last.get(this.name) ?? undefined;
  }

  /** Saved only while this process holds the lease: one that lost it must not move another's cursor. */
  async save(block: number): Promise<void> {
    this.statements.save.run(block, this.name, this.holder, this.now());
  }

  async release(): Promise<void> {
    this.statements.release.run(this.name, this.holder);
  }
}
