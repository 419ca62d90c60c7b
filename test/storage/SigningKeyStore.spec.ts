import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemorySigningKeyStore } from '../../adapters/storage/signIn/MemorySigningKeyStore';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { PostgresSigningKeyStore } from '../../adapters/storage/signIn/PostgresSigningKeyStore';
import { SqliteSigningKeyStore } from '../../adapters/storage/signIn/SqliteSigningKeyStore';
import { signingKeyStoreContract } from '../contracts/SigningKeyStore.contract';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

signingKeyStoreContract('MemorySigningKeyStore', () => ({ keys: new MemorySigningKeyStore() }));

signingKeyStoreContract('SqliteSigningKeyStore (file, two connections as two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-keys-'));
  const first = openDatabase(join(dir, 'keys.db'));
  const second = openDatabase(join(dir, 'keys.db'));
  return {
    keys: new SqliteSigningKeyStore(first),
    other: new SqliteSigningKeyStore(second),
    close: () => {
      first.close();
      second.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('PostgresSigningKeyStore', function () {
  const db = new PostgresHarness();
  before(async function () {
    await requirePostgres(this);
    await db.open();
  });
  after(() => db.close());

  signingKeyStoreContract('PostgresSigningKeyStore (two pools as two instances)', async () => {
    await db.empty();
    return {
      keys: new PostgresSigningKeyStore(db.pool()),
      other: new PostgresSigningKeyStore(db.pool()),
      close: () => db.closeAll(),
    };
  });
});
