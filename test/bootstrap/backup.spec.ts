import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSigningKeyStore } from '../../adapters/storage/signIn/SqliteSigningKeyStore';
import { migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';
import { SchemaTooNew } from '../../adapters/storage/schema/migration';
import { backup, BackupRefused, restore } from '../../bootstrap/backupCommand';
import { ConfigError, loadConfig } from '../../bootstrap/config';

/** `hivegate backup` and `restore` (issue 41 §4), their refusals; test/process/backup.spec.ts runs them under load. */
describe('backup and restore of SQLite storage', () => {
  let root: string;
  const config = (dataDir: string, env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: dataDir, ...env }, { operations: true });
  const refused = async (
    promise: Promise<unknown>,
    kind: new (...args: never[]) => Error,
    text: RegExp,
  ) =>
    promise.then(
      () => expect.fail('done'),
      (error: Error) => {
        expect(error).to.be.instanceOf(kind);
        expect(error.message).to.match(text);
      },
    );
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'hivegate-backup-unit-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('carries key files an earlier release left in DATA_DIR into the copy, leaving the source as it was', async () => {
    const dataDir = join(root, 'data');
    migrateSqlite(openDatabase(join(dataDir, 'hivegate.db')));
    const jwk = await JoseTokenSigner.generatePrivateJwk();
    writeFileSync(join(dataDir, 'token-signing-key.json'), JSON.stringify(jwk));
    const said = await backup(config(dataDir), join(root, 'copy'));
    expect(said).to.match(/1 generated signing key\)$/);
    const copy = openDatabase(join(root, 'copy'));
    expect((await new SqliteSigningKeyStore(copy).list()).map((key) => key.kid)).to.deep.equal([
      jwk.kid,
    ]);
    const source = openDatabase(join(dataDir, 'hivegate.db'));
    expect(await new SqliteSigningKeyStore(source).list()).to.deep.equal([]);
  });

  it('refuses PostgreSQL, a database in memory, and a DATA_DIR without a database', async () => {
    const dataDir = join(root, 'data');
    const file = join(root, 'copy');
    await refused(
      backup(config(dataDir, { DATABASE_URL: 'postgres://h/db' }), file),
      ConfigError,
      /pg_dump/,
    );
    await refused(
      restore(config(dataDir, { DATABASE_FILE: ':memory:' }), file),
      ConfigError,
      /:memory:/,
    );
    await refused(backup(config(dataDir), file), BackupRefused, /no database at/);
  });

  it('restores only a sound hivegate backup of a schema this release serves', async () => {
    const notBackup = join(root, 'not-a-backup');
    openDatabase(notBackup).exec('CREATE TABLE t (x)');
    await refused(
      restore(config(join(root, 'a')), notBackup),
      BackupRefused,
      /not a hivegate backup/,
    );

    const newer = join(root, 'newer');
    const db = openDatabase(newer);
    migrateSqlite(db);
    // A newer release's contract step that this one cannot serve.
    db.prepare(
      'INSERT INTO schema_migrations (version, name, applied_at, oldest_reader) VALUES (999, ?, 0, 999)',
    ).run('from the future');
    db.close();
    await refused(restore(config(join(root, 'b')), newer), SchemaTooNew, /version 999/);

    const empty = join(root, 'c');
    mkdirSync(empty);
    writeFileSync(join(empty, 'note'), '');
    await refused(restore(config(empty), newer), BackupRefused, /is not empty/);
  });
});
