import { PostgresBroadcastLog } from '../../adapters/storage/broadcast/PostgresBroadcastLog';
import { broadcastLogContract } from '../contracts/BroadcastLog.contract';
import { PostgresIdempotencyStore } from '../../adapters/storage/broadcast/PostgresIdempotencyStore';
import { idempotencyStoreContract } from '../contracts/IdempotencyStore.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

describe('PostgresIdempotencyStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  after(() => db.close());

  idempotencyStoreContract('PostgresIdempotencyStore (two pools as two instances)', async () => {
    await db.empty();
    return {
      store: new PostgresIdempotencyStore(db.pool()),
      log: new PostgresBroadcastLog(db.pool()),
      other: new PostgresIdempotencyStore(db.pool()),
      close: () => db.closeAll(),
    };
  });

  broadcastLogContract('PostgresBroadcastLog', async () => {
    await db.empty();
    return { log: new PostgresBroadcastLog(db.pool()), close: () => db.closeAll() };
  });
});
