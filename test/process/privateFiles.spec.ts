import { expect } from 'chai';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { migrateSqlite } from '../../adapters/storage/schema/migrateSqlite';
import { keyOf } from '../support/builders';
import { tempDirs } from './suiteSetup';

const ROOT = join(__dirname, '..', '..');

/** The service's variables, on a node that never answers (nothing here needs the chain). */
const ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  HIVE_NODES: 'http://127.0.0.1:9',
  SERVICE_ACCOUNT: 'hivegate',
  SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
};

/** `node …` as a shell would run it with umask 022, the usual default that makes files 0644. */
function spawnUnderUmask022(args: string[], env: Record<string, string>) {
  return spawn('/bin/sh', ['-c', 'umask 022 && exec "$@"', 'sh', process.execPath, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
  });
}

function underUmask022(args: string[], env: Record<string, string>) {
  const child = spawnUnderUmask022(args, env);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  );
}

/** `npm start` under umask 022, once it logged "hivegate listening"; `stop()` SIGTERMs it. */
async function serveUnderUmask022(env: Record<string, string>) {
  const child = spawnUnderUmask022(['--import', 'tsx', 'bootstrap/main.ts'], {
    ...ENV,
    LOG_LEVEL: 'info',
    ...env,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let out = '';
  child.stderr.on('data', (chunk) => (out += chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('"msg":"hivegate listening"')) resolve();
    });
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  return {
    output: () => out,
    stop: () => (child.kill('SIGTERM'), exited),
  };
}

const hivegate = (args: string[], env: Record<string, string>) =>
  underUmask022(['--import', 'tsx', 'bootstrap/cli.ts', ...args], { ...ENV, ...env });

const modeOf = (path: string) => `0${(statSync(path).mode & 0o777).toString(8)}`;

/** Every entry of `dir` with its mode. */
const modesIn = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, modeOf(join(dir, name))]));

/** One line on stderr, no stack trace, and a non-zero exit. */
function oneLineRefusal(result: { code: number | null; err: string }, text: RegExp) {
  expect(result.code, result.err).to.not.equal(0);
  expect(result.err.trim().split('\n'), result.err).to.have.length(1);
  expect(result.err).to.match(text);
  expect(result.err).to.not.match(/\n\s+at /);
}

/**
 * Secrets at rest (issue 54 §1), as an operator meets them: the files a first start, `backup` and
 * `restore` make, under umask 022; a data folder open to others tightened at start; the refusals
 * of `backup` and `restore`, each one line.
 */
