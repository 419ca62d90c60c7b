import { expect } from 'chai';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { ConfigError, loadConfig } from '../../bootstrap/config';
import { loadTokenSigner } from '../../bootstrap/signingKey';

const claims = {
  kind: 'login' as const,
  sub: 'alice',
  scope: ['login'],
  fam: 'f',
  jti: 'j',
  iat: 1,
  exp: 2,
};

describe('token signing key', () => {
  let dataDir: string;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
      DATA_DIR: dataDir,
      ...env,
    });
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR (mode 0600) and reused after a restart', async () => {
    const first = await loadTokenSigner(config());
    const token = await first.sign(claims);
    expect(statSync(join(dataDir, 'token-signing-key.json')).mode & 0o777).to.equal(0o600);
    const second = await loadTokenSigner(config());
    expect(await second.verify(token)).to.deep.include({ sub: 'alice' });
  });

  it('comes from TOKEN_SIGNING_KEY when set', async () => {
    const jwk = await JoseTokenSigner.generatePrivateJwk();
    const signer = await loadTokenSigner(config({ TOKEN_SIGNING_KEY: JSON.stringify(jwk) }));
    const other = await JoseTokenSigner.fromPrivateJwk(jwk);
    expect(await other.verify(await signer.sign(claims))).to.not.equal(undefined);
  });

  it('a bad TOKEN_SIGNING_KEY or key file is a configuration error naming it', async () => {
    await loadTokenSigner(config({ TOKEN_SIGNING_KEY: 'nope' })).then(
      () => expect.fail('accepted'),
      (error) =>
        expect(error)
          .to.be.instanceOf(ConfigError)
          .with.property('message')
          .that.includes('TOKEN_SIGNING_KEY'),
    );
    await loadTokenSigner(config({ TOKEN_SIGNING_KEY: '{"kty":"RSA"}' })).then(
      () => expect.fail('accepted'),
      (error) => expect(error).to.be.instanceOf(ConfigError),
    );
    writeFileSync(join(dataDir, 'token-signing-key.json'), 'garbage');
    await loadTokenSigner(config()).then(
      () => expect.fail('accepted'),
      (error) =>
        expect(error)
          .to.be.instanceOf(ConfigError)
          .with.property('message')
          .that.includes('DATA_DIR'),
    );
  });
});

describe('id_token signing key (RSA)', () => {
  let dataDir: string;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      SERVICE_ACCOUNT: 'hivegate',
      SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
      DATA_DIR: dataDir,
      ...env,
    });
  const idClaims = {
    iss: 'https://hivegate.test',
    sub: 'alice',
    aud: 'demo-app',
    iat: 1,
    exp: 2,
    auth_time: 1,
  };
  const kidOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'hivegate-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR (mode 0600), published in the JWKS beside the Ed25519 key, and reused after a restart', async () => {
    const first = await loadTokenSigner(config());
    expect(statSync(join(dataDir, 'id-token-signing-key.json')).mode & 0o777).to.equal(0o600);
    const keys = (await first.publicKeys()).keys;
    expect(keys.map((k) => [k.kty, k.alg])).to.deep.equal([
      ['OKP', 'EdDSA'],
      ['RSA', 'RS256'],
    ]);
    expect(new Set(keys.map((k) => k.kid)).size).to.equal(2);
    const second = await loadTokenSigner(config());
    expect(kidOf(await second.signIdToken(idClaims, 'RS256'))).to.equal(keys[1].kid);
  });

  it('comes from ID_TOKEN_SIGNING_KEY when set; a bad one is a configuration error naming it', async () => {
    const rsa = await JoseTokenSigner.generateRsaPrivateJwk();
    const signer = await loadTokenSigner(
      config({ ID_TOKEN_SIGNING_KEY: JSON.stringify({ ...rsa, kid: 'rsa-1' }) }),
    );
    expect(kidOf(await signer.signIdToken(idClaims, 'RS256'))).to.equal('rsa-1');
    for (const bad of ['nope', JSON.stringify(await JoseTokenSigner.generatePrivateJwk())]) {
      await loadTokenSigner(config({ ID_TOKEN_SIGNING_KEY: bad })).then(
        () => expect.fail('accepted'),
        (error) =>
          expect(error)
            .to.be.instanceOf(ConfigError)
            .with.property('message')
            .that.includes('ID_TOKEN_SIGNING_KEY'),
      );
    }
  });
});
