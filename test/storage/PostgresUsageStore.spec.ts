import { PostgresUsageStore } from '../../adapters/storage/apps/PostgresUsageStore';
import { usageStoreContract } from '../contracts/UsageStore.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

describe('PostgresUsageStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  after(() => db.close());

  usageStoreContract(
    'PostgresUsageStore',
    async () => {
      await db.empty();
      return { store: new PostgresUsageStore(db.pool()), close: () => db.closeAll() };
    },
    {
      shared: async () => ({
        a: new PostgresUsageStore(db.pool()),
        b: new PostgresUsageStore(db.pool()),
        close: () => undefined,
      }),
    },
  );
});