describe('process: the data folder, the database and backups are private (umask 022)', function () {
  this.timeout(120_000);
  const dirs = tempDirs('hivegate-private-');
  after(() => dirs.removeAll());

  it('a first start makes DATA_DIR 0700 and the database, -wal and -shm 0600; backup and restore make 0600 files', async () => {
    const dataDir = join(dirs.make(), 'data');
    const service = await serveUnderUmask022({ DATA_DIR: dataDir });
    try {
      expect(modeOf(dataDir)).to.equal('0700');
      const files = modesIn(dataDir);
      expect(Object.keys(files)).to.include.members([
        'hivegate.db',
        'hivegate.db-wal',
        'hivegate.db-shm',
      ]);
      for (const [name, mode] of Object.entries(files)) expect(mode, name).to.equal('0600');

      const folder = join(dirs.make(), 'backups', 'new');
      const backup = await hivegate(['backup', join(folder, 'copy.db')], { DATA_DIR: dataDir });
      expect(backup.code, backup.err).to.equal(0);
      expect(modeOf(folder)).to.equal('0700');
      expect(modesIn(folder)).to.deep.equal({ 'copy.db': '0600' });

      const restored = join(dirs.make(), 'restored');
      const restore = await hivegate(['restore', join(folder, 'copy.db')], { DATA_DIR: restored });
      expect(restore.code, restore.err).to.equal(0);
      expect(modeOf(restored)).to.equal('0700');
      for (const [name, mode] of Object.entries(modesIn(restored)))
        expect(mode, name).to.equal('0600');
    } finally {
      await service.stop();
    }
  });

  it('a start tightens a 0755 DATA_DIR and a 0644 database it owns, with one warning line naming each', async () => {
    const dataDir = dirs.make();
    const db = openDatabase(join(dataDir, 'hivegate.db'));
    migrateSqlite(db);
    db.close();
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'hivegate.db'), 0o644);
    const service = await serveUnderUmask022({ DATA_DIR: dataDir });
    try {
      expect(modeOf(dataDir)).to.equal('0700');
      for (const [name, mode] of Object.entries(modesIn(dataDir)))
        expect(mode, name).to.equal('0600');
      const warnings = service
        .output()
        .split('\n')
        .filter((line) => line.includes('tightened what other users could open'));
      expect(warnings, service.output()).to.have.length(1);
      expect(warnings[0]).to.include(
        `${dataDir} (0755 → 0700), ${join(dataDir, 'hivegate.db')} (0644 → 0600)`,
      );
    } finally {
      await service.stop();
    }
  });

  it('backup and restore refuse in one line, exit 2, no stack: a symlink, a folder others write to, a file that is not a backup, a DATA_DIR that is a file', async () => {
    const dataDir = dirs.make();
    migrateSqlite(openDatabase(join(dataDir, 'hivegate.db')));
    const elsewhere = dirs.make();

    const victim = join(elsewhere, 'victim');
    writeFileSync(victim, 'keep me');
    const link = join(elsewhere, 'link.db');
    symlinkSync(victim, link);
    oneLineRefusal(
      await hivegate(['backup', link], { DATA_DIR: dataDir }),
      /link\.db exists already \(a symbolic link\)/,
    );
    const dangling = join(elsewhere, 'dangling.db');
    symlinkSync(join(elsewhere, 'nothing-yet'), dangling);
    oneLineRefusal(await hivegate(['backup', dangling], { DATA_DIR: dataDir }), /symbolic link/);
    expect(existsSync(join(elsewhere, 'nothing-yet'))).to.equal(false);

    const shared = join(elsewhere, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    oneLineRefusal(
      await hivegate(['backup', join(shared, 'copy.db')], { DATA_DIR: dataDir }),
      /other users may write to/,
    );
    expect(readdirSync(shared)).to.deep.equal([]);

    const text = join(elsewhere, 'notes.txt');
    writeFileSync(
      text,
      'not a database at all, but long enough to look like a header of one. '.repeat(20),
    );
    oneLineRefusal(
      await hivegate(['restore', text], { DATA_DIR: join(elsewhere, 'new') }),
      /notes\.txt is not a hivegate backup/,
    );
    expect(existsSync(join(elsewhere, 'new', 'hivegate.db'))).to.equal(false);

    const file = join(elsewhere, 'a-file');
    writeFileSync(file, '');
    oneLineRefusal(
      await hivegate(['backup', join(elsewhere, 'x.db')], { DATA_DIR: file }),
      /DATA_DIR .*a-file is not a folder/,
    );
    oneLineRefusal(
      await hivegate(['migrate'], { DATA_DIR: file }),
      /DATA_DIR .*a-file is not a folder/,
    );
    oneLineRefusal(
      await hivegate(['restore', join(elsewhere, 'x.db')], { DATA_DIR: file }),
      /is not a|no backup/,
    );
  });

  it('a start on a DATA_DIR that is a file: one line, exit 2', async () => {
    const file = join(dirs.make(), 'a-file');
    writeFileSync(file, '');
    const result = await underUmask022(['--import', 'tsx', 'bootstrap/main.ts'], {
      ...ENV,
      DATA_DIR: file,
    });
    oneLineRefusal(result, /DATA_DIR .*a-file is not a folder/);
    expect(result.code).to.equal(2);
  });

  it('KEY_ENCRYPTION_SECRET: the database holds no private "d" after a start; another secret is one line at start, exit 2', async () => {
    const dataDir = dirs.make();
    const secret = 'the first secret, of thirty-two characters or more';
    const service = await serveUnderUmask022({ DATA_DIR: dataDir, KEY_ENCRYPTION_SECRET: secret });
    await service.stop();
    const bytes = readdirSync(dataDir)
      .map((name) => readFileSync(join(dataDir, name)).toString('latin1'))
      .join('');
    expect(bytes).to.include('"sealed":"A256GCM"');
    expect(bytes).to.not.match(/"d":/);
    const wrong = await underUmask022(['--import', 'tsx', 'bootstrap/main.ts'], {
      ...ENV,
      DATA_DIR: dataDir,
      KEY_ENCRYPTION_SECRET: 'not the secret the keys were sealed with, though long',
    });
    oneLineRefusal(
      wrong,
      /KEY_ENCRYPTION_SECRET does not open the signing key \S+ stored in the database/,
    );
    expect(wrong.code).to.equal(2);
    expect(wrong.err).to.not.include('not the secret');
  });
});
