import { expect } from 'chai';
import type { Pool } from 'pg';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SchemaTooNew, SchemaTooOld } from '../../adapters/storage/schema/migration';
import {
  checkPostgresSchema,
  migratePostgres,
} from '../../adapters/storage/schema/migratePostgres';
import { checkSqliteSchema, migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';
import { POSTGRES_MIGRATIONS } from '../../adapters/storage/schema/postgresMigrations';
import { SQLITE_MIGRATIONS } from '../../adapters/storage/schema/sqliteMigrations';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { freshDatabase, requirePostgres } from '../support/postgres';

const LATEST = SQLITE_MIGRATIONS.at(-1)!.version;
const PG_LATEST = POSTGRES_MIGRATIONS.at(-1)!.version;

describe('schema migrations', () => {
  it('number versions from 1 without gaps; the shared steps alike in both databases', () => {
    for (const list of [SQLITE_MIGRATIONS, POSTGRES_MIGRATIONS])
      expect(list.map((m) => m.version)).to.deep.equal(list.map((_, i) => i + 1));
    expect(POSTGRES_MIGRATIONS.slice(0, 2).map((m) => m.name)).to.deep.equal(
      SQLITE_MIGRATIONS.slice(0, 2).map((m) => m.name),
    );
  });

  describe('expand/contract (issue 41 §3): two consecutive releases share one database', () => {
    /** What a step does that a release before it may not survive. */
    const CONTRACTING = [
      /\bDROP\s+(TABLE|COLUMN|INDEX)\b/i,
      /\bRENAME\b/i,
      /\bALTER\s+COLUMN\b/i,
      /\bADD\s+COLUMN\b[^;,]*\bNOT\s+NULL\b(?![^;,]*\bDEFAULT\b)/i,
    ];
    for (const [backend, list] of [
      ['SQLite', SQLITE_MIGRATIONS],
      ['PostgreSQL', POSTGRES_MIGRATIONS],
    ] as const) {
      it(`${backend}: every step that drops, renames, retypes or adds a required column declares the oldest schema it serves`, () => {
        const undeclared = list
          .filter((m) => m.oldestReader === undefined)
          .filter((m) => CONTRACTING.some((pattern) => pattern.test(m.sql)))
          .map((m) => m.version);
        expect(undeclared).to.deep.equal([]);
        for (const m of list.filter((step) => step.oldestReader !== undefined))
          expect(m.oldestReader, `step ${m.version}`).to.be.within(1, m.version);
      });
    }
  });

  describe('SQLite', () => {
    it('applies every version once, and again is a no-op', () => {
      const db = openDatabase(':memory:');
      expect(migrateSqlite(db)).to.equal(LATEST);
      expect(migrateSqlite(db)).to.equal(LATEST);
      expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).to.deep.equal({
        n: LATEST,
      });
    });

    it('upgrades a database made by an older build, keeping its rows', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db, SQLITE_MIGRATIONS.slice(0, 1));
      db.prepare("INSERT INTO used_codes (jti, expires_at) VALUES ('kept', 1)").run();
      expect(migrateSqlite(db)).to.equal(LATEST);
      expect(
        db
          .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'used_codes_expires_at'")
          .get(),
      ).to.deep.equal({ n: 1 });
      expect(db.prepare('SELECT jti FROM used_codes').all()).to.deep.equal([{ jti: 'kept' }]);
    });

    it('adopts a database from before migrations existed (tables without schema_migrations)', () => {
      const db = openDatabase(':memory:');
      db.exec(
        'CREATE TABLE revocations (family TEXT PRIMARY KEY, reason TEXT NOT NULL, username TEXT NOT NULL, app TEXT, at INTEGER NOT NULL)',
      );
      db.exec("INSERT INTO revocations VALUES ('fam', 'sign_out', 'alice', NULL, 1)");
      expect(migrateSqlite(db)).to.equal(LATEST);
      return new SqliteSignInStore(db)
        .isRevoked('fam')
        .then((revoked) => expect(revoked).to.equal(true));
    });

    it('serves a database a newer build migrated with expand steps only, changing nothing', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db);
      db.prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'an expand step of the next release', 0)",
      ).run(LATEST + 1);
      expect(migrateSqlite(db)).to.equal(LATEST + 1);
      expect(() => checkSqliteSchema(db)).to.not.throw();
      expect(() => new SqliteSignInStore(db)).to.not.throw();
    });

    it('refuses a database whose newer contract step excludes it, naming both versions in one line', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db);
      db.prepare(
        "INSERT INTO schema_migrations (version, name, applied_at, oldest_reader) VALUES (?, 'a contract step', 0, ?)",
      ).run(LATEST + 2, LATEST + 1);
      expect(() => migrateSqlite(db)).to.throw(
        SchemaTooNew,
        `the database schema is at version ${LATEST + 2}, which only a hivegate that knows version ${LATEST + 1} or later serves; this one knows version ${LATEST}`,
      );
      expect(() => new SqliteSignInStore(db)).to.throw(SchemaTooNew);
      expect(() => checkSqliteSchema(db)).to.throw(SchemaTooNew);
    });

    it('without migrating (MIGRATE_ON_START=off), refuses a schema behind it, naming both versions', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db, SQLITE_MIGRATIONS.slice(0, 3));
      expect(() => checkSqliteSchema(db)).to.throw(
        SchemaTooOld,
        `the database schema is at version 3; this hivegate needs version ${LATEST}: run \`hivegate migrate\``,
      );
      migrateSqlite(db);
      expect(() => checkSqliteSchema(db)).to.not.throw();
    });

    it('renames refresh_families to sign_ins keeping its rows, and a release before refuses the file (issue 38 §2)', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db, SQLITE_MIGRATIONS.slice(0, 10));
      db.prepare(
        "INSERT INTO refresh_families (family, current_jti, username) VALUES ('kept', '', 'alice')",
      ).run();
      expect(migrateSqlite(db)).to.equal(LATEST);
      expect(db.prepare('SELECT sid, username FROM sign_ins').all()).to.deep.equal([
        { sid: 'kept', username: 'alice' },
      ]);
      expect(() => checkSqliteSchema(db, SQLITE_MIGRATIONS.slice(0, 10))).to.throw(SchemaTooNew);
    });

    it('renames the family columns of revocations and logout deliveries to sid, keeping their rows (issue 38 §2)', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db, SQLITE_MIGRATIONS.slice(0, 11));
      db.prepare(
        "INSERT INTO revocations (family, reason, username, at, until) VALUES ('kept', 'sign_out', 'alice', 1, 9)",
      ).run();
      expect(migrateSqlite(db)).to.equal(LATEST);
      expect(db.prepare('SELECT sid FROM revocations').all()).to.deep.equal([{ sid: 'kept' }]);
      expect(() => checkSqliteSchema(db, SQLITE_MIGRATIONS.slice(0, 11))).to.throw(SchemaTooNew);
    });

    it('reads a database the previous release migrated (no oldest_reader column) and adds the column', () => {
      const db = openDatabase(':memory:');
      db.exec(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
      );
      expect(() => checkSqliteSchema(db)).to.throw(SchemaTooOld, 'version 0;');
      expect(migrateSqlite(db)).to.equal(LATEST);
    });
  });

  describe('PostgreSQL', function () {
    let database: { url: string; drop: () => Promise<void> };
    let pools: Pool[];
    before(async function () {
      await requirePostgres(this);
    });
    beforeEach(async () => {
      database = (await freshDatabase())!;
      pools = [];
    });
    afterEach(async () => {
      await Promise.all(pools.map((pool) => pool.end()));
      await database?.drop();
    });
    const pool = () => {
      const made = openPostgres(database.url, { poolSize: 2 });
      pools.push(made);
      return made;
    };

    it('lets instances starting together apply each version exactly once (advisory lock)', async () => {
      const reached = await Promise.all([
        migratePostgres(pool()),
        migratePostgres(pool()),
        migratePostgres(pool()),
      ]);
      expect(reached).to.deep.equal([PG_LATEST, PG_LATEST, PG_LATEST]);
      const { rows } = await pool().query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.version)).to.deep.equal(
        POSTGRES_MIGRATIONS.map((m) => m.version),
      );
    });

    it('upgrades from an older version', async () => {
      expect(await migratePostgres(pool(), POSTGRES_MIGRATIONS.slice(0, 1))).to.equal(1);
      expect(await migratePostgres(pool())).to.equal(PG_LATEST);
      const { rows } = await pool().query(
        "SELECT 1 FROM pg_indexes WHERE indexname = 'used_codes_expires_at'",
      );
      expect(rows).to.have.length(1);
    });

    it('keeps the previous release writing sign-ins through refresh_families once they are sign_ins (issue 38 §2)', async () => {
      await migratePostgres(pool(), POSTGRES_MIGRATIONS.slice(0, 12));
      const old = pool();
      // The previous release's own statements (its PostgresSignInStore), on both sides of the rename.
      const upsert = `INSERT INTO refresh_families (family, username, app, kind, started_at, used_at, expires_at, current_jti)
        VALUES ($1, 'alice', 'demo-app', 'login', 1, $2, 9e12, '') ON CONFLICT (family) DO UPDATE
        SET used_at = GREATEST(refresh_families.used_at, excluded.used_at)`;
      await old.query(upsert, ['before', 1]);
      expect(await migratePostgres(pool())).to.equal(PG_LATEST);
      await old.query(upsert, ['after', 1]);
      await old.query(upsert, ['before', 5]);
      await old.query("UPDATE refresh_families SET current_jti = 'j2' WHERE family = 'after'");
      const { rows } = await pool().query(
        'SELECT sid, used_at::int, current_jti FROM sign_ins ORDER BY sid',
      );
      expect(rows).to.deep.equal([
        { sid: 'after', used_at: 1, current_jti: 'j2' },
        { sid: 'before', used_at: 5, current_jti: '' },
      ]);
    });

    it('keeps revocations and logout deliveries readable and writable by sid and by family alike through a rolling upgrade (issue 38 §2)', async () => {
      await migratePostgres(pool(), POSTGRES_MIGRATIONS.slice(0, 13));
      const db = pool();
      // The previous release's own statements (its PostgresSignInStore and PostgresLogoutQueue).
      const oldRevoke = `INSERT INTO revocations (family, reason, username, app, at, until)
        VALUES ($1, 'sign_out', 'alice', 'demo-app', 1, 9) ON CONFLICT DO NOTHING`;
      const oldDelivery = `INSERT INTO logout_deliveries (id, app, username, family, attempts, next_at, give_up_at)
        VALUES ($1, 'demo-app', 'alice', $2, 0, 1, 9)`;
      await db.query(oldRevoke, ['before']);
      await db.query(oldDelivery, ['d1', 'before']);
      expect(await migratePostgres(pool())).to.equal(PG_LATEST);
      await db.query(oldRevoke, ['old-after']);
      await db.query(oldDelivery, ['d2', 'old-after']);
      await db.query(`INSERT INTO revocations (sid, reason, username, app, at, until)
        VALUES ('new', 'sign_out', 'alice', 'demo-app', 1, 9)`);
      await db.query(`INSERT INTO logout_deliveries (id, app, username, sid, attempts, next_at, give_up_at)
        VALUES ('d3', 'demo-app', 'alice', 'new', 0, 1, 9)`);
      await db.query(oldRevoke, ['new']); // the previous release's sign-out again: no second row
      const both = 'SELECT sid, family FROM revocations ORDER BY sid';
      expect((await db.query(both)).rows).to.deep.equal(
        ['before', 'new', 'old-after'].map((sid) => ({ sid, family: sid })),
      );
      expect(
        (await db.query('SELECT id, sid, family FROM logout_deliveries ORDER BY id')).rows,
      ).to.deep.equal([
        { id: 'd1', sid: 'before', family: 'before' },
        { id: 'd2', sid: 'old-after', family: 'old-after' },
        { id: 'd3', sid: 'new', family: 'new' },
      ]);
    });

    it('serves a database a newer build migrated with expand steps only', async () => {
      await migratePostgres(pool());
      await pool().query(
        "INSERT INTO schema_migrations (version, name) VALUES ($1, 'an expand step of the next release')",
        [PG_LATEST + 1],
      );
      expect(await migratePostgres(pool())).to.equal(PG_LATEST + 1);
      await checkPostgresSchema(pool());
    });

    it('refuses a database whose newer contract step excludes it, changing nothing, in one line', async () => {
      await migratePostgres(pool());
      await pool().query(
        "INSERT INTO schema_migrations (version, name, oldest_reader) VALUES ($1, 'a contract step', $1)",
        [PG_LATEST + 1],
      );
      for (const attempt of [() => migratePostgres(pool()), () => checkPostgresSchema(pool())]) {
        const error = await attempt().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(SchemaTooNew);
        expect((error as Error).message).to.include(
          `version ${PG_LATEST + 1}, which only a hivegate that knows version ${PG_LATEST + 1} or later serves; this one knows version ${PG_LATEST}`,
        );
        expect((error as Error).message.split('\n')).to.have.length(1);
      }
    });

    it('without migrating (MIGRATE_ON_START=off), refuses a schema behind it, changing nothing', async () => {
      const error = await checkPostgresSchema(pool()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(SchemaTooOld);
      const { rows } = await pool().query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'schema_migrations'",
      );
      expect(rows).to.deep.equal([]);
    });
  });
});
