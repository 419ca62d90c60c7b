import { expect } from 'chai';
import { Unavailable } from '../../core/errors';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { PostgresGrantStore } from '../../adapters/storage/PostgresGrantStore';
import {
  POSTGRES_HELD_REVOCATIONS,
  PostgresRevocations,
} from '../../adapters/storage/PostgresRevocations';
import { HELD_IN_MEMORY_MS } from '../../adapters/storage/revocationKeep';
import { grantStoreContract } from '../contracts/GrantStore.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

const DAY = 24 * 3600_000;

describe('PostgresGrantStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  afterEach(() => db.closeAll());
  after(() => db.close());

  grantStoreContract('PostgresGrantStore', () => db.grants(), {
    shared: async () => ({
      a: await db.grants(),
      b: await db.grants(),
      close: () => db.closeAll(),
    }),
  });

  it('answers isRevoked from memory for a token of the last week: no query while the revocation feed is live', async () => {
    const pool = db.pool();
    const store = await db.grants(pool);
    await store.revokeSignIn({
      sid: 'fam',
      reason: 'sign_out',
      username: 'alice',
      at: Date.now(),
      until: 9e12,
    });
    let queries = 0;
    pool.on('acquire', () => queries++); // every query takes a connection from the pool
    const issuedAt = Date.now() - 6 * DAY;
    expect(await store.isRevoked('fam', issuedAt)).to.equal(true);
    expect(await store.isRevoked('other', issuedAt)).to.equal(false);
    expect(queries).to.equal(0);
    expect(await store.isRevoked('other', Date.now() - 8 * DAY), 'an older token').to.equal(false);
    expect(queries, 'the table is asked for it').to.equal(1);
  });

  it('loads at start only the revocations made in the last week and an hour, and asks the table for older ones (issue 61 §3)', async () => {
    const first = await db.grants();
    const now = Date.now();
    const revoke = (sid: string, at: number) =>
      first.revokeSignIn({ sid, reason: 'code_reuse', username: 'bob', at, until: 9e12 });
    await revoke('recent', now - DAY);
    for (let i = 0; i < 20; i++) await revoke(`old-${i}`, now - HELD_IN_MEMORY_MS - i * DAY - 1);
    const feed = new PostgresRevocations({ connectionString: db.url });
    const later = await db.grants(undefined, feed);
    expect(feed.size, 'held in memory').to.equal(1);
    const read = await db.pool(1).query(POSTGRES_HELD_REVOCATIONS, [now - HELD_IN_MEMORY_MS]);
    expect(read.rowCount, 'rows start-up reads').to.equal(1);
    expect(await later.isRevoked('recent', now)).to.equal(true);
    expect(await later.isRevoked('old-19', now - 30 * DAY), 'its refresh token').to.equal(true);
    expect(feed.size, 'an old one read from the table is not held').to.equal(1);
  });

  it('re-reads the held revocations after losing its feed, and asks the database meanwhile', async () => {
    const a = await db.grants();
    const feed = new PostgresRevocations({ connectionString: db.url });
    const b = await db.grants(undefined, feed);
    // Cut B's LISTEN connection from the server side, then revoke while it is away.
    const admin = db.pool(1);
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hivegate-revocations' AND datname = current_database()",
    );
    await a.revokeSignIn({
      sid: 'while-away',
      reason: 'sign_out',
      username: 'alice',
      at: Date.now(),
      until: 9e12,
    });
    expect(
      await b.isRevoked('while-away', Date.now()),
      'answered from the database or the re-read view',
    ).to.equal(true);
    const started = Date.now();
    while (!feed.live) {
      expect(Date.now() - started, 'ms to reconnect').to.be.below(3000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await a.revokeSignIn({
      sid: 'after',
      reason: 'sign_out',
      username: 'alice',
      at: Date.now(),
      until: 9e12,
    });
    const seen = Date.now();
    while (!(await b.isRevoked('after', seen))) {
      expect(Date.now() - seen).to.be.below(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it('throws Unavailable, not a driver error, when the database cannot be reached', async () => {
    const url = new URL(db.url);
    url.port = '1'; // nothing listens there
    const pool = openPostgres(url.toString(), { poolSize: 1, connectTimeoutMs: 500 });
    const store = new PostgresGrantStore(
      pool,
      new PostgresRevocations({ connectionString: url.toString() }),
    );
    try {
      for (const call of [
        () => store.useCode('c', 1),
        () => store.takeChallenge('x'),
        () => store.isRevoked('fam'),
      ]) {
        const error = await call().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(Unavailable);
        expect((error as Unavailable).description).to.not.include(url.host);
      }
    } finally {
      await pool.end();
    }
  });
});
