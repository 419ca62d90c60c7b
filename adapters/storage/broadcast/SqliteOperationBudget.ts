import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import { budgetDecision, type CountedBatch } from '../../../core/limits/dailyBudgetRules';
import type {
  BudgetAnswer,
  BudgetRequest,
  OperationBudget,
} from '../../../core/ports/OperationBudget';
import { migrateSqlite } from '../schema/migrateSqlite';

/**
 * OperationBudget over SQLite (the operation_budget table of migration 4). `take` reads the window
 * and counts in one IMMEDIATE transaction, which holds the database's write lock from the start:
 * worker processes sharing the file (WORKERS=N) take one after the other, exactly.
 */
export class SqliteOperationBudget implements OperationBudget {
  private readonly window: Statement<[string, string, number], CountedBatch>;
  private readonly insert: Statement<[string, string, string, number, number]>;
  private readonly remove: Statement<[string]>;
  private readonly purge: Statement<[number]>;
  private readonly takeAtomically: (request: BudgetRequest) => BudgetAnswer;

  constructor(db: Database) {
    migrateSqlite(db);
    this.window = db.prepare(
      'SELECT at, count FROM operation_budget WHERE username = ? AND app = ? AND at > ? ORDER BY at',
    );
    this.insert = db.prepare(
      'INSERT INTO operation_budget (id, username, app, at, count) VALUES (?, ?, ?, ?, ?)',
    );
    this.remove = db.prepare('DELETE FROM operation_budget WHERE id = ?');
    this.purge = db.prepare('DELETE FROM operation_budget WHERE at <= ?');
    const transaction = db.transaction((request: BudgetRequest): BudgetAnswer => {
      const counted = this.window.all(request.user, request.app, request.now - request.windowMs);
      const decision = budgetDecision(counted, request);
      if (!decision.fits) return { taken: false, retryAt: decision.retryAt };
      const id = randomUUID();
      this.insert.run(id, request.user, request.app, request.now, request.count);
      return { taken: true, id };
    });
    this.takeAtomically = (request) => transaction.immediate(request);
  }

  async take(request: BudgetRequest): Promise<BudgetAnswer> {
    return this.takeAtomically(request);
  }

  async giveBack(id: string): Promise<void> {
    this.remove.run(id);
  }

  async purgeBefore(before: number): Promise<void> {
    this.purge.run(before);
  }
}
