import { expect } from 'chai';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { ConfigError, loadConfig } from '../../bootstrap/config';
import { loadTokenSigner } from '../../bootstrap/signingKey';

const claims = { kind: 'login' as const, sub: 'alice', scope: ['login'], fam: 'f', jti: 'j', iat: 1, exp: 2 };

describe('token signing key', () => {
  let dataDir: string;
  const config = (env: Record<string, string> = {}) =>
    loadConfig({ SERVICE_ACCOUNT: 'hivegate', SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg', DATA_DIR: dataDir, ...env });
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
      (error) => expect(error).to.be.instanceOf(ConfigError).with.property('message').that.includes('TOKEN_SIGNING_KEY'),
    );
    await loadTokenSigner(config({ TOKEN_SIGNING_KEY: '{"kty":"RSA"}' })).then(
      () => expect.fail('accepted'),
      (error) => expect(error).to.be.instanceOf(ConfigError),
    );
    writeFileSync(join(dataDir, 'token-signing-key.json'), 'garbage');
    await loadTokenSigner(config()).then(
      () => expect.fail('accepted'),
      (error) => expect(error).to.be.instanceOf(ConfigError).with.property('message').that.includes('DATA_DIR'),
    );
  });
});
