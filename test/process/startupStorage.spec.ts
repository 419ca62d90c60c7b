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
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-schema-'));
    const db = openDatabase(join(dataDir, 'hivegate.db'));
    const version = migrateSqlite(db);
    db.prepare(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', 0)",
    ).run(version + 1);
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

  it('refuses to start: one line saying so, exit 2', async () => {
    const { code, stderr } = await start();
    expect(code).to.equal(2);
    expect(stderr.trim().split('\n')).to.have.length(1);
    expect(stderr).to.match(
      /^hivegate: refusing to start: the database schema is at version \d+, newer than this hivegate knows/,
    );
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
