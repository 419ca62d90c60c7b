import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryDeviceRequests } from '../../adapters/storage/signIn/MemoryDeviceRequests';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { PostgresDeviceRequests } from '../../adapters/storage/signIn/PostgresDeviceRequests';
import { SqliteDeviceRequests } from '../../adapters/storage/signIn/SqliteDeviceRequests';
import { deviceRequestsContract } from '../contracts/DeviceRequests.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

deviceRequestsContract('MemoryDeviceRequests', () => new MemoryDeviceRequests());

describe('SqliteDeviceRequests', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-devices-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const file = () => join(dir, `${Math.random()}.db`);

  deviceRequestsContract(
    'SqliteDeviceRequests',
    () => new SqliteDeviceRequests(openDatabase(file())),
    async () => {
      const path = file();
      return {
        a: new SqliteDeviceRequests(openDatabase(path)),
        b: new SqliteDeviceRequests(openDatabase(path)),
      };
    },
  );
});

describe('PostgresDeviceRequests', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  afterEach(() => db.closeAll());
  after(() => db.close());

  deviceRequestsContract(
    'PostgresDeviceRequests',
    () => new PostgresDeviceRequests(db.pool(2)),
    async () => ({
      a: new PostgresDeviceRequests(db.pool(4)),
      b: new PostgresDeviceRequests(db.pool(4)),
    }),
  );
});
