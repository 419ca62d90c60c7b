import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';

const ROOT = join(__dirname, '..', '..');

describe('process: storage at start-up', function () {
  this.timeout(60_000);
  let dataDir: string;
  let version: number;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-schema-'));
    const db = openDatabase(join(dataDir, 'hivegate.db'));
    version = migrateSqlite(db);
    // A newer release's contract step that this one cannot serve (issue 41 §3).
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at, oldest_reader) VALUES (?, 'from the future', 0, ?)",
    ).run(version + 1, version + 1);
    db.close();
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(
    env: Record<string, string> = {},
  ): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bootstrap/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH!,
        HOME: process.env.HOME ?? '/tmp',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SERVICE_ACCOUNT: 'hivegate',
        SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
        HIVE_NODES: 'http://127.0.0.1:9',
        ...env,
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stderr };
  }

  it('refuses a schema it cannot serve: one line naming both versions, exit 2', async () => {
    const { code, stderr } = await start();
    expect(code).to.equal(2);
    expect(stderr.trim().split('\n')).to.have.length(1);
    expect(stderr).to.equal(
      `hivegate: refusing to start: the database schema is at version ${version + 1}, which only a hivegate that knows version ${version + 1} or later serves; this one knows version ${version}: upgrade hivegate or point it at another database\n`,
    );
  });

  it('MIGRATE_ON_START=off: refuses a schema behind it, naming both versions and `hivegate migrate`, and changes nothing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'hivegate-schema-'));
    try {
      const { code, stderr } = await start({ DATA_DIR: empty, MIGRATE_ON_START: 'off' });
      expect(code).to.equal(2);
      expect(stderr).to.equal(
        `hivegate: refusing to start: the database schema is at version 0; this hivegate needs version ${version}: run \`hivegate migrate\` first (MIGRATE_ON_START is off)\n`,
      );
      const db = openDatabase(join(empty, 'hivegate.db'));
      expect(
        db
          .prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'schema_migrations'")
          .get(),
      ).to.deep.equal({ n: 0 });
      db.close();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('an unreachable PostgreSQL at start-up: one line, no password, exit 1', async () => {
    const { code, stderr } = await start({
      DATABASE_URL: 'postgres://hive:s3cret-pw@127.0.0.1:1/hivegate',
    });
    expect(code).to.equal(1);
    expect(stderr.trim().split('\n')).to.have.length(1);
    expect(stderr).to.include(
      'hivegate: refusing to start: cannot reach PostgreSQL (DATABASE_URL): ECONNREFUSED',
    );
    expect(stderr).to.not.include('s3cret-pw');
  });
});
