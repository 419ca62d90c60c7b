import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import {
  SQLITE_HELD_REVOCATIONS,
  SqliteRevocations,
} from '../../adapters/storage/signIn/SqliteRevocations';
import { HELD_IN_MEMORY_MS } from '../../adapters/storage/signIn/revocationKeep';
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

  describe('the revocations each process holds in memory (issue 61 §3)', () => {
    const DAY = 24 * 3600_000;
    const revoke = (store: SqliteSignInStore, sid: string, at: number) =>
      store.revokeSignIn({ sid, reason: 'sign_out', username: 'alice', at, until: at + 40 * DAY });

    it('reads at start only the revocations a token checked from memory can meet', async () => {
      const file = join(dir, 'held.db');
      const db = openDatabase(file);
      const now = Date.now();
      const store = new SqliteSignInStore(db, 200, () => now);
      for (let i = 0; i < 30; i++) await revoke(store, `old-${i}`, now - (10 + i) * DAY);
      await revoke(store, 'recent', now - DAY);
      await revoke(store, 'edge', now - HELD_IN_MEMORY_MS + 1000);
      store.stop();
      const horizon = now - HELD_IN_MEMORY_MS;
      expect(
        db.prepare(SQLITE_HELD_REVOCATIONS).all(horizon),
        'rows start-up reads',
      ).to.have.length(2);
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${SQLITE_HELD_REVOCATIONS}`).all(horizon);
      expect(JSON.stringify(plan)).to.include('USING INDEX revocations_at');
      const view = new SqliteRevocations(db, 60_000, () => now);
      expect(view.size, 'only the two younger than the horizon').to.equal(2);
      expect(view.has('recent')).to.equal(true);
      expect(view.has('old-0')).to.equal(false);
      view.stop();
      const reopened = new SqliteSignInStore(db, 60_000, () => now);
      expect(await reopened.isRevoked('old-29', now - 40 * DAY), 'from the table').to.equal(true);
      reopened.stop();
      db.close();
    });

    it('answers a young token from memory, and forgets a revocation once no such token can meet it', async () => {
      const db = openDatabase(join(dir, 'forget.db'));
      let now = Date.now();
      const store = new SqliteSignInStore(db, 60_000, () => now);
      const revokedAt = now;
      await revoke(store, 'fam', revokedAt);
      // The row gone behind the store's back: only memory can still say so.
      db.prepare('DELETE FROM revocations').run();
      now = revokedAt + 7 * DAY - 1;
      expect(await store.isRevoked('fam', revokedAt - 1), 'its last access token').to.equal(true);
      now = revokedAt + HELD_IN_MEMORY_MS;
      expect(await store.isRevoked('fam', revokedAt - 1), 'forgotten, the table asked').to.equal(
        false,
      );
      store.stop();
      db.close();
    });
  });
});
