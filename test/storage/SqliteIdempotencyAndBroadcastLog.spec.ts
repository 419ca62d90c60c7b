import { expect } from 'chai';
import { SqliteBroadcastLog } from '../../adapters/storage/broadcast/SqliteBroadcastLog';
import { broadcastLogContract } from '../contracts/BroadcastLog.contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteIdempotencyStore } from '../../adapters/storage/broadcast/SqliteIdempotencyStore';
import { idempotencyStoreContract } from '../contracts/IdempotencyStore.contract';

idempotencyStoreContract('SqliteIdempotencyStore (file, two connections as two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-idempotency-'));
  const first = openDatabase(join(dir, 'keys.db'));
  const second = openDatabase(join(dir, 'keys.db'));
  return {
    store: new SqliteIdempotencyStore(first),
    log: new SqliteBroadcastLog(second),
    other: new SqliteIdempotencyStore(second),
    close: () => {
      first.close();
      second.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

broadcastLogContract('SqliteBroadcastLog (:memory:)', () => {
  const db = openDatabase(':memory:');
  return { log: new SqliteBroadcastLog(db), close: () => void db.close() };
});

describe('SqliteBroadcastLog: rows a release before issue 59 writes during a rolling upgrade', () => {
  it('reads them as receipts recorded a day before they expire, and lists none of them as activity', async () => {
    const db = openDatabase(':memory:');
    const log = new SqliteBroadcastLog(db);
    const expiresAt = 1_800_000_000_000;
    // What the previous release's SqliteBroadcastLog inserts: the columns of migration 3 alone.
    db.prepare(
      'INSERT INTO broadcasts (id, username, app, expiration, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run('a'.repeat(40), 'alice', 'demo-app', '2027-01-15T08:01:00', expiresAt);
    expect(await log.find('a'.repeat(40), expiresAt - 1000)).to.deep.equal({
      id: 'a'.repeat(40),
      user: 'alice',
      app: 'demo-app',
      expiration: '2027-01-15T08:01:00',
      at: expiresAt - 86_400_000,
      operations: [],
      source: 'service',
      status: 'sent',
      block_num: null,
    });
    expect(await log.activity({ user: 'alice', limit: 10 }, expiresAt - 1000)).to.deep.equal([]);
    db.close();
  });
});
