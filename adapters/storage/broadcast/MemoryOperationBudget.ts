import { randomUUID } from 'node:crypto';
import { budgetDecision, type CountedBatch } from '../../../core/limits/dailyBudgetRules';
import type {
  BudgetAnswer,
  BudgetRequest,
  OperationBudget,
} from '../../../core/ports/OperationBudget';

interface Batch extends CountedBatch {
  id: string;
  key: string;
}

/** OperationBudget in this process's memory: exact for one process (JavaScript runs `take` to its end). */
export class MemoryOperationBudget implements OperationBudget {
  private batches: Batch[] = [];

  async take(request: BudgetRequest): Promise<BudgetAnswer> {
    const key = `${request.user} ${request.app}`;
    const decision = budgetDecision(
      this.batches.filter((batch) => batch.key === key),
      request,
    );
    if (!decision.fits) return { taken: false, retryAt: decision.retryAt };
    const id = randomUUID();
    this.batches.push({ id, key, at: request.now, count: request.count });
    return { taken: true, id };
  }

  async giveBack(id: string): Promise<void> {
    this.batches = this.batches.filter((batch) => batch.id !== id);
  }

  async purgeBefore(before: number): Promise<void> {
    this.batches = this.batches.filter((batch) => batch.at > before);
  }
}
