import { expect } from 'chai';
import { Unavailable } from '../../core/errors';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { PostgresSignInStore } from '../../adapters/storage/signIn/PostgresSignInStore';
import {
  POSTGRES_HELD_REVOCATIONS,
  PostgresRevocations,
} from '../../adapters/storage/signIn/PostgresRevocations';
import { HELD_IN_MEMORY_MS } from '../../adapters/storage/signIn/revocationKeep';
import { signInStoreContract } from '../contracts/SignInStore.contract';
import { requirePostgres } from '../support/postgres';
import { FeedLogger, heardOf } from '../support/revocationFeed';
import { PostgresHarness } from './postgresHarness';

const FEED_LOST = 'postgres: revocation feed lost; reconnecting';
const FEED_BACK = 'postgres: revocation feed back';
const DAY = 24 * 3600_000;

describe('PostgresSignInStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  beforeEach(() => db.empty());
  afterEach(() => db.closeAll());
  after(() => db.close());

  signInStoreContract('PostgresSignInStore', () => db.grants(), {
    shared: async () => {
      const feed = new PostgresRevocations({ connectionString: db.url });
      return {
        a: await db.grants(),
        b: await db.grants(undefined, feed),
        heardByB: (sid) => heardOf(feed, sid),
        close: () => db.closeAll(),
      };
    },
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
    const logger = new FeedLogger();
    const feed = new PostgresRevocations({ connectionString: db.url }, logger);
    const b = await db.grants(undefined, feed);
    const [lost, back] = [logger.next(FEED_LOST), logger.next(FEED_BACK)];
    // Cut B's LISTEN connection from the server side, then revoke once B knows it is away (so no
    // notification can bring it: only the re-read can).
    const admin = db.pool(1);
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'hivegate-revocations' AND datname = current_database()",
    );
    await lost;
    await a.revokeSignIn({
      sid: 'unasked',
      reason: 'sign_out',
      username: 'bob',
      at: Date.now(),
      until: 9e12,
    });
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
    await back;
    expect(feed.live, 'live again once it says it is back').to.equal(true);
    expect(logger.count(FEED_LOST), 'lost once').to.equal(1);
    expect(
      feed.has('unasked'),
      'a revocation made while away that B never asked of: re-read',
    ).to.equal(true);
    const heard = heardOf(feed, 'after');
    await a.revokeSignIn({
      sid: 'after',
      reason: 'sign_out',
      username: 'alice',
      at: Date.now(),
      until: 9e12,
    });
    await heard; // by the feed's notification: B made no revocation itself
    expect(await b.isRevoked('after', Date.now())).to.equal(true);
  });

  it('throws Unavailable, not a driver error, when the database cannot be reached', async () => {
    const url = new URL(db.url);
    url.port = '1'; // nothing listens there
    const pool = openPostgres(url.toString(), { poolSize: 1, connectTimeoutMs: 500 });
    const store = new PostgresSignInStore(
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
