import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryDPoPReplayStore } from '../../adapters/storage/signIn/MemoryDPoPReplayStore';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { PostgresDPoPReplayStore } from '../../adapters/storage/signIn/PostgresDPoPReplayStore';
import { SqliteDPoPReplayStore } from '../../adapters/storage/signIn/SqliteDPoPReplayStore';
import { dpopReplayStoreContract } from '../contracts/DPoPReplayStore.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

dpopReplayStoreContract('MemoryDPoPReplayStore', () => ({ replays: new MemoryDPoPReplayStore() }));

dpopReplayStoreContract('SqliteDPoPReplayStore (file, two connections as two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-dpop-'));
  const first = openDatabase(join(dir, 'dpop.db'));
  const second = openDatabase(join(dir, 'dpop.db'));
  return {
    replays: new SqliteDPoPReplayStore(first),
    other: new SqliteDPoPReplayStore(second),
    close: () => {
      first.close();
      second.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('PostgresDPoPReplayStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  after(() => db.close());

  dpopReplayStoreContract('PostgresDPoPReplayStore (two pools as two instances)', async () => {
    await db.empty();
    return {
      replays: new PostgresDPoPReplayStore(db.pool()),
      other: new PostgresDPoPReplayStore(db.pool()),
      close: () => db.closeAll(),
    };
  });
});
