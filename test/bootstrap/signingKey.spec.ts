import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { MemorySigningKeyStore } from '../../adapters/storage/signIn/MemorySigningKeyStore';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSigningKeyStore } from '../../adapters/storage/signIn/SqliteSigningKeyStore';
import { ConfigError, loadConfig } from '../../bootstrap/config';
import {
  configuredSigningKeys,
  keysOutsideTheService,
  tokenSignerOf,
  undatedKeysWarning,
} from '../../bootstrap/signingKey';
import { silentLogger } from '../../core/ports/Logger';
import { kidOf } from '../support/kidOf';

const claims = {
  kind: 'login' as const,
  sub: 'alice',
  scope: ['login'],
  fam: 'f',
  jti: 'j',
  iat: 1,
  exp: 2,
};
const idClaims = {
  iss: 'https://hivegate.test',
  sub: 'alice',
  aud: 'demo-app',
  iat: 1,
  exp: 2,
  auth_time: 1,
};
async function rejects(promise: Promise<unknown>, naming: string): Promise<void> {
  await promise.then(
    () => expect.fail('accepted'),
    (error: unknown) =>
      expect(error).to.be.instanceOf(ConfigError).with.property('message').that.includes(naming),
  );
}

describe('signing keys: configured, or generated into storage', () => {
  let dataDir: string;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
      DATA_DIR: dataDir,
      ...env,
    });
  /** The keys as a process over DATA_DIR's SQLite file sees them (a restart opens it again). */
  const signerOver = async (env: Record<string, string> = {}) => {
    const db = openDatabase(join(dataDir, 'hivegate.db'));
    try {
      return (await keysOutsideTheService(config(env), new SqliteSigningKeyStore(db), silentLogger))
        .signer;
    } finally {
      db.close();
    }
  };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are generated once into storage, both kinds, and the same after a restart', async () => {
    const first = await signerOver();
    const token = await first.sign(claims);
    const keys = (await first.publicKeys()).keys;
    expect(keys.map((k) => [k.kty, k.alg])).to.deep.equal([
      ['OKP', 'EdDSA'],
      ['RSA', 'RS256'],
    ]);
    const second = await signerOver();
    expect(await second.verify(token)).to.deep.include({ sub: 'alice' });
    expect(kidOf(await second.signIdToken(idClaims, 'RS256'))).to.equal(keys[1].kid);
    expect((await second.publicKeys()).keys).to.deep.equal(keys);
  });

  it('come from TOKEN_SIGNING_KEY and ID_TOKEN_SIGNING_KEY when set: one JWK, or a JWK Set whose first key signs', async () => {
    const [a, b] = [
      await JoseTokenSigner.generatePrivateJwk(),
      await JoseTokenSigner.generatePrivateJwk(),
    ];
    const rsa = await JoseTokenSigner.generateRsaPrivateJwk();
    const store = new MemorySigningKeyStore();
    const { signer, rotation } = await keysOutsideTheService(
      config({
        TOKEN_SIGNING_KEY: JSON.stringify({ keys: [a, b] }),
        ID_TOKEN_SIGNING_KEY: JSON.stringify({ ...rsa, kid: 'rsa-1' }),
      }),
      store,
      silentLogger,
    );
    expect(rotation, 'nothing kept in storage').to.equal(undefined);
    expect(await store.list()).to.deep.equal([]);
    expect(kidOf(await signer.sign(claims))).to.equal(a.kid);
    expect(kidOf(await signer.signIdToken(idClaims, 'RS256'))).to.equal('rsa-1');
    expect((await signer.publicKeys()).keys.map((k) => k.kid)).to.deep.equal([
      a.kid,
      b.kid,
      'rsa-1',
    ]);
    const byB = await JoseTokenSigner.fromPrivateJwk(b);
    expect(await signer.verify(await byB.sign(claims)), 'a token of the second key').to.not.equal(
      undefined,
    );
  });

  it('with one variable set, the other kind is generated into storage', async () => {
    const jwk = await JoseTokenSigner.generatePrivateJwk();
    const store = new MemorySigningKeyStore();
    const { rotation } = await keysOutsideTheService(
      config({ TOKEN_SIGNING_KEY: JSON.stringify(jwk) }),
      store,
      silentLogger,
    );
    expect(rotation?.uses).to.deep.equal(['id_token']);
    expect((await store.list()).map((key) => key.use)).to.deep.equal(['id_token']);
  });

  it('a bad variable is a configuration error naming it', async () => {
    const store = new MemorySigningKeyStore();
    const outside = (env: Record<string, string>) =>
      keysOutsideTheService(config(env), store, silentLogger);
    await rejects(outside({ TOKEN_SIGNING_KEY: 'nope' }), 'TOKEN_SIGNING_KEY');
    await rejects(outside({ TOKEN_SIGNING_KEY: '{"kty":"RSA"}' }), 'TOKEN_SIGNING_KEY');
    await rejects(outside({ TOKEN_SIGNING_KEY: '{"keys":[]}' }), 'TOKEN_SIGNING_KEY');
    await rejects(outside({ TOKEN_SIGNING_KEY: '[1]' }), 'TOKEN_SIGNING_KEY');
    const jwk = await JoseTokenSigner.generatePrivateJwk();
    await rejects(
      outside({ TOKEN_SIGNING_KEY: JSON.stringify({ keys: [jwk, jwk] }) }),
      'TOKEN_SIGNING_KEY',
    );
    for (const bad of ['nope', JSON.stringify(jwk)])
      await rejects(outside({ ID_TOKEN_SIGNING_KEY: bad }), 'ID_TOKEN_SIGNING_KEY');
  });

  it("TOKEN_SIGNING_KEY's keys after the first verify only tokens issued before their retired_at; one naming none is said at start (issue 54 §2)", async () => {
    const [signing, old, next] = await Promise.all(
      [1, 2, 3].map(() => JoseTokenSigner.generatePrivateJwk()),
    );
    const retiredAt = 1_800_000_000;
    const set = JSON.stringify({ keys: [signing, { ...old, retired_at: retiredAt }, next] });
    const keys = configuredSigningKeys(config({ TOKEN_SIGNING_KEY: set }));
    expect([...keys.token!.signedUntil]).to.deep.equal([[old.kid, retiredAt * 1000]]);
    expect(undatedKeysWarning(keys)).to.match(
      new RegExp(
        `^TOKEN_SIGNING_KEY: ${next.kid} verifies tokens whenever issued \\(no retired_at\\)`,
      ),
    );
    expect(
      undatedKeysWarning(
        configuredSigningKeys(config({ TOKEN_SIGNING_KEY: JSON.stringify(signing) })),
      ),
    ).to.equal(undefined);
    const signer = await tokenSignerOf(keys);
    const by = async (jwk: typeof old, iat: number) =>
      (await JoseTokenSigner.fromPrivateJwk(jwk)).sign({ ...claims, iat, exp: iat + 60 });
    expect(await signer.verify(await by(old, retiredAt - 1))).to.not.equal(undefined);
    expect(await signer.verify(await by(old, retiredAt + 3600))).to.equal(undefined);
    expect(
      await signer.verify(await by(next, retiredAt + 3600)),
      'a key that may sign elsewhere',
    ).to.not.equal(undefined);

    for (const bad of [
      { keys: [{ ...signing, retired_at: retiredAt }, old] },
      { keys: [signing, { ...old, retired_at: '2026-12-01' }] },
      { keys: [signing, { ...old, retired_at: -5 }] },
    ])
      expect(() => configuredSigningKeys(config({ TOKEN_SIGNING_KEY: JSON.stringify(bad) })))
        .to.throw(ConfigError, /retired_at/)
        .with.property('message')
        .that.includes('TOKEN_SIGNING_KEY');
  });

  describe('key files an earlier release generated into DATA_DIR', () => {
    it('become the first keys kept in storage: tokens they signed keep verifying', async () => {
      const jwk = await JoseTokenSigner.generatePrivateJwk();
      const { kid: _kid, ...withoutKid } = jwk; // earlier releases wrote no kid
      const rsa = await JoseTokenSigner.generateRsaPrivateJwk();
      writeFileSync(join(dataDir, 'token-signing-key.json'), JSON.stringify(withoutKid));
      writeFileSync(join(dataDir, 'id-token-signing-key.json'), JSON.stringify(rsa));
      const before = await JoseTokenSigner.fromPrivateJwk(withoutKid, rsa);
      const token = await before.sign(claims);
      const refresh = await before.sign({ ...claims, kind: 'refresh' });
      const signer = await signerOver();
      expect(await signer.verify(token)).to.deep.include({ sub: 'alice' });
      expect(await signer.verify(refresh)).to.deep.include({ kind: 'refresh' });
      expect((await signer.publicKeys()).keys).to.deep.equal((await before.publicKeys()).keys);
    });

    it('one that is not JSON is a configuration error naming DATA_DIR', async () => {
      writeFileSync(join(dataDir, 'token-signing-key.json'), 'garbage');
      await rejects(signerOver(), 'DATA_DIR');
    });
  });
});
