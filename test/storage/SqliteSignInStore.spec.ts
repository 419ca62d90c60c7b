import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { signInStoreContract } from '../contracts/SignInStore.contract';

signInStoreContract(
  'SqliteSignInStore (:memory:)',
  () => new SqliteSignInStore(openDatabase(':memory:')),
);

describe('SqliteSignInStore on a file', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-grants-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  signInStoreContract(
    'SqliteSignInStore (file)',
    () => new SqliteSignInStore(openDatabase(join(dir, `${Math.random()}.db`))),
  );

  it('keeps used codes and revocations across a restart', async () => {
    const file = join(dir, 'restart.db');
    const first = openDatabase(file);
    const store = new SqliteSignInStore(first);
    await store.useCode('code', Date.now() + 60_000);
    await store.revokeSignIn({
      sid: 'fam',
      reason: 'sign_out',
      username: 'alice',
      at: 1,
      until: 9e12,
    });
    first.close();
    const reopened = new SqliteSignInStore(openDatabase(file));
    expect(await reopened.useCode('code', Date.now() + 60_000)).to.equal(false);
    expect(await reopened.isRevoked('fam')).to.equal(true);
  });
});
