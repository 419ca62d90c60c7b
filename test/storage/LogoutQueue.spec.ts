import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryLogoutQueue } from '../../adapters/storage/signIn/MemoryLogoutQueue';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { PostgresLogoutQueue } from '../../adapters/storage/signIn/PostgresLogoutQueue';
import { SqliteLogoutQueue } from '../../adapters/storage/signIn/SqliteLogoutQueue';
import { logoutQueueContract } from '../contracts/LogoutQueue.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

logoutQueueContract('MemoryLogoutQueue', () => new MemoryLogoutQueue());

describe('SqliteLogoutQueue', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-logouts-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const file = () => join(dir, `${Math.random()}.db`);

  logoutQueueContract(
    'SqliteLogoutQueue',
    () => new SqliteLogoutQueue(openDatabase(file())),
    async () => {
      const path = file();
      return {
        a: new SqliteLogoutQueue(openDatabase(path)),
        b: new SqliteLogoutQueue(openDatabase(path)),
      };
    },
  );
});

describe('PostgresLogoutQueue', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  afterEach(() => db.closeAll());
  after(() => db.close());

  logoutQueueContract(
    'PostgresLogoutQueue',
    () => new PostgresLogoutQueue(db.pool(2)),
    async () => ({
      a: new PostgresLogoutQueue(db.pool(4)),
      b: new PostgresLogoutQueue(db.pool(4)),
    }),
  );
});
