import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryChainCursor } from '../../adapters/storage/chainFollowing/MemoryChainCursor';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteChainCursor } from '../../adapters/storage/chainFollowing/SqliteChainCursor';
import { chainCursorContract } from '../contracts/ChainCursor.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

chainCursorContract('MemoryChainCursor', () => new MemoryChainCursor());

describe('SqliteChainCursor', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-cursor-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  const file = () => join(dir, `${Math.random()}.db`);

  chainCursorContract('SqliteChainCursor', () => new SqliteChainCursor(openDatabase(file())), {
    shared: async () => {
      const path = file();
      return {
        a: new SqliteChainCursor(openDatabase(path)),
        b: new SqliteChainCursor(openDatabase(path)),
      };
    },
  });

  it('lets another process take over once the leader’s lease lapses (a worker that died)', async () => {
    const path = file();
    let now = 1_000_000;
    const dead = new SqliteChainCursor(openDatabase(path), 10_000, () => now);
    const other = new SqliteChainCursor(openDatabase(path), 10_000, () => now);
    expect(await dead.lead()).to.equal(true);
    await dead.save(5);
    now += 9_000;
    expect(await other.lead(), 'within the lease').to.equal(false);
    now += 2_000;
    expect(await other.lead(), 'after it').to.equal(true);
    expect(await other.last()).to.equal(5);
    await dead.save(99);
    expect(await other.last(), 'the old leader no longer moves the cursor').to.equal(5);
  });
});

describe('PostgresChainCursor', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  afterEach(() => db.closeAll());
  after(() => db.close());

  chainCursorContract('PostgresChainCursor', () => db.chainCursor(), {
    shared: async () => ({ a: db.chainCursor(), b: db.chainCursor() }),
  });

  it('lets another instance lead as soon as the leader’s connection is gone (an instance that died)', async () => {
    const a = db.chainCursor();
    const b = db.chainCursor();
    expect(await a.lead()).to.equal(true);
    expect(await b.lead()).to.equal(false);
    await db
      .pool(1)
      .query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hivegate-follower' AND datname = current_database() AND pid IN (SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)",
      );
    let led = false;
    for (let tries = 0; tries < 50 && !led; tries++) {
      led = await b.lead();
      if (!led) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(led, 'the other took over').to.equal(true);
    expect(await a.lead(), 'the first sees it lost the lead').to.equal(false);
  });
});
