import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteGrantStore } from '../../adapters/storage/SqliteGrantStore';
import { signInStoreContract } from '../contracts/SignInStore.contract';

signInStoreContract(
  'SqliteGrantStore (:memory:)',
  () => new SqliteGrantStore(openDatabase(':memory:')),
);

describe('SqliteGrantStore on a file', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-grants-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  signInStoreContract(
    'SqliteGrantStore (file)',
    () => new SqliteGrantStore(openDatabase(join(dir, `${Math.random()}.db`))),
  );

  it('keeps used codes and revocations across a restart', async () => {
    const file = join(dir, 'restart.db');
    const first = openDatabase(file);
    const store = new SqliteGrantStore(first);
    await store.useCode('code', Date.now() + 60_000);
    await store.revokeSignIn({
      sid: 'fam',
      reason: 'sign_out',
      username: 'alice',
      at: 1,
      until: 9e12,
    });
    first.close();
    const reopened = new SqliteGrantStore(openDatabase(file));
    expect(await reopened.useCode('code', Date.now() + 60_000)).to.equal(false);
    expect(await reopened.isRevoked('fam')).to.equal(true);
  });
});
