import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import { Unavailable } from '../../core/errors';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';
import { isConnectionError } from '../../adapters/storage/postgresErrors';
import { PrimaryClient } from '../../adapters/storage/postgresPrimary';
import { inTransaction, query } from '../../adapters/storage/postgresQuery';
import { migratePostgres } from '../../adapters/storage/schema/migratePostgres';
import { freePort } from '../support/freePort';
import { MemoryLogger } from '../support/MemoryLogger';
import { freshDatabase, requirePostgres } from '../support/postgres';
import { tcpProxy, type TcpProxy } from '../support/tcpProxy';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A multi-host DATABASE_URL (issue 62 §1) against one real server: each "host" is a TCP relay to
 * it, so the test can kill one; a read-only role stands in for a standby.
 * test/process/failover.spec.ts fails over between two real servers.
 */
describe('PostgreSQL connections that follow the primary (multi-host DATABASE_URL)', function () {
  let url = '';
  let port = 0;
  let drop: (() => Promise<void>) | undefined;
  const closing: (() => Promise<unknown>)[] = [];
  /** The database URL with `hosts` for its host list and `params` for its query. */
  const withHosts = (hosts: string, params = '', user = 'hivegate') => {
    const parsed = new URL(url);
    // a password (trust auth ignores it) that no log line may carry
    return `postgresql://${user}:s3cret-pw@${hosts}${parsed.pathname}${params}`;
  };
  const pool = (of: string, logger?: MemoryLogger): Pool => {
    const opened = openPostgres(of, { poolSize: 2, connectTimeoutMs: 2000 }, logger);
    closing.push(() => opened.end());
    return opened;
  };

  before(async function () {
    await requirePostgres(this);
    ({ url, drop } = (await freshDatabase())!);
    port = Number(new URL(url).port);
    const admin = openPostgres(url, { poolSize: 1 });
    await migratePostgres(admin);
    await admin.end();
  });
  afterEach(async () => {
    for (const close of closing.splice(0).reverse()) await close().catch(() => undefined);
  });
  after(async () => drop?.());

  it('connects to the first host that answers, skipping one that refuses', async () => {
    const dead = await freePort();
    const answer = await query<{ one: number }>(
      pool(withHosts(`127.0.0.1:${dead},127.0.0.1:${port}`)),
      'SELECT 1 AS one',
    );
    expect(answer.rows).to.deep.equal([{ one: 1 }]);
  });

  it('answers Unavailable (503), not a crash, when no host answers', async () => {
    const [one, two] = [await freePort(), await freePort()];
    const error = await query(pool(withHosts(`127.0.0.1:${one},127.0.0.1:${two}`)), 'SELECT 1')
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(Unavailable);
  });

  describe('with a read-only server (a standby)', () => {
    const role = `hivegate_ro_${randomBytes(4).toString('hex')}`;
    before(async () => {
      const admin = openPostgres(url, { poolSize: 1 });
      await admin.query(`CREATE ROLE ${role} LOGIN SUPERUSER`);
      await admin.query(`ALTER ROLE ${role} SET default_transaction_read_only = on`);
      await admin.end();
    });
    after(async () => {
      const admin = openPostgres(url, { poolSize: 1 });
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    });

    it('never uses a read-only connection under target_session_attrs=read-write: 503, with SQLSTATE 25006', async () => {
      const readOnly = withHosts(`127.0.0.1:${port}`, '?target_session_attrs=read-write', role);
      const client = new PrimaryClient({
        connectionString: readOnly,
        connectionTimeoutMillis: 2000,
      });
      const refused = await client.connect().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((refused as { code?: string }).code).to.equal('25006');
      expect(isConnectionError(refused)).to.equal(true);
      const error = await query(pool(readOnly), 'SELECT 1').catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(Unavailable);
    });

    it('a write a read-only server refuses (25006) is Unavailable (503), not a 500', async () => {
      // target_session_attrs=any (libpq's default, one host): connected, but every write refused
      const error = await query(
        pool(withHosts(`127.0.0.1:${port}`, '', role)),
        'CREATE TABLE never (x int)',
      ).catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(Unavailable);
    });
  });

  it('a transaction refused as read-only (25006) drops its connection: the next one looks for the primary', async () => {
    const shared = pool(url);
    const error = await inTransaction(shared, async (client) => {
      await client.query('SET TRANSACTION READ ONLY');
      await client.query('CREATE TABLE never (x int)');
    }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(Unavailable);
    expect(shared.totalCount, 'connections kept by the pool').to.equal(0);
    // a statement's own error keeps the connection
    await inTransaction(shared, (client) => client.query('SELECT nonsense')).catch(() => undefined);
    expect(shared.totalCount).to.equal(1);
  });

  it('refuses a target_session_attrs hivegate cannot serve, before connecting', () => {
    expect(() =>
      openPostgres(withHosts('127.0.0.1:1', '?target_session_attrs=read-only'), {
        poolSize: 1,
      }),
    ).to.throw(/target_session_attrs=read-only is not served/);
  });

  describe('when the primary dies', () => {
    let first: TcpProxy;
    let second: TcpProxy | undefined;
    let secondPort = 0;
    beforeEach(async () => {
      first = await tcpProxy(port);
      secondPort = await freePort();
      second = undefined;
    });
    afterEach(async () => {
      await first.cut().catch(() => undefined);
      await second?.cut().catch(() => undefined);
    });
    const multi = () =>
      withHosts(
        `127.0.0.1:${first.port},127.0.0.1:${secondPort}`,
        '?target_session_attrs=read-write',
      );

    it('the pool drops the dead connections and the next ones find the new primary, without a restart', async () => {
      const logger = new MemoryLogger();
      const shared = pool(multi(), logger);
      await query(shared, 'SELECT 1');
      await first.cut();
      second = await tcpProxy(port, secondPort);
      // the pool's idle connection hears of its end (logged), or meets it in the next request
      for (let waited = 0; waited < 2000 && !logger.lines.join().includes('idle'); waited += 20)
        await sleep(20);
      const outcomes: string[] = [];
      for (let tries = 0; tries < 10 && outcomes.at(-1) !== 'ok'; tries++) {
        outcomes.push(
          await query(shared, 'SELECT 1').then(
            () => 'ok',
            (error: unknown) => (error instanceof Unavailable ? '503' : String(error)),
          ),
        );
      }
      // a connection that was cut may fail its request (503) before the pool drops it; then it finds host 2
      expect(outcomes.at(-1)).to.equal('ok');
      expect(outcomes.filter((outcome) => outcome !== 'ok').every((o) => o === '503')).to.equal(
        true,
      );
      expect(outcomes.length).to.be.at.most(3);
      const logged = logger.lines.join('\n');
      expect(logged).to.match(/"host":2[^\n]*primary found/);
      expect(logged).to.match(/an idle connection failed/);
      expect(logged).to.not.include(String(first.port)); // host numbers, never the URL
      expect(logged).to.not.include('s3cret-pw');
    });

    it('the revocation feed reconnects to the new primary and re-reads the revocations it missed', async () => {
      const feed = new PostgresRevocations({ connectionString: multi() });
      await feed.start();
      closing.push(() => feed.stop());
      expect(feed.live).to.equal(true);
      await first.cut(); // no host answers for now
      for (let waited = 0; feed.live && waited < 5000; waited += 50) await sleep(50);
      expect(feed.live, 'the feed saw its connection go').to.equal(false);
      // revoked on the primary while the feed is away: its NOTIFY reaches nobody
      const admin = openPostgres(url, { poolSize: 1 });
      closing.push(() => admin.end());
      const now = Date.now();
      await admin.query(
        `INSERT INTO revocations (sid, reason, username, app, at, until) VALUES ('missed', 'logout', 'alice', 'demo-app', $1, $2)`,
        [now, now + 3_600_000],
      );
      await admin.query(`NOTIFY hivegate_revoked, 'missed ${now} ${now + 3_600_000}'`);
      expect(feed.has('missed')).to.equal(false);
      second = await tcpProxy(port, secondPort);
      for (let waited = 0; !feed.live && waited < 10_000; waited += 50) await sleep(50);
      expect(feed.live, 'the feed is back, on host 2').to.equal(true);
      expect(feed.has('missed')).to.equal(true);
    });
  });
});
