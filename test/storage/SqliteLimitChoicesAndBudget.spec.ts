import { SqliteLimitChoices } from '../../adapters/storage/limits/SqliteLimitChoices';
import { limitChoicesContract } from '../contracts/LimitChoices.contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteOperationBudget } from '../../adapters/storage/broadcast/SqliteOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';

operationBudgetContract('SqliteOperationBudget (file, two connections as two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-budget-'));
  const first = openDatabase(join(dir, 'budget.db'));
  const second = openDatabase(join(dir, 'budget.db'));
  return {
    budget: new SqliteOperationBudget(first),
    other: new SqliteOperationBudget(second),
    close: () => {
      first.close();
      second.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

limitChoicesContract('SqliteLimitChoices (file, two connections as two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-limits-'));
  const first = openDatabase(join(dir, 'limits.db'));
  const second = openDatabase(join(dir, 'limits.db'));
  return {
    overrides: new SqliteLimitChoices(first),
    other: new SqliteLimitChoices(second),
    close: () => {
      first.close();
      second.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
