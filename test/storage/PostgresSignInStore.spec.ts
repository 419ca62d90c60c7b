import { expect } from 'chai';
import { Unavailable } from '../../core/errors';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { PostgresSignInStore } from '../../adapters/storage/signIn/PostgresSignInStore';
import { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';
import { signInStoreContract } from '../contracts/SignInStore.contract';
import { requirePostgres } from '../support/postgres';
import { FeedLogger, heardOf } from '../support/revocationFeed';
import { PostgresHarness } from './postgresHarness';

const FEED_LOST = 'postgres: revocation feed lost; reconnecting';
const FEED_BACK = 'postgres: revocation feed back';

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

  it('answers isRevoked from memory: no query while the revocation feed is live', async () => {
    const pool = db.pool();
    const store = await db.grants(pool);
    await store.revokeSignIn({
      sid: 'fam',
      reason: 'sign_out',
      username: 'alice',
      at: 1,
      until: 9e12,
    });
    let queries = 0;
    pool.on('acquire', () => queries++); // every query takes a connection from the pool
    expect(await store.isRevoked('fam')).to.equal(true);
    expect(await store.isRevoked('other')).to.equal(false);
    expect(queries).to.equal(0);
    await store.useCode('code', 1);
    expect(queries, 'the counter does see queries').to.equal(1);
  });

  it('loads revocations made before it started', async () => {
    await (
      await db.grants()
    ).revokeSignIn({ sid: 'old', reason: 'code_reuse', username: 'bob', at: 1, until: 9e12 });
    const later = await db.grants();
    expect(await later.isRevoked('old')).to.equal(true);
  });

  it('re-reads every revocation after losing its feed, and asks the database meanwhile', async () => {
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
      at: 1,
      until: 9e12,
    });
    await a.revokeSignIn({
      sid: 'while-away',
      reason: 'sign_out',
      username: 'alice',
      at: 1,
      until: 9e12,
    });
    expect(
      await b.isRevoked('while-away'),
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
      at: 2,
      until: 9e12,
    });
    await heard; // by the feed's notification: B made no revocation itself
    expect(await b.isRevoked('after')).to.equal(true);
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
