import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteUsageStore } from '../../adapters/storage/apps/SqliteUsageStore';
import { usageStoreContract } from '../contracts/UsageStore.contract';

usageStoreContract('SqliteUsageStore (:memory:)', () => {
  const db = openDatabase(':memory:');
  return { store: new SqliteUsageStore(db), close: () => void db.close() };
});

usageStoreContract('SqliteUsageStore (file, WAL)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-usage-'));
  const db = openDatabase(join(dir, 'usage.db'));
  return {
    store: new SqliteUsageStore(db),
    close: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('SqliteUsageStore', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'hivegate-usage-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('forgets a long history a day at a time, the event loop free between days (issue 61 §3)', async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteUsageStore(db);
    const old = Array.from({ length: 5000 }, (_, i) => ({
      app: `app${i % 7}`,
      user: `user${i}`,
      day: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      requests: 1,
    }));
    await store.record([...old, { app: 'app1', user: 'alice', day: '2026-11-20', requests: 2 }]);
    let turns = 0;
    let forgotten = false;
    const tick = () => {
      if (forgotten) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    await store.forgetBefore('2026-11-01');
    forgotten = true;
    expect(turns, 'other work ran while it forgot').to.be.above(1);
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('usage_users')).to.equal(1);
    expect(count('usage_days')).to.equal(1);
    db.close();
  });

  it('keeps usage across a reopen, and still counts a user once per day afterwards', async () => {
    const file = join(dir, 'usage.db');
    const first = openDatabase(file);
    await new SqliteUsageStore(first).record([
      { app: 'app1', user: 'alice', day: '2026-11-20', requests: 2 },
    ]);
    first.close();

    const second = openDatabase(file);
    const store = new SqliteUsageStore(second); // CREATE IF NOT EXISTS: schema creation is repeatable
    await store.record([{ app: 'app1', user: 'alice', day: '2026-11-20', requests: 1 }]);
    expect(await store.summarize('2026-11-20', '2026-11-20')).to.deep.equal([
      { app: 'app1', users: 1, requests: 3, firstSeen: '2026-11-20', lastSeen: '2026-11-20' },
    ]);
    second.close();
  });

  it('rolls back a batch that fails midway inside the transaction', async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteUsageStore(db);
    await store.record([{ app: 'app1', user: 'alice', day: '2026-11-20', requests: 1 }]);
    // A trigger that fails on the second record of the batch, after the first was written.
    db.exec(`CREATE TRIGGER fail_bob BEFORE INSERT ON usage_users WHEN NEW.user = 'bob'
             BEGIN SELECT RAISE(ABORT, 'boom'); END`);
    let failed = false;
    await store
      .record([
        { app: 'app1', user: 'carol', day: '2026-11-20', requests: 5 },
        { app: 'app1', user: 'bob', day: '2026-11-20', requests: 1 },
      ])
      .catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(await store.summarize('2026-11-20', '2026-11-20')).to.deep.equal([
      { app: 'app1', users: 1, requests: 1, firstSeen: '2026-11-20', lastSeen: '2026-11-20' },
    ]);
    db.close();
  });
});
