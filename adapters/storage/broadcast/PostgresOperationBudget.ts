import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { budgetDecision } from '../../../core/limits/dailyBudgetRules';
import type {
  BudgetAnswer,
  BudgetRequest,
  OperationBudget,
} from '../../../core/ports/OperationBudget';
import { inTransaction, query } from '../postgresQuery';

/**
 * OperationBudget over PostgreSQL (the operation_budget table of migration 6), shared by every
 * instance. `take` runs in one transaction holding an advisory lock on the user and app: instances
 * racing at the budget's edge take one after the other, so exactly the budget is accepted.
 */
export class PostgresOperationBudget implements OperationBudget {
  constructor(private readonly pool: Pool) {}

  async take(request: BudgetRequest): Promise<BudgetAnswer> {
    return inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 24))', [
        `${request.user} ${request.app}`,
      ]);
      const { rows } = await client.query<{ at: string; count: number }>(
        'SELECT at, count FROM operation_budget WHERE username = $1 AND app = $2 AND at > $3',
        [request.user, request.app, request.now - request.windowMs],
      );
      const decision = budgetDecision(
        rows.map((row) => ({ at: Number(row.at), count: row.count })),
        request,
      );
      if (!decision.fits) return { taken: false, retryAt: decision.retryAt };
      const id = randomUUID();
      await client.query(
        'INSERT INTO operation_budget (id, username, app, at, count) VALUES ($1, $2, $3, $4, $5)',
        [id, request.user, request.app, request.now, request.count],
      );
      return { taken: true, id };
    });
  }

  async giveBack(id: string): Promise<void> {
    await query(this.pool, 'DELETE FROM operation_budget WHERE id = $1', [id]);
  }

  async purgeBefore(before: number): Promise<void> {
    await query(this.pool, 'DELETE FROM operation_budget WHERE at <= $1', [before]);
  }
}
