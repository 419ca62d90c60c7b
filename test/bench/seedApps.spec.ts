import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseStorage, seedApps } from '../../bench/scenarios/apps';

/**
 * `--baseline` seeds the previous release's database with that release's own storage code: today's
 * migrations would move its schema past what it knows, and it would refuse to start (it did, once
 * today's schema went to version 4).
 */
describe("bench: a baseline release's apps seeded with its own storage code", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-release-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("loads openDatabase and SqliteUsageStore from the release's dist/ and seeds through them", () => {
    const storage = join(dir, 'dist', 'adapters', 'storage');
    mkdirSync(storage, { recursive: true });
    const calls = join(dir, 'calls.json');
    // A stand-in release: its storage records what was asked of it.
    writeFileSync(
      join(storage, 'openDatabase.js'),
      `const fs = require('node:fs');
const real = require(${JSON.stringify(require.resolve('better-sqlite3'))});
exports.openDatabase = (file) => {
  fs.writeFileSync(${JSON.stringify(calls)}, JSON.stringify({ opened: file }));
  const db = new real(':memory:');
  db.exec("CREATE TABLE usage_days (app TEXT, day TEXT, users INTEGER, requests INTEGER); CREATE TABLE usage_apps (app TEXT, first_seen TEXT, last_seen TEXT)");
  return db;
};`,
    );
    writeFileSync(
      join(storage, 'SqliteUsageStore.js'),
      `exports.SqliteUsageStore = class { constructor(db) { this.db = db; } };`,
    );
    const release = releaseStorage(dir);
    seedApps(dir, 2, release);
    expect(JSON.parse(readFileSync(calls, 'utf8'))).to.deep.equal({
      opened: join(dir, 'hivegate.db'),
    });
  });
});
