import { expect } from 'chai';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { PostgresSigningKeyStore } from '../../adapters/storage/signIn/PostgresSigningKeyStore';
import {
  SealedKeyUnreadable,
  SealedSigningKeyStore,
} from '../../adapters/storage/signIn/SealedSigningKeyStore';
import { SqliteSigningKeyStore } from '../../adapters/storage/signIn/SqliteSigningKeyStore';
import type { SigningKeyStore } from '../../core/ports/SigningKeyStore';
import { silentLogger } from '../../core/ports/Logger';
import { SigningKeyRotation } from '../../core/signIn/SigningKeyRotation';
import { FakeClock } from '../support/FakeClock';
import { requirePostgres } from '../support/postgres';
import { PostgresHarness } from './postgresHarness';

const SECRET = 'a random secret of at least thirty-two characters';
const claims = {
  kind: 'login' as const,
  sub: 'alice',
  scope: ['login'],
  fam: 'f',
  jti: 'j',
  iat: 1,
  exp: 2,
};

/** A service instance over `store`: its signer, once the rotation has made or read the keys. */
async function instance(store: SigningKeyStore) {
  const signer = await JoseTokenSigner.fromKeys({ token: [], idToken: [] });
  await new SigningKeyRotation(store, signer, new FakeClock(), silentLogger, {
    uses: ['token', 'id_token'],
    overlapMs: 0,
    keepMs: 1000,
    refreshMs: 1000,
  }).refresh();
  return signer;
}

async function rejectsUnreadable(promise: Promise<unknown>, text: RegExp) {
  await promise.then(
    () => expect.fail('read'),
    (error: Error) => {
      expect(error).to.be.instanceOf(SealedKeyUnreadable);
      expect(error.message).to.match(text);
    },
  );
}

/** Private keys sealed in storage with KEY_ENCRYPTION_SECRET (issue 54 §1). */
describe('SealedSigningKeyStore: generated keys sealed with KEY_ENCRYPTION_SECRET', () => {
  let dir: string;
  let open: ReturnType<typeof openDatabase>[];
  const sqlite = (secret?: string) => {
    const db = openDatabase(join(dir, 'hivegate.db'));
    open.push(db);
    return new SealedSigningKeyStore(new SqliteSigningKeyStore(db), secret);
  };
  /** Every byte SQLite wrote: the database and its side files. */
  const fileBytes = () =>
    readdirSync(dir)
      .map((name) => readFileSync(join(dir, name)).toString('latin1'))
      .join('');
  const privateParts = async (store: SigningKeyStore) =>
    (await store.list()).map((key) => String(key.jwk.d));
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hivegate-sealed-'));
    open = [];
  });
  afterEach(() => {
    for (const db of open) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the database file holds no private JWK "d", and the service still signs and verifies', async () => {
    const signer = await instance(sqlite(SECRET));
    const token = await signer.sign(claims);
    const parts = await privateParts(sqlite(SECRET));
    expect(parts).to.have.length(2);
    const bytes = fileBytes();
    for (const d of parts) expect(bytes).to.not.include(d);
    expect(bytes).to.not.match(/"d":/);
    const restarted = await instance(sqlite(SECRET));
    expect(await restarted.verify(token), 'another instance, or a restart').to.deep.equal(claims);
  });

  it('without the secret, or with another, a sealed key is one clear error', async () => {
    await instance(sqlite(SECRET));
    await rejectsUnreadable(
      sqlite().list(),
      /is stored sealed and KEY_ENCRYPTION_SECRET is not set/,
    );
    await rejectsUnreadable(
      sqlite('another secret, just as long as the first one').list(),
      /KEY_ENCRYPTION_SECRET does not open the signing key \S+ stored in the database/,
    );
  });

  it('keys stored in plain keep working, and are sealed in place once read with the secret', async () => {
    const signer = await instance(sqlite());
    const token = await signer.sign(claims);
    const parts = await privateParts(sqlite());
    expect(fileBytes()).to.include(parts[0]);
    const sealed = await instance(sqlite(SECRET));
    expect(await sealed.verify(token)).to.deep.equal(claims);
    open.forEach((db) => db.pragma('wal_checkpoint(TRUNCATE)'));
    open.forEach((db) => db.exec('VACUUM'));
    for (const d of parts) expect(fileBytes()).to.not.include(d);
  });

  it('a seal is bound to its kid: moved to another row, it opens nothing', async () => {
    const inner = new SqliteSigningKeyStore(openDatabase(join(dir, 'hivegate.db')));
    const store = new SealedSigningKeyStore(inner, SECRET);
    await instance(store);
    const [a, b] = await inner.list();
    await inner.rewrite(a.kid, { ...b.jwk, kid: a.kid });
    await rejectsUnreadable(store.list(), new RegExp(`does not open the signing key ${a.kid}`));
  });

  describe('over PostgreSQL', function () {
    const db = new PostgresHarness();
    before(async function () {
      await requirePostgres(this);
      await db.open();
    });
    after(() => db.close());

    it('signing_keys rows hold no private part; another instance with the secret verifies', async () => {
      await db.empty();
      const signer = await instance(
        new SealedSigningKeyStore(new PostgresSigningKeyStore(db.pool()), SECRET),
      );
      const rows = await new PostgresSigningKeyStore(db.pool()).list();
      expect(rows).to.have.length(2);
      for (const row of rows) {
        expect(row.jwk).to.not.have.property('d');
        expect(row.jwk).to.include({ sealed: 'A256GCM', kid: row.kid });
      }
      const other = await instance(
        new SealedSigningKeyStore(new PostgresSigningKeyStore(db.pool()), SECRET),
      );
      expect(await other.verify(await signer.sign(claims))).to.deep.equal(claims);
      await db.closeAll();
    });
  });
});
