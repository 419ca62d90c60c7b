import { expect } from 'chai';
import type { BudgetRequest, OperationBudget } from '../../core/ports/OperationBudget';

const NOW = 1_800_000_000_000;
const DAY = 24 * 3600_000;
const request = (count: number, now = NOW, limit = 5): BudgetRequest => ({
  user: 'alice',
  app: 'demo-app',
  count,
  limit,
  now,
  windowMs: DAY,
});

interface Harness {
  budget: OperationBudget;
  /** Another instance (or worker) over the same storage, when the adapter shares one. */
  other?: OperationBudget;
  close?: () => void | Promise<void>;
}

/** The behaviour every OperationBudget adapter must have (issue 24 §4). */
export function operationBudgetContract(
  name: string,
  factory: () => Harness | Promise<Harness>,
): void {
  describe(`OperationBudget contract: ${name}`, () => {
    let harness: Harness;
    beforeEach(async () => (harness = await factory()));
    afterEach(() => harness.close?.());

    it('counts batches up to the limit, several operations as several', async () => {
      expect(await harness.budget.take(request(3))).to.include({ taken: true });
      expect(await harness.budget.take(request(2, NOW + 1))).to.include({ taken: true });
      expect(await harness.budget.take(request(1, NOW + 2))).to.deep.equal({
        taken: false,
        retryAt: NOW + DAY, // when the oldest batch leaves the window
      });
    });

    it('counts each user and app apart', async () => {
      await harness.budget.take(request(5));
      expect(await harness.budget.take({ ...request(5), user: 'bob' })).to.include({ taken: true });
      expect(await harness.budget.take({ ...request(5), app: 'other-app' })).to.include({
        taken: true,
      });
    });

    it('is a rolling window: a batch leaves it 24 h after it was counted', async () => {
      await harness.budget.take(request(2));
      await harness.budget.take(request(3, NOW + 3600_000));
      expect(await harness.budget.take(request(2, NOW + DAY - 1))).to.deep.equal({
        taken: false,
        retryAt: NOW + DAY,
      });
      expect(await harness.budget.take(request(2, NOW + DAY))).to.include({ taken: true });
    });

    it('a batch given back no longer counts; giving back twice is harmless', async () => {
      const taken = await harness.budget.take(request(5));
      if (!taken.taken) throw new Error('not taken');
      await harness.budget.giveBack(taken.id);
      await harness.budget.giveBack(taken.id);
      expect(await harness.budget.take(request(5, NOW + 1))).to.include({ taken: true });
    });

    it('forgets batches counted before a time', async () => {
      await harness.budget.take(request(5));
      await harness.budget.purgeBefore(NOW);
      expect(await harness.budget.take(request(5, NOW + 1))).to.include({ taken: true });
    });

    it('racing takes at the budget edge accept exactly the budget (across instances when shared)', async () => {
      const budgets = [harness.budget, harness.other ?? harness.budget];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => budgets[i % 2].take(request(1, NOW + i))),
      );
      expect(answers.filter((answer) => answer.taken)).to.have.length(5);
    });
  });
}
