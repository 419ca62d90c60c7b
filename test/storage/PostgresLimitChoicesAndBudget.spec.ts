import { PostgresLimitChoices } from '../../adapters/storage/limits/PostgresLimitChoices';
import { limitChoicesContract } from '../contracts/LimitChoices.contract';
import { PostgresOperationBudget } from '../../adapters/storage/broadcast/PostgresOperationBudget';
import { operationBudgetContract } from '../contracts/OperationBudget.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

describe('PostgresOperationBudget', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  after(() => db.close());

  operationBudgetContract('PostgresOperationBudget (two pools as two instances)', async () => {
    await db.empty();
    return {
      budget: new PostgresOperationBudget(db.pool()),
      other: new PostgresOperationBudget(db.pool()),
      close: () => db.closeAll(),
    };
  });

  limitChoicesContract('PostgresLimitChoices (two pools as two instances)', async () => {
    await db.empty();
    return {
      overrides: new PostgresLimitChoices(db.pool()),
      other: new PostgresLimitChoices(db.pool()),
      close: () => db.closeAll(),
    };
  });
});
