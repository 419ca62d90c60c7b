import { SqliteBroadcastLog } from '../../adapters/storage/SqliteBroadcastLog';
import { broadcastLogContract } from '../contracts/BroadcastLog.contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteIdempotencyStore } from '../../adapters/storage/SqliteIdempotencyStore';
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
