import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UsageStore } from '../../core/ports/UsageStore';
import { dayOf } from '../../core/apps/directory';
import { SqliteUsageStore } from '../../adapters/storage/apps/SqliteUsageStore';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { seedApps } from '../../bench/scenarios/apps';

// Plain JavaScript, as the bench runs it beside the compiled service.
const { writesDropped } = createRequire(__filename)('../../bench/serve/usageOff.js') as {
  writesDropped: (seeded: UsageStore) => UsageStore;
};

/**
 * The "usage store off" row differs from GET /api/me in the usage writes only: its directory is
 * the seeded file's apps. Started empty, it once read as recording costing a fifth of /api/me.
 */
describe('bench: the usage-off service reads the seeded apps and drops its writes', () => {
  let dir: string;
  let seeded: SqliteUsageStore;
  const today = dayOf(Date.now());
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-usage-off-'));
    seedApps(dir, 3);
    seeded = new SqliteUsageStore(openDatabase(join(dir, 'hivegate.db')));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("summarizes the seeded apps, as the service's own store does", async () => {
    const store = writesDropped(seeded);
    const apps = await store.summarize('2000-01-01', today);
    expect(apps.map((app) => app.app).sort()).to.deep.equal([
      'bench-app0',
      'bench-app1',
      'bench-app2',
    ]);
    expect(apps).to.deep.equal(await seeded.summarize('2000-01-01', today));
  });

  it('writes nothing of what it is asked to record', async () => {
    const before = await seeded.summarize('2000-01-01', today);
    await writesDropped(seeded).record([
      { app: 'bench-app0', user: 'alice', day: today, requests: 5 },
    ]);
    await writesDropped(seeded).record([{ app: 'new-app', user: 'bob', day: today, requests: 1 }]);
    expect(await seeded.summarize('2000-01-01', today)).to.deep.equal(before);
  });
});
