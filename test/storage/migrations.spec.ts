import { expect } from 'chai';
import type { Pool } from 'pg';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SchemaTooNew } from '../../adapters/storage/schema/migration';
import { migratePostgres } from '../../adapters/storage/schema/migratePostgres';
import { migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';
import { POSTGRES_MIGRATIONS } from '../../adapters/storage/schema/postgresMigrations';
import { SQLITE_MIGRATIONS } from '../../adapters/storage/schema/sqliteMigrations';
import { SqliteGrantStore } from '../../adapters/storage/SqliteGrantStore';
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
      return new SqliteGrantStore(db)
        .isRevoked('fam')
        .then((revoked) => expect(revoked).to.equal(true));
    });

    it('refuses a database migrated by a newer build, with one line saying so', () => {
      const db = openDatabase(':memory:');
      migrateSqlite(db);
      db.prepare(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', 0)",
      ).run(LATEST + 1);
      expect(() => migrateSqlite(db)).to.throw(
        SchemaTooNew,
        `version ${LATEST + 1}, newer than this hivegate knows (${LATEST})`,
      );
      expect(() => new SqliteGrantStore(db)).to.throw(SchemaTooNew);
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

    it('refuses a database migrated by a newer build, changing nothing', async () => {
      await migratePostgres(pool());
      await pool().query(
        "INSERT INTO schema_migrations (version, name) VALUES ($1, 'from the future')",
        [PG_LATEST + 1],
      );
      const error = await migratePostgres(pool()).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(SchemaTooNew);
      expect((error as Error).message.split('\n')).to.have.length(1);
    });
  });
});
