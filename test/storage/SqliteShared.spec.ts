import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { SqliteUsageStore } from '../../adapters/storage/apps/SqliteUsageStore';
import { signInStoreContract } from '../contracts/SignInStore.contract';
import { polledInto } from '../support/revocationFeed';
import { usageStoreContract } from '../contracts/UsageStore.contract';

/** Two connections to one WAL file: what the worker processes of WORKERS=N share. */
function twoConnections<T>(make: (db: ReturnType<typeof openDatabase>) => T): {
  a: T;
  b: T;
  close: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-shared-'));
  const dbs = [openDatabase(join(dir, 'hivegate.db')), openDatabase(join(dir, 'hivegate.db'))];
  const [a, b] = dbs.map(make);
  return {
    a,
    b,
    close: () => {
      for (const db of dbs) db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('SQLite shared by two connections (one file, WAL)', () => {
  signInStoreContract(
    'SqliteSignInStore (shared file)',
    () => new SqliteSignInStore(openDatabase(':memory:')),
    {
      shared: async () => {
        const pair = twoConnections((db) => new SqliteSignInStore(db));
        return { ...pair, heardByB: (sid: string) => polledInto(pair.b, sid) };
      },
    },
  );
  usageStoreContract(
    'SqliteUsageStore (shared file)',
    () => {
      const db = openDatabase(':memory:');
      return { store: new SqliteUsageStore(db), close: () => void db.close() };
    },
    { shared: async () => twoConnections((db) => new SqliteUsageStore(db)) },
  );
});
