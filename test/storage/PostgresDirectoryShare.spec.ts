import { expect } from 'chai';
import { PostgresDirectoryShare } from '../../adapters/storage/apps/PostgresDirectoryShare';
import { directoryShareContract } from '../contracts/DirectoryShare.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

describe('PostgresDirectoryShare', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  after(() => db.close());

  directoryShareContract('PostgresDirectoryShare', async () => ({
    a: new PostgresDirectoryShare(db.pool()),
    b: new PostgresDirectoryShare(db.pool()),
    close: () => db.closeAll(),
  }));

  it('frees the lock when the building connection dies, without crashing the builder', async () => {
    const other = new PostgresDirectoryShare(db.pool());
    let finish!: () => void;
    const stuck = new Promise<undefined>((resolve) => (finish = () => resolve(undefined)));
    const building = new PostgresDirectoryShare(db.pool(1)).buildAlone(() => stuck);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await other.buildAlone(async () => undefined), 'locked while it lives').to.equal(false);
    await db
      .pool(1)
      .query(
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted",
      );
    let built = false;
    for (let attempt = 0; attempt < 50 && !built; attempt++) {
      built = await other.buildAlone(async () => undefined);
      if (!built) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(built).to.equal(true);
    finish();
    await building.catch(() => undefined); // its build ended after the connection died: whatever it says, no crash
  });
});
